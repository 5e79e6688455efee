import { TrainError } from '@travel/contracts/train/errors';
import type { Locale } from '@travel/contracts/platform/locales';
import type { ChangeTrip } from '@travel/contracts/train/change';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { takeTrainQuote, type AfterSaleDeps } from './after-sale-common';
import { afterSaleReason } from './after-sale-reason';
import { changeError, sameTrip, type Actor, type StoredQuote } from './change-common';
import { controlChange } from './change-control';
import { assertNoTicketOnNewTrain, changeContext, priceChange, resolveNewTrip } from './change-rules';
import { holdThenWrite, writeChange } from './change-write';

type SubmitInput = { orderId: string; quotationId: string; ticketIdList: string[]; trip: ChangeTrip; reasonCode?: string; reason?: string; remark?: string };

/**
 * train/change/submit: the tickets and the new train checked, the new seats held at the railway, then under the
 * order's lock the quote taken, the tickets re-checked, the new trip and tickets written, the old tickets moved to
 * change applying; WAIT_CONFIRM.
 */
export async function submitChange(deps: AfterSaleDeps, db: Db, actor: Actor, input: SubmitInput, locale: Locale, now: Date) {
  const { rail, config } = deps;
  const ticketIds = [...new Set(input.ticketIdList)];
  try {
    const seen = await changeContext(db, actor, input.orderId, ticketIds, now);
    const trip = await resolveNewTrip(db, rail, seen, { ...input.trip, price: undefined }, locale, now);
    return await holdThenWrite(
      deps,
      db,
      seen,
      trip,
      async (tx, hold, changeId) => {
        const ctx = await changeContext(tx, actor, input.orderId, ticketIds, now, true);
        const quoted = await takeTrainQuote<StoredQuote>(tx, { kind: 'CHANGE', quotationId: input.quotationId, orderId: ctx.order.id, scope: actor, ticketIds }, now);
        if (!sameTrip(quoted.trip, input.trip)) throw new AppError(TrainError.QUOTE_MISMATCH);
        await assertNoTicketOnNewTrain(tx, actor, ctx, trip.section);
        // A policy rule that asks for a reason is answered by the common reason and the traveller's words together.
        const control = await controlChange(tx, ctx, trip, afterSaleReason(locale, 'change', input.reasonCode ?? null, input.reason ?? null), locale, now);
        // The quote's figures, on the fares the railway actually held (a sleeper's berth may cost more than quoted).
        const price = (fares: number[]) => (fares.every((f, i) => f === quoted.lines[i]?.newFare) ? quoted : priceChange(config.fees, ctx, fares, new Date(quoted.quotedAt)));
        const meta = { reasonCode: input.reasonCode ?? null, reason: input.reason ?? null, remark: input.remark ?? null, quotationId: input.quotationId, control };
        return writeChange(config, tx, { actor, ctx, trip, hold, changeId }, price, meta, now);
      },
      now,
    );
  } catch (err) {
    throw changeError(err, input.trip);
  }
}
