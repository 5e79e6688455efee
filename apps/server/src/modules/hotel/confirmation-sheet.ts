import { asc, eq } from 'drizzle-orm';
import type { Locale } from '@travel/contracts/platform/locales';
import type { Db } from '../../platform/db/database';
import { formatDate, t } from '../../platform/i18n';
import { cancelPolicyList, formatMoneyIn, payWayName } from './booking-texts';
import { textIn } from './hotel-card';
import type { HotelOrderRow } from './order-moves';
import { hotelOrderGuests } from './schema';

export interface SheetRow {
  label: string;
  /** one line, or several (the cancel rule's periods) */
  lines: string[];
}

/** The booking confirmation of an order in one language: what the confirmation mail and the credential both say. */
export interface ConfirmationSheet {
  title: string;
  subject: string;
  intro: string;
  rows: SheetRow[];
}

const DAY_MS = 86_400_000;
const nightsOf = (o: Pick<HotelOrderRow, 'checkinDate' | 'checkoutDate'>) => Math.round((Date.parse(o.checkoutDate) - Date.parse(o.checkinDate)) / DAY_MS);

/** The sheet of an order the hotel confirmed: hotel, confirmation number, room, plan, dates, guests, arrival, money, cancel rule. */
export async function confirmationSheet(db: Db, o: HotelOrderRow, locale: Locale): Promise<ConfirmationSheet> {
  const guests = await db.select({ name: hotelOrderGuests.name }).from(hotelOrderGuests).where(eq(hotelOrderGuests.orderId, o.id)).orderBy(asc(hotelOrderGuests.roomIndex), asc(hotelOrderGuests.guestIndex));
  const k = (key: string, params?: Record<string, unknown>) => t(locale, `hotel.confirmation.${key}`, params);
  const row = (key: string, ...lines: string[]): SheetRow => ({ label: k(key), lines });
  const hotelName = textIn(locale, o.hotelName);
  const money = (amount: number) => formatMoneyIn(locale, { amount, currency: o.currency });
  const company = o.totalAmount - o.personalAmount;
  const payment = company > 0 && o.personalAmount > 0 ? `${payWayName(locale, o.payWay)} (${k('split', { company: money(company), personal: money(o.personalAmount) })})` : payWayName(locale, o.payWay);
  const rows: SheetRow[] = [
    row('hotel', hotelName),
    row('address', textIn(locale, o.hotelAddress)),
    row('confirmNum', o.hotelConfirmNum ?? k('none')),
    row('orderId', o.id),
    row('room', `${textIn(locale, o.roomName)} · ${textIn(locale, o.bedName)}`),
    row('roomNum', String(o.roomNum)),
    row('plan', `${textIn(locale, o.planName)} · ${t(locale, `hotel.breakfast.${o.breakfast}`)}`),
    row('checkin', formatDate(locale, o.checkinDate)),
    row('checkout', formatDate(locale, o.checkoutDate)),
    row('nights', String(nightsOf(o))),
    row('guests', guests.map((g) => g.name).join(', ')),
    row('adults', String(o.adultNum)),
    ...(o.childAges.length > 0 ? [row('children', String(o.childAges.length))] : []),
    row('arrival', o.latestArrivalTime ?? k('none')),
    row('price', money(o.totalAmount)),
    row('payment', payment),
    row('cancel', ...cancelPolicyList(locale, o.cancelRule).map((p) => k('row', { label: p.timeDesc, value: p.cancelPolicy }))),
  ];
  return { title: k('title'), subject: k('subject', { hotelName, checkinDate: o.checkinDate }), intro: k('intro', { hotelName }), rows };
}

/** The sheet as mail text: the intro, then one "label: value" line a row (a row of several lines lists them below it). */
export function sheetText(locale: Locale, sheet: ConfirmationSheet): string {
  const lines = sheet.rows.flatMap((r) =>
    r.lines.length === 1 ? [t(locale, 'hotel.confirmation.row', { label: r.label, value: r.lines[0] })] : [t(locale, 'hotel.confirmation.row', { label: r.label, value: '' }).trimEnd(), ...r.lines.map((l) => `  ${l}`)],
  );
  return [sheet.intro, '', ...lines].join('\n');
}
