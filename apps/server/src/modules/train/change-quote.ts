import type { Locale } from '@travel/contracts/platform/locales';
import type { ChangeTrip } from '@travel/contracts/train/change';
import type { Db } from '../../platform/db/database';
import { saveTrainQuote, type AfterSaleDeps, type Scope } from './after-sale-common';
import type { StoredQuote } from './change-common';
import { controlChange } from './change-control';
import { changeFigures, passengerNamesOf } from './change-read';
import { changeContext, priceChange, resolveNewTrip } from './change-rules';
import { changeFares, childPassengers } from './free-child-rules';
import { stationDirectory } from './station-directory';
import { tripOf } from './trip-view';

/** train/change/quote: the figures by the fee rules now, kept under a quotationId for config.quoteMinutes. */
export async function quoteChange(deps: AfterSaleDeps, db: Db, scope: Scope, input: { orderId: string; ticketIdList: string[]; trip: ChangeTrip }, locale: Locale, now: Date) {
  const { rail, config } = deps;
  const ctx = await changeContext(db, scope, input.orderId, input.ticketIdList, now);
  const trip = await resolveNewTrip(db, rail, ctx, input.trip, locale, now);
  const control = await controlChange(db, ctx, trip, null, locale, now);
  const priced = priceChange(config.fees, ctx, changeFares(ctx.tickets, trip.fare, await childPassengers(db, ctx.order.id)), now);
  const { price: _p, ...wanted } = input.trip;
  const stored: StoredQuote = { trip: wanted, quotedAt: now.toISOString(), ...priced };
  const saved = await saveTrainQuote(db, { kind: 'CHANGE', orderId: ctx.order.id, scope, ticketIds: ctx.tickets.map((x) => x.id), quote: stored, minutes: config.quoteMinutes }, now);
  const dir = await stationDirectory(db);
  const names = await passengerNamesOf(db, ctx.order.id);
  return {
    ...saved,
    trip: tripOf(trip.section, ctx.oldTrip.tripIndex, dir, locale),
    ...changeFigures(priced.lines, priced.totals, ctx.tickets, ctx.oldTrip, names, 'CNY'),
    tmcControl: control,
  };
}
