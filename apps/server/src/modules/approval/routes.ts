import {
  approvalConfigCall,
  approvalConfigSaveCall,
  approverSearchCall,
  costCentreQueryCall,
  delegateDeleteCall,
  delegateListCall,
  delegateSaveCall,
  matchFlowCall,
  projectDetailCall,
  taskApproveCall,
  taskListCall,
  taskRejectCall,
} from '@travel/contracts/approval/approval';
import { notFound } from '../../platform/errors';
import { actingMember } from '../../platform/http/acting-member';
import { handle, type Binding, type MemberContext } from '../../platform/http/handler';
import { listCostCentres, listProjects } from '../enterprise/enterprise-service';
import { requireTravelManager } from '../member/permissions';
import { localDate } from '../../platform/dates';
import { auditApproval, type Actor } from './approval-audit';
import { describeMatch, searchApprovers } from './approver-view';
import { deleteDelegate, listDelegates, saveDelegate } from './delegate-service';
import type { ApprovalOutcomes } from './approval-outcome';
import { listFlows, saveFlow } from './flow-service';
import { decideTask } from './task-decision';
import { listTasks } from './task-service';

const ok = { ok: true } as const;
const actor = (ctx: MemberContext): Actor => ({ kind: 'member', ctx });

/** The approval calls, wired with what each business type's concluded approval does (app.ts). */
export const approvalRoutes = ({ outcomes }: { outcomes: ApprovalOutcomes }): Binding[] => [
  handle(approvalConfigCall, async (ctx) => ({ flows: await listFlows(ctx.db, ctx.enterpriseId) })),
  handle(approvalConfigSaveCall, async (ctx, input) => {
    await requireTravelManager(ctx);
    const now = ctx.clock.now();
    return ctx.db.transaction(async (tx) => {
      const flowId = await saveFlow(tx, ctx.enterpriseId, input, now);
      await auditApproval(tx, actor(ctx), ctx.enterpriseId, { action: 'approval.flow.save', targetType: 'APPROVAL_FLOW', targetId: flowId, detail: { ...input } }, now);
      return { flowId };
    });
  }),
  handle(approverSearchCall, async (ctx, input) => ({ list: await searchApprovers(ctx.db, ctx.enterpriseId, input.keyword, ctx.locale) })),
  handle(matchFlowCall, async (ctx, input) => describeMatch(ctx.db, actingMember(ctx), input, ctx.locale)),
  handle(taskListCall, async (ctx, input) => listTasks(ctx.db, actingMember(ctx), input, ctx.locale, ctx.clock.now())),
  handle(taskApproveCall, async (ctx, input) => ({
    instanceStatus: await decideTask(outcomes, ctx.db, actingMember(ctx), { ...input, decision: 'APPROVE' }, actor(ctx), ctx.locale, ctx.clock.now()),
  })),
  handle(taskRejectCall, async (ctx, input) => ({
    instanceStatus: await decideTask(outcomes, ctx.db, actingMember(ctx), { ...input, decision: 'REJECT' }, actor(ctx), ctx.locale, ctx.clock.now()),
  })),
  handle(delegateListCall, async (ctx) => ({ list: await listDelegates(ctx.db, actingMember(ctx), localDate(ctx.clock.now())) })),
  handle(delegateSaveCall, async (ctx, input) => ({ delegateId: await saveDelegate(ctx.db, actingMember(ctx), input, actor(ctx), ctx.clock.now()) })),
  handle(delegateDeleteCall, async (ctx, input) => {
    await deleteDelegate(ctx.db, actingMember(ctx), input.delegateId, actor(ctx), ctx.clock.now());
    return ok;
  }),
  handle(costCentreQueryCall, async (ctx, input) => ({ list: await listCostCentres(ctx.db, ctx.enterpriseId, input.keyword, ctx.locale) })),
  handle(projectDetailCall, async (ctx, input) => {
    if (!input.projectId) return { list: await listProjects(ctx.db, ctx.enterpriseId, input.keyword, ctx.locale) };
    const found = (await listProjects(ctx.db, ctx.enterpriseId, undefined, ctx.locale)).find((p) => p.projectId === input.projectId);
    if (!found) throw notFound('project');
    return { list: [found] };
  }),
];
