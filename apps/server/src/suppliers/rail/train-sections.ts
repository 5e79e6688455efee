import type { SaleStatus, SeatClass, SeatProduct, TrainSection } from '../../modules/train/rail-port';
import { layoutCapacity, layoutClasses, SEAT_LETTERS } from './coach-layout';
import { classBerths, isHsrClass, sectionFare } from './fares';
import { arrivalAt, departureAt, type NetTrain, type RailNetwork } from './rail-network';
import { addDays, isoAt, isoLocal, localInstant, runsOn } from './rail-time';
import { saleOpensAt, saleStatus, type WindowConfig } from './sale-window';
import { sectionMask } from './section-mask';

/** One train between two of its stops on one run date: the unit search, products and holds work on. */
export interface Section {
  train: NetTrain;
  fromSeq: number;
  toSeq: number;
  runDate: string;
  departureDate: string;
  /** minutes after midnight of the run date */
  leaveMinute: number;
  arriveMinute: number;
  departureMs: number;
  arrivalMs: number;
  km: number;
  mask: bigint;
}

export const SEAT_NAMES: Record<SeatClass, { name: string; code: string }> = {
  business: { name: '商务座', code: '9' },
  first: { name: '一等座', code: 'M' },
  second: { name: '二等座', code: 'O' },
  softSleeper: { name: '软卧', code: '4' },
  hardSleeper: { name: '硬卧', code: '3' },
  hardSeat: { name: '硬座', code: '1' },
  noSeat: { name: '无座', code: 'WZ' },
};

/**
 * The section of a train boarding at `fromSeq` on `departureDate` (the local date of the departure from that stop):
 * the run date is earlier by the days the train has been running, and the train must run on that run date.
 */
export function sectionOf(train: NetTrain, fromSeq: number, toSeq: number, departureDate: string): Section | null {
  if (!(fromSeq >= 0 && toSeq > fromSeq && toSeq < train.stops.length)) return null;
  const leave = departureAt(train, fromSeq);
  const arrive = arrivalAt(train, toSeq);
  const runDate = addDays(departureDate, -Math.floor(leave / 1440));
  if (!runsOn(train.runDays, runDate)) return null;
  return {
    train,
    fromSeq,
    toSeq,
    runDate,
    departureDate,
    leaveMinute: leave,
    arriveMinute: arrive,
    departureMs: localInstant(runDate, leave),
    arrivalMs: localInstant(runDate, arrive),
    km: train.stops[toSeq]!.km - train.stops[fromSeq]!.km,
    mask: sectionMask(fromSeq, toSeq),
  };
}

/** The section of a train-date by its run date (holds store the run date). */
export function sectionOnRunDate(train: NetTrain, fromSeq: number, toSeq: number, runDate: string): Section {
  const section = sectionOf(train, fromSeq, toSeq, addDays(runDate, Math.floor(departureAt(train, fromSeq) / 1440)));
  if (!section) throw new Error(`${train.trainNo} has no section ${fromSeq}-${toSeq} on ${runDate}`);
  return section;
}

/** By train number and station codes; null when the train does not call there in that order or run that day. */
export function findSection(net: RailNetwork, trainNo: string, departureDate: string, from: string, to: string): Section | null {
  const train = net.byNo.get(trainNo);
  const fromSeq = train?.seqOf.get(from);
  const toSeq = train?.seqOf.get(to);
  if (!train || fromSeq === undefined || toSeq === undefined) return null;
  return sectionOf(train, fromSeq, toSeq, departureDate);
}

export interface SaleContext {
  nowMs: number;
  today: string;
  config: WindowConfig;
}

export function sectionSaleStatus(section: Section, ctx: SaleContext): SaleStatus {
  return saleStatus(ctx.nowMs, ctx.today, section.departureDate, section.departureMs, ctx.config);
}

const money = (amount: number) => ({ amount, currency: 'CNY' });

/** The seat products of a section: price by class (and berth), remaining places = capacity − sold on any bit. */
export function seatProducts(section: Section, status: SaleStatus, sold: ReadonlyMap<SeatClass, number> | null): SeatProduct[] {
  const { train, km } = section;
  const capacity = layoutCapacity(train.layout);
  return layoutClasses(train.layout).map((seatClass) => {
    const berths = classBerths(seatClass);
    const seatRemain = Math.max(0, (capacity.get(seatClass) ?? 0) - (sold?.get(seatClass) ?? 0));
    const selectable = isHsrClass(train.trainClass) && seatClass !== 'noSeat';
    return {
      seatClass,
      seatClassName: SEAT_NAMES[seatClass].name,
      seatTypeCode: SEAT_NAMES[seatClass].code,
      price: money(sectionFare(train.trainClass, seatClass, km, berths.length > 0 ? 'upper' : null)),
      ...(berths.length > 0 ? { berthPrices: Object.fromEntries(berths.map((b) => [b, money(sectionFare(train.trainClass, seatClass, km, b))])) } : {}),
      seatRemain,
      // A presale date is booked now and bought when it opens: bookable for presale while places are left.
      seatBookAble: (status === 'onSale' || status === 'presale') && seatRemain > 0,
      supportSelect: selectable,
      seatLetters: selectable ? [...SEAT_LETTERS[seatClass as keyof typeof SEAT_LETTERS]] : [],
      supportBed: berths.length > 0,
      berths,
    };
  });
}

export function toTrainSection(net: RailNetwork, section: Section, ctx: SaleContext, seats: SeatProduct[] | null): TrainSection {
  const { train, fromSeq, toSeq } = section;
  const from = train.stops[fromSeq]!;
  const to = train.stops[toSeq]!;
  const status = sectionSaleStatus(section, ctx);
  return {
    trainNo: train.trainNo,
    trainClass: train.trainClass,
    trainTypeCode: train.trainTypeCode,
    runDate: section.runDate,
    departureDate: section.departureDate,
    originTelecode: train.originTelecode,
    originStationName: net.stationName(train.originTelecode),
    terminusTelecode: train.terminusTelecode,
    terminusStationName: net.stationName(train.terminusTelecode),
    fromTelecode: from.telecode,
    fromStationName: net.stationName(from.telecode),
    fromStationNo: fromSeq + 1,
    toTelecode: to.telecode,
    toStationName: net.stationName(to.telecode),
    toStationNo: toSeq + 1,
    startingStation: fromSeq === 0,
    terminalStation: toSeq === train.stops.length - 1,
    departureTime: isoAt(section.runDate, section.leaveMinute),
    arrivalTime: isoAt(section.runDate, section.arriveMinute),
    departureMs: section.departureMs,
    arrivalMs: section.arrivalMs,
    runDuration: section.arriveMinute - section.leaveMinute,
    arrivalDayOffset: Math.floor(section.arriveMinute / 1440) - Math.floor(section.leaveMinute / 1440),
    km: section.km,
    saleStatus: status,
    saleCloseTime: isoAt(section.runDate, section.leaveMinute - ctx.config.saleCloseMinutes),
    saleOpenTime: status === 'presale' ? isoLocal(saleOpensAt(section.departureDate, ctx.config)) : null,
    seats: seats ?? [],
  };
}
