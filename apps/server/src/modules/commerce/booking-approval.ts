import { PRODUCTS, type Product } from '@travel/contracts/platform/products';
import type { Db } from '../../platform/db/database';
import { SYSTEM } from '../approval/approval-audit';
import { cancelApprovals, openApprovalsOf, startApproval, type StartApprovalInput } from '../approval/approval-engine';
import type { InstanceRow, Outcome } from '../approval/approval-outcome';
import type { ProductRegistry } from './product-registry';

export interface BookingForApproval {
  product: Product;
  orderId: string;
  enterpriseId: string;
  applicantMemberId: string;
  amount: number;
  summary: { title: string; beginDate: string; endDate: string; cityIds: string[]; purpose: string | null; exceedStandardReason: string | null; stay?: StartApprovalInput['summary']['stay'] };
  /** the booking's candidate as the policy judged it: judged again when approving */
  policyInput: Record<string, unknown> | null;
  /** until when the order waits for the decision (the product cancels it then): the order centre's countdown */
  decideBy: Date;
}

/** An order of any product waiting for its booking approval, and until when. */
export interface AwaitingApproval {
  product: Product;
  orderId: string;
  /** when it is decided at the latest: the product's deadline, or sooner the flow's own (null: neither is known) */
  decideBy: Date | null;
}

/**
 * An over-standard booking whose policy outcome asks for approval (handle types 1, 4): opens a BOOKING approval
 * through the enterprise's flows (matched by department, product and amount), inside the product's transaction.
 * APPROVED at once when no flow applies; the product then goes on as approved.
 */
export async function requestBookingApproval(db: Db, b: BookingForApproval, now: Date): Promise<'PENDING' | 'APPROVED'> {
  const started = await startApproval(
    db,
    {
      enterpriseId: b.enterpriseId,
      bizType: 'BOOKING',
      bizId: b.orderId,
      subBizType: b.product,
      applicantMemberId: b.applicantMemberId,
      product: b.product,
      amount: b.amount,
      summary: { ...b.summary, amount: b.amount, decideBy: b.decideBy.toISOString() },
      policyInput: b.policyInput,
      link: '/orders',
    },
    SYSTEM,
    now,
  );
  return started.status;
}

/**
 * The member's orders of every product waiting for their booking approval: an open BOOKING approval is the one truth
 * of it (opened with the order, concluded or withdrawn in the transaction that moves the order on).
 */
export async function ordersAwaitingApproval(db: Db, scope: { enterpriseId: string; memberId: string }): Promise<AwaitingApproval[]> {
  const open = await openApprovalsOf(db, scope.enterpriseId, scope.memberId, 'BOOKING');
  const isProduct = (s: string | null): s is Product => (PRODUCTS as readonly (string | null)[]).includes(s);
  // Decided at the latest by the product's deadline, or sooner by the flow itself at its deadline.
  const times = (i: (typeof open)[number]) => [i.summary.decideBy ? Date.parse(i.summary.decideBy) : null, i.taskDeadline?.getTime() ?? null].filter((x): x is number => x !== null);
  return open.flatMap((i) => (isProduct(i.subBizType) ? [{ product: i.subBizType, orderId: i.bizId, decideBy: times(i).length > 0 ? new Date(Math.min(...times(i))) : null }] : []));
}

/** What a concluded BOOKING approval does: the product of the order acts on it (given to approval at wiring). */
export function bookingApprovalOutcome(registry: ProductRegistry) {
  return async (db: Db, instance: InstanceRow, outcome: Outcome, now: Date) => {
    await registry.get(instance.subBizType as Product).onApprovalOutcome(db, instance.bizId, outcome, now);
  };
}

/** The order was cancelled or its wait ran out: its open booking approval is withdrawn (inside the product's transaction). */
export async function withdrawBookingApproval(db: Db, enterpriseId: string, orderId: string, now: Date): Promise<void> {
  await cancelApprovals(db, enterpriseId, orderId, SYSTEM, now);
}
