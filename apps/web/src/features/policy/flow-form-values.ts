import type { ApprovalFlow } from '@travel/contracts/approval/approval';
import type { Product } from '@travel/contracts/platform/products';
import type { FieldPath } from '../../lib/form-issues';
import { fenToYuan, yuanToFen } from '../../lib/money';

export type ApproverType = ApprovalFlow['levels'][number]['approverType'];
export type TimeoutAction = ApprovalFlow['levels'][number]['timeoutAction'];

export interface LevelValues {
  approverType: ApproverType;
  approverMemberIds: string[];
  deadlineHours: number;
  timeoutAction: TimeoutAction;
  escalateToMemberId?: string | null;
}

export interface FlowFormValues {
  flowId?: string;
  name: string;
  nameEn?: string;
  bizType: ApprovalFlow['bizType'];
  priority: number;
  active: boolean;
  departmentIds: string[];
  costCentreIds: string[];
  products: Product[];
  /** Yuan; sent in fen. */
  minAmount?: number | null;
  levels: LevelValues[];
}

export const NEW_LEVEL: LevelValues = { approverType: 'DEFAULT_APPROVER', approverMemberIds: [], deadlineHours: 24, timeoutAction: 'ESCALATE' };

export const NEW_FLOW: FlowFormValues = {
  name: '',
  bizType: 'TRAVEL_REQUEST',
  priority: 0,
  active: true,
  departmentIds: [],
  costCentreIds: [],
  products: [],
  levels: [NEW_LEVEL],
};

export function flowToForm(f: ApprovalFlow): FlowFormValues {
  return {
    flowId: f.flowId,
    name: f.name,
    nameEn: f.nameEn ?? '',
    bizType: f.bizType,
    priority: f.priority,
    active: f.active,
    departmentIds: [...f.conditions.departmentIds],
    costCentreIds: [...f.conditions.costCentreIds],
    products: [...f.conditions.products],
    minAmount: fenToYuan(f.conditions.minAmount),
    levels: f.levels.map((l) => ({
      approverType: l.approverType,
      approverMemberIds: [...l.approverMemberIds],
      deadlineHours: l.deadlineHours,
      timeoutAction: l.timeoutAction,
      escalateToMemberId: l.escalateToMemberId ?? null,
    })),
  };
}

/** The form as approval/config/save's input; named approvers are kept only for MEMBERS levels. */
export function flowFromForm(v: FlowFormValues): ApprovalFlow {
  const minAmount = yuanToFen(v.minAmount);
  return {
    ...(v.flowId ? { flowId: v.flowId } : {}),
    name: v.name ?? '',
    ...(v.nameEn?.trim() ? { nameEn: v.nameEn.trim() } : {}),
    bizType: v.bizType,
    priority: v.priority ?? 0,
    active: v.active ?? true,
    conditions: {
      departmentIds: v.departmentIds ?? [],
      costCentreIds: v.costCentreIds ?? [],
      products: v.products ?? [],
      ...(minAmount !== null ? { minAmount } : {}),
    },
    levels: (v.levels ?? []).map((l) => ({
      approverType: l.approverType,
      approverMemberIds: l.approverType === 'MEMBERS' ? (l.approverMemberIds ?? []) : [],
      deadlineHours: l.deadlineHours ?? 0,
      timeoutAction: l.timeoutAction,
      ...(l.timeoutAction === 'ESCALATE' && l.escalateToMemberId ? { escalateToMemberId: l.escalateToMemberId } : {}),
    })),
  };
}

/** `conditions.minAmount` → ['minAmount']; `levels.0.deadlineHours` stays; null for the message list. */
export function flowFormPath(path: FieldPath): FieldPath | null {
  if (path.length === 0) return null;
  if (path[0] === 'conditions') return path.length > 1 ? [path[1]!] : null;
  if (path[0] === 'levels') return typeof path[1] === 'number' ? ['levels', path[1], path[2] ?? 'approverType'] : null;
  return [path[0]!];
}
