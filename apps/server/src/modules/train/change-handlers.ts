import { withOwnTransactions, type JobHandlers } from '../../platform/jobs/job-queue';
import type { PaymentHooks } from '../payment/payment-service';
import type { AfterSaleDeps } from './after-sale-common';
import { CHANGE_CONFIRM_TIMEOUT_JOB, CHANGE_ISSUE_JOB, confirmEndOf, lockedChange, moveChange, queueIssue, undoChange } from './change-common';
import { issueChange } from './change-issue';

/** What happens when a TRAIN_CHANGE pay order is paid (the new tickets are issued) or times out (the change lapses). */
export const changePaymentHooks: PaymentHooks = {
  recordType: 'CHANGE_PAYMENT',
  async onPaid(db, payOrder, now) {
    const found = await lockedChange(db, payOrder.orderId);
    if (!found || found.change.status !== 'WAIT_PAY') return;
    await moveChange(db, found.change, 'PAY', now);
    await queueIssue(db, found.change.id, now);
  },
  async onTimeout(db, payOrder, now) {
    const found = await lockedChange(db, payOrder.orderId);
    if (!found || found.change.status !== 'WAIT_PAY') return;
    await undoChange(db, found.change, 'PAY_TIMEOUT', now);
  },
};

/** The change's jobs: issuing the new tickets, and the lapse of a change left unconfirmed. */
export function changeJobHandlers(deps: AfterSaleDeps): JobHandlers {
  return {
    [CHANGE_ISSUE_JOB]: withOwnTransactions(async (db, payload, ctx) => issueChange(deps, db, String(payload.changeId), ctx.now)),
    // Unconfirmed by the deadline: the change lapses and the new seats go back to sale.
    [CHANGE_CONFIRM_TIMEOUT_JOB]: async (db, payload, ctx) => {
      const found = await lockedChange(db, String(payload.changeId));
      if (found?.change.status === 'WAIT_CONFIRM' && ctx.now >= confirmEndOf(deps.config, found.change)) await undoChange(db, found.change, 'PAY_TIMEOUT', ctx.now);
    },
  };
}
