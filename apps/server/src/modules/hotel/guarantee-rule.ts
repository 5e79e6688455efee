import { GUARANTEE_FORMAT, type GuaranteeFormat } from '@travel/contracts/hotel/guarantee';
import { HOTEL_TRAVEL_TYPE } from '@travel/contracts/hotel/stay';
import type { Guarantee, PayWay } from './hotel-port';
import { localDate } from '../../platform/dates';

/** The arrival a booking without a chosen time is held to (the hour pre_create preselects). */
export const DEFAULT_ARRIVAL_TIME = '18:00';

/** Whether the stay must be guaranteed: certain plans always; time-based ones when the guest may arrive after the plan's hour. */
export function guaranteeNeeded(g: Guarantee | null, latestArrivalTime: string | null | undefined): boolean {
  if (!g) return false;
  if (g.condition === 3) return true;
  // HH:mm strings compare in time order.
  return !g.afterTime || (latestArrivalTime ?? DEFAULT_ARRIVAL_TIME) > g.afterTime;
}

/**
 * Who stands behind the guarantee: the enterprise (self) for a business stay or one the company pays; the traveller's
 * card (third party) for a private stay paid at the hotel — the one case spec 4 asks a card for.
 */
export function guaranteeFormatOf(travelType: number, payWay: PayWay): GuaranteeFormat {
  return travelType === HOTEL_TRAVEL_TYPE.PRIVATE && payWay === 14 ? GUARANTEE_FORMAT.THIRD_PARTY : GUARANTEE_FORMAT.SELF;
}

/** What a no-show may cost the guarantee: the check-in night's price for every room, or the whole stay. */
export function guaranteeAmountOf(g: Guarantee, nightPrices: readonly number[], roomNum: number, total: number): number {
  return g.amount === 'FULL' ? total : (nightPrices[0] ?? 0) * roomNum;
}

/**
 * The guarantee of the stay as it stands now (after an extension or an early checkout), by the plan's rule on the
 * order's nights: null when the stay has no guarantee given.
 */
export function stayGuaranteeAmount(o: { guarantee: Guarantee | null; guaranteeFormat: GuaranteeFormat | null; roomNum: number }, nightPrices: readonly number[], total: number): number | null {
  return o.guarantee && o.guaranteeFormat ? guaranteeAmountOf(o.guarantee, nightPrices, o.roomNum, total) : null;
}

/** A card is expired once its expiry month has ended everywhere (the cardholder's zone is not known): in UTC−12. */
export function cardExpired(month: number, year: number, now: Date): boolean {
  const [y, m] = localDate(now, 'Etc/GMT+12').split('-').map(Number) as [number, number];
  return year * 12 + month < y * 12 + m;
}
