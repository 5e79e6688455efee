import type { z } from 'zod';
import type { trainDateRangeCall } from '@travel/contracts/train/date-range';
import type { Locale } from '@travel/contracts/platform/locales';
import type { Db } from '../../platform/db/database';
import { travelRequestWindow } from '../travel-request/booking-gate';
import type { RailSupplier } from './rail-port';

type DateRangeInput = z.output<typeof trainDateRangeCall.input>;
type DateRange = z.output<typeof trainDateRangeCall.output>;

/**
 * train/date_range/query: the railway's sale and presale dates, narrowed to a travel request's dates (with the
 * enterprise's train days before and after) when a business trip names one.
 */
export async function queryDateRange(
  db: Db,
  rail: RailSupplier,
  scope: { enterpriseId: string; memberId: string },
  input: DateRangeInput,
  locale: Locale,
): Promise<DateRange> {
  const cal = rail.saleCalendar();
  const tr = input.travelType === 'BUSINESS' && input.travelNO ? await travelRequestWindow(db, scope, input.travelNO, 'TRAIN', locale) : null;
  const window = tr?.window ?? null;
  const inWindow = (d: string) => !window || (d >= window.begin && d <= window.end);
  const saleDateList = cal.saleDateList.filter(inWindow);
  const preSaleDateList = cal.preSaleDateList.filter(inWindow);
  const span = (list: string[]) => (list.length > 0 ? { begin: list[0]!, end: list[list.length - 1]! } : null);
  const asked = input.departureDate;
  const bookable = new Set([...saleDateList, ...preSaleDateList]);
  const outOfRange = asked !== undefined && !bookable.has(asked);
  return {
    today: cal.today,
    saleDateList,
    preSaleDateList,
    dateRange: span(saleDateList),
    preSaleDateRange: span(preSaleDateList),
    saleBeginDate: cal.saleDateList[0] ?? cal.today,
    saleEndDate: cal.saleDateList[cal.saleDateList.length - 1] ?? cal.today,
    saleDays: cal.saleDateList.length,
    preSaleDays: cal.preSaleDateList.length,
    saleCloseMinutes: cal.saleCloseMinutes,
    saleOpenTime: cal.saleOpenTime,
    nightClosed: cal.nightClosed,
    selling: cal.selling,
    sellingResumesAt: cal.sellingResumesAt,
    departureDate: asked !== undefined && !outOfRange ? asked : (saleDateList[0] ?? preSaleDateList[0] ?? cal.today),
    expired: asked !== undefined && asked < cal.today,
    outOfRange,
    trBeginDate: tr?.beginDate ?? null,
    trEndDate: tr?.endDate ?? null,
  };
}
