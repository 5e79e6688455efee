import type { Locale } from '@travel/contracts/platform/locales';
import type { TrainSeatClass } from '@travel/contracts/policy/enums';
import type { SaleFlag, TrainSeat, TrainTrip, TrainTypeFilter } from '@travel/contracts/train/search';
import { t } from '../../platform/i18n';
import type { SaleStatus, SeatClass, TrainClass, TrainSection } from './rail-port';
import { stationNameOf, type StationDirectory } from './station-directory';

/** The railway's seat classes in the policy's vocabulary (one name for a seat class across the platform). */
export const SEAT_CLASS: Record<SeatClass, TrainSeatClass> = {
  business: 'BUSINESS',
  first: 'FIRST',
  second: 'SECOND',
  softSleeper: 'SOFT_SLEEPER',
  hardSleeper: 'HARD_SLEEPER',
  hardSeat: 'HARD_SEAT',
  noSeat: 'NO_SEAT',
};

export const SALE_FLAG: Record<SaleStatus, SaleFlag> = {
  onSale: 'ON_SALE',
  presale: 'PRESALE',
  closed: 'SALE_CLOSED',
  outOfRange: 'OUT_OF_RANGE',
};

export const trainTypeOf = (trainClass: TrainClass): TrainTypeFilter =>
  trainClass === 'G' || trainClass === 'C' ? 'GC' : trainClass === 'D' ? 'D' : 'OTHER';

function seatOf(s: TrainSection['seats'][number]): TrainSeat {
  return {
    seatClass: SEAT_CLASS[s.seatClass],
    seatTypeCode: s.seatTypeCode,
    price: s.price,
    berthPriceList: Object.entries(s.berthPrices ?? {}).map(([berth, price]) => ({ berth: berth as 'upper' | 'middle' | 'lower', price: price! })),
    seatRemain: s.seatRemain,
    seatBookAble: s.seatBookAble ? 'Y' : 'N',
    supportSelect: s.supportSelect,
    supportBed: s.supportBed,
  };
}

/** The lowest fare of a section's classes, whether or not places are left (a stable key for sorting by price). */
export const lowestFare = (section: TrainSection): number => Math.min(...section.seats.map((s) => s.price.amount));

export const hasBookableSeat = (section: TrainSection): boolean => section.seats.some((s) => s.seatBookAble);

/** A supplier section as the spec's trip, with names in the caller's language. */
export function tripOf(section: TrainSection, tripIndex: number, dir: StationDirectory, locale: Locale): TrainTrip {
  const name = (code: string) => stationNameOf(dir, code, locale);
  return {
    tripIndex,
    trainNo: section.trainNo,
    trainTypeCode: section.trainTypeCode,
    trainType: trainTypeOf(section.trainClass),
    departureDate: section.departureDate,
    departureTime: section.departureTime,
    arrivalTime: section.arrivalTime,
    runDuration: section.runDuration,
    arrivalDayOffset: section.arrivalDayOffset,
    fromStation: { stationCode: section.fromTelecode, stationName: name(section.fromTelecode), stationNo: section.fromStationNo },
    toStation: { stationCode: section.toTelecode, stationName: name(section.toTelecode), stationNo: section.toStationNo },
    startingStation: section.startingStation,
    terminalStation: section.terminalStation,
    originStationName: name(section.originTelecode),
    terminusStationName: name(section.terminusTelecode),
    km: section.km,
    carrierList: [{ carrierCode: 'CR', carrierName: t(locale, 'train.carrier.CR') }],
    saleFlag: SALE_FLAG[section.saleStatus],
    saleCloseTime: section.saleCloseTime,
    saleOpenTime: section.saleOpenTime,
    perLowestPrice: { amount: section.seats.length > 0 ? lowestFare(section) : 0, currency: 'CNY' },
    seatList: section.seats.map(seatOf),
  };
}
