import type { PayWay } from '@travel/contracts/hotel/detail';
import type { HotelTravelType } from '@travel/contracts/hotel/stay';
import { handlingOf, type CheckResult } from './check-outcome';

/** Who pays what of the stay, in the hotel's currency, as order/create will split it. */
export interface PayShares {
  /** settled by the company (monthly) */
  company: number;
  /** the traveller's part, paid online before the stay */
  online: number;
  /** paid to the hotel at the stay */
  atHotel: number;
  /** of what is paid at the hotel, the traveller's own part over the standard (no-mix pay) */
  atHotelYours: number;
  /** a part over the standard judged for one room and carried to the others: the server works it out again */
  estimate: boolean;
}

/**
 * The split the booking will have: a private stay is the traveller's; a business stay the company's but for what the
 * over-standard outcome gives the traveller (all of it under personal pay, the excess under mixed pay, carried from CNY
 * into the hotel's currency by the stay's own rate, the way the server does). Paid at the hotel, nothing is paid online.
 */
export function payShares(b: { payWay: PayWay; total: number; totalCny: number; travelType: HotelTravelType; check: CheckResult; rooms: number }): PayShares {
  const handling = handlingOf(b.check);
  const excessCny = b.check.exceedAmount * b.rooms;
  const toLocal = (cny: number) => Math.min(b.total, Math.round((b.total * cny) / Math.max(1, b.totalCny)));
  if (b.payWay === 14) {
    const yours = b.travelType === 0 && handling === 'EXCEED_NO_MIX_PAY' ? toLocal(excessCny) : 0;
    return { company: 0, online: 0, atHotel: b.total, atHotelYours: yours, estimate: yours > 0 && b.rooms > 1 };
  }
  const mixed = b.travelType === 0 && handling === 'EXCEED_MIX_PAY';
  const personal = b.travelType === 1 || handling === 'EXCEED_PERSONAL_PAY' ? b.total : mixed ? toLocal(excessCny) : 0;
  return { company: b.total - personal, online: personal, atHotel: 0, atHotelYours: 0, estimate: mixed && b.rooms > 1 };
}
