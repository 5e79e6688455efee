import { describe, expect, it } from 'vitest';
import { flowMatches, pickFlow, type FlowRow, type MatchFacts } from './flow-service';
import { INSTANCE_TRANSITIONS, TASK_TRANSITIONS } from './approval-status';
import { nextStatus } from '../../platform/status-machine';

type F = Pick<FlowRow, 'bizType' | 'active' | 'conditions' | 'priority' | 'createdAt'> & { name: string };
const flow = (name: string, conditions: Partial<FlowRow['conditions']> = {}, priority = 0, at = 0): F => ({
  name,
  bizType: 'BOOKING',
  active: true,
  priority,
  createdAt: new Date(at),
  conditions: { departmentIds: [], costCentreIds: [], products: [], ...conditions },
});
const facts: MatchFacts = { bizType: 'BOOKING', departmentIds: ['tools', 'rd'], costCentreId: 'cc-rd', product: 'HOTEL', amount: 50000 };

describe('flow matching', () => {
  it('matches each condition it sets, and ignores those it leaves empty', () => {
    expect(flowMatches(flow('any'), facts)).toBe(true);
    expect(flowMatches(flow('rd', { departmentIds: ['rd'] }), facts)).toBe(true);
    expect(flowMatches(flow('sales', { departmentIds: ['sales'] }), facts)).toBe(false);
    expect(flowMatches(flow('cc', { costCentreIds: ['cc-rd'] }), facts)).toBe(true);
    expect(flowMatches(flow('cc', { costCentreIds: ['cc-rd'] }), { ...facts, costCentreId: null })).toBe(false);
    expect(flowMatches(flow('train', { products: ['TRAIN'] }), facts)).toBe(false);
    expect(flowMatches(flow('big', { minAmount: 50000 }), facts)).toBe(true);
    expect(flowMatches(flow('bigger', { minAmount: 50001 }), facts)).toBe(false);
    expect(flowMatches(flow('no amount', { minAmount: 0 }), { ...facts, amount: null })).toBe(false);
    expect(flowMatches({ ...flow('off'), active: false }, facts)).toBe(false);
    expect(flowMatches(flow('any'), { ...facts, bizType: 'TRAVEL_REQUEST' })).toBe(false);
  });

  it('picks the highest priority, then the most specific, then the oldest', () => {
    const flows = [flow('any', {}, 0, 1), flow('hotel', { products: ['HOTEL'] }, 0, 2), flow('hotel rd', { products: ['HOTEL'], departmentIds: ['rd'] }, 0, 3)];
    expect(pickFlow(flows, facts)?.name).toBe('hotel rd');
    expect(pickFlow([...flows, flow('urgent', {}, 5, 4)], facts)?.name).toBe('urgent');
    expect(pickFlow([flow('b', {}, 0, 9), flow('a', {}, 0, 1)], facts)?.name).toBe('a');
    expect(pickFlow([flow('sales', { departmentIds: ['sales'] })], facts)).toBeNull();
  });
});

describe('approval status machines', () => {
  it('moves an instance level by level and refuses decisions on closed ones', () => {
    expect(nextStatus(INSTANCE_TRANSITIONS, 'PENDING', 'APPROVE_LEVEL', { lastLevel: false })).toBe('PENDING');
    expect(nextStatus(INSTANCE_TRANSITIONS, 'PENDING', 'APPROVE_LEVEL', { lastLevel: true })).toBe('APPROVED');
    expect(nextStatus(INSTANCE_TRANSITIONS, 'PENDING', 'REJECT', { lastLevel: true })).toBe('REJECTED');
    expect(() => nextStatus(INSTANCE_TRANSITIONS, 'APPROVED', 'CANCEL', { lastLevel: true })).toThrow(expect.objectContaining({ code: 'STATUS_TRANSITION_INVALID' }));
  });

  it('decides, escalates or withdraws only pending tasks', () => {
    expect(nextStatus(TASK_TRANSITIONS, 'PENDING', 'ESCALATE')).toBe('ESCALATED');
    expect(nextStatus(TASK_TRANSITIONS, 'PENDING', 'WITHDRAW')).toBe('CANCELED');
    expect(() => nextStatus(TASK_TRANSITIONS, 'ESCALATED', 'APPROVE')).toThrow(expect.objectContaining({ code: 'STATUS_TRANSITION_INVALID', params: { status: 'ESCALATED' } }));
  });
});
