import { describe, expect, it } from 'vitest';
import { approvalConfigSaveCall, type ApprovalFlow } from '@travel/contracts/approval/approval';
import { NEW_FLOW, flowFormPath, flowFromForm, flowToForm } from './flow-form-values';

const flow: ApprovalFlow = {
  flowId: 'f1',
  name: 'Sales trips over 5000',
  bizType: 'TRAVEL_REQUEST',
  priority: 10,
  active: true,
  conditions: { departmentIds: ['d1'], costCentreIds: [], products: [], minAmount: 500000 },
  levels: [
    { approverType: 'DEFAULT_APPROVER', approverMemberIds: [], deadlineHours: 24, timeoutAction: 'ESCALATE', escalateToMemberId: 'mem-manager' },
    { approverType: 'MEMBERS', approverMemberIds: ['a', 'b'], deadlineHours: 0, timeoutAction: 'APPROVE' },
  ],
};

describe('approval flow form', () => {
  it('round-trips a flow, the amount shown in yuan', () => {
    const form = flowToForm(flow);
    expect(form.minAmount).toBe(5000);
    expect(flowFromForm(form)).toEqual(flow);
  });

  it('drops named approvers of non-MEMBERS levels and escalation targets of non-escalating ones', () => {
    const form = flowToForm(flow);
    form.levels[0]!.approverMemberIds = ['x'];
    form.levels[1]!.escalateToMemberId = 'y';
    const out = flowFromForm(form);
    expect(out.levels[0]!.approverMemberIds).toEqual([]);
    expect(out.levels[1]).not.toHaveProperty('escalateToMemberId');
  });

  it('refuses a flow without a name, on the name field', () => {
    const parsed = approvalConfigSaveCall.input.safeParse(flowFromForm(NEW_FLOW));
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => [flowFormPath(i.path as (string | number)[]), i.message])).toEqual([[['name'], 'validation.required']]);
  });

  it('accepts a new flow once named', () => {
    expect(approvalConfigSaveCall.input.safeParse(flowFromForm({ ...NEW_FLOW, name: 'Default' })).success).toBe(true);
  });

  it('maps condition and level paths', () => {
    expect(flowFormPath(['conditions', 'minAmount'])).toEqual(['minAmount']);
    expect(flowFormPath(['levels', 1, 'deadlineHours'])).toEqual(['levels', 1, 'deadlineHours']);
    expect(flowFormPath(['levels'])).toBeNull();
  });
});
