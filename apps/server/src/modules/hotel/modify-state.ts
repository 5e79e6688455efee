import type { ModifyType } from '@travel/contracts/hotel/modify';
import { HotelError } from '@travel/contracts/hotel/errors';
import type { Locale } from '@travel/contracts/platform/locales';
import type { Db } from '../../platform/db/database';
import { localDate } from '../../platform/dates';
import { AppError } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { cityTimeZone } from '../common/city-service';
import { getReferenceData } from '../common/reference-cache';
import { extendRange, MODIFY_TYPES, modifyRefusal } from './modify-rules';
import type { HotelOrderRow } from './order-moves';

/** Today at the hotel: date changes count nights by the hotel city's own clock. */
export async function hotelToday(db: Db, o: Pick<HotelOrderRow, 'cityId'>, now: Date): Promise<string> {
  return localDate(now, cityTimeZone(await getReferenceData(db), o.cityId));
}

/** Every modification (or the one asked) with whether it is open now, and why not in the reader's words. */
export function modifyTypeList(o: HotelOrderRow, today: string, locale: Locale, only?: ModifyType) {
  return MODIFY_TYPES.filter((m) => !only || m === only).map((modifyType) => {
    const reason = modifyRefusal(o, modifyType, today);
    return { modifyType, canModify: reason === null, reason, reasonDesc: reason ? t(locale, `hotel.modifyReason.${reason}`) : null };
  });
}

/** Refuses a modification the order does not allow now (a catalogued code with which and why). */
export function assertModifiable(o: HotelOrderRow, type: ModifyType, today: string): void {
  const reason = modifyRefusal(o, type, today);
  if (reason) throw new AppError(HotelError.ORDER_NOT_MODIFIABLE, {}, { orderStatus: o.status, modifyType: type, reason });
}

/** EXTEND open for the order now, and the new checkout within its range (the night after the stay up to the window). */
export function assertExtend(o: HotelOrderRow, checkoutDate: string, today: string): void {
  assertModifiable(o, 'EXTEND', today);
  const range = extendRange(o, today);
  if (checkoutDate < range.min || checkoutDate > range.max) throw new AppError(HotelError.MODIFY_DATE_OUT_OF_RANGE, { minDate: range.min, maxDate: range.max }, { minDate: range.min, maxDate: range.max });
}
