import { withOwnTransactions, type JobHandlers } from '../../platform/jobs/job-queue';
import type { AfterSaleDeps } from './after-sale-common';
import { REFUND_JOB, REFUND_MONEY_JOB } from './refund-common';
import { refundMoneyBack } from './refund-money';
import { railRefund } from './refund-rail';

/** The refund's jobs: the railway's refund (its own transactions, the railway is called outside ours), then the money back. */
export function refundJobHandlers(deps: Pick<AfterSaleDeps, 'rail'>): JobHandlers {
  return {
    [REFUND_JOB]: withOwnTransactions(async (db, payload, ctx) => railRefund(deps, db, String(payload.refundId), ctx.now)),
    [REFUND_MONEY_JOB]: async (db, payload, ctx) => refundMoneyBack(db, String(payload.refundId), ctx.now),
  };
}
