import type { Money } from '@travel/contracts/platform/envelope';

/**
 * The port to the national railway's booking system. The train module calls only this; the project ships the
 * sandbox implementation in suppliers/rail (createRailSandbox). The railway is a remote system: a call takes no
 * database handle of ours and joins no transaction of ours, may fail half-way or be retried, so every write carries
 * an idempotency key and every hold has its undo (releaseHold). Dates are local (Asia/Shanghai) `YYYY-MM-DD`,
 * clock times `HH:mm`, instants ISO-8601 with their +08:00 offset, money in fen.
 */

/** 1 = G (high-speed) and C (intercity), 2 = D (EMU), 3 = Z, T, K (conventional express), 4 = any other (number-only trains). */
export type TrainTypeCode = 1 | 2 | 3 | 4;
/** The letter of the train number; 'other' for number-only trains (普快/普客). */
export type TrainClass = 'G' | 'D' | 'C' | 'Z' | 'T' | 'K' | 'other';
export type SeatClass = 'business' | 'first' | 'second' | 'softSleeper' | 'hardSleeper' | 'hardSeat' | 'noSeat';
export type Berth = 'upper' | 'middle' | 'lower';
export type SeatLetter = 'A' | 'B' | 'C' | 'D' | 'F';
/**
 * onSale: bookable now; presale: a date beyond the sale window that can be reserved for later purchase; closed: the
 * date is in the window but sales closed before departure (or the train left); outOfRange: past or too far ahead.
 */
export type SaleStatus = 'onSale' | 'presale' | 'closed' | 'outOfRange';

export interface RailSaleCalendar {
  today: string;
  /** today .. today + saleDays - 1 */
  saleDateList: string[];
  /** the presale dates after the sale window */
  preSaleDateList: string[];
  saleCloseMinutes: number;
  /** `HH:mm`: when the newest date of the window opens for sale each day */
  saleOpenTime: string;
  /** the nightly hours the railway takes no booking (`HH:mm`, end exclusive); null when it sells around the clock */
  nightClosed: { begin: string; end: string } | null;
  /** false during the nightly close: holds are refused (NOT_SELLING) until sellingResumesAt */
  selling: boolean;
  sellingResumesAt: string | null;
}

/** Every train stopping at one of `fromTelecodes` on `departureDate` and later at one of `toTelecodes`. */
export interface TrainQuery {
  fromTelecodes: readonly string[];
  toTelecodes: readonly string[];
  /** the boarding date at the from-station */
  departureDate: string;
  /** only these train numbers (product list, price verification) */
  trainNos?: readonly string[];
  /** false skips the seat counts (no database read); default true */
  withSeats?: boolean;
  /** true adds each train's stop list (from memory) */
  withStops?: boolean;
  /** a section to every later stop among toTelecodes, not only the first (the legs into many transfer cities) */
  allStops?: boolean;
}

export interface SeatProduct {
  seatClass: SeatClass;
  /** 商务座, 一等座, 二等座, 软卧, 硬卧, 硬座, 无座 */
  seatClassName: string;
  /** 12306 seat type code: 9, M, O, 4, 3, 1, WZ */
  seatTypeCode: string;
  /** the lowest fare of the class for the section (upper berth for sleepers) */
  price: Money;
  /** sleepers: the fare of each berth */
  berthPrices?: Partial<Record<Berth, Money>>;
  /** seats of the class free on every section between the two stations */
  seatRemain: number;
  seatBookAble: boolean;
  /** seat letters can be chosen (seated classes of G/D/C trains) */
  supportSelect: boolean;
  seatLetters: SeatLetter[];
  /** berths can be chosen (sleepers) */
  supportBed: boolean;
  berths: Berth[];
}

/** One train between two of its stops on one date: what a search result and a product list show. */
export interface TrainSection {
  trainNo: string;
  trainClass: TrainClass;
  trainTypeCode: TrainTypeCode;
  /** the date the train leaves its origin (inventory key); differs from departureDate after midnight */
  runDate: string;
  departureDate: string;
  originTelecode: string;
  originStationName: string;
  terminusTelecode: string;
  terminusStationName: string;
  fromTelecode: string;
  fromStationName: string;
  /** 1-based position of the from-station in the train's stop list */
  fromStationNo: number;
  toTelecode: string;
  toStationName: string;
  toStationNo: number;
  /** the train starts at the from-station (始发) rather than passing it (过路) */
  startingStation: boolean;
  /** the train ends at the to-station (终到) */
  terminalStation: boolean;
  departureTime: string;
  arrivalTime: string;
  /** the same instants as epoch milliseconds, for comparing without parsing */
  departureMs: number;
  arrivalMs: number;
  /** minutes */
  runDuration: number;
  /** days between departureDate and the arrival date */
  arrivalDayOffset: number;
  km: number;
  saleStatus: SaleStatus;
  /** the instant sales close for this section */
  saleCloseTime: string;
  /** presale: the instant this section goes on sale (its first sale day's opening, after any nightly close); else null */
  saleOpenTime: string | null;
  /** empty when the query asked for no seats */
  seats: SeatProduct[];
  /** the train's stops, when the query asked for them */
  stops?: TimeListStop[];
}

export interface TimeListStop {
  stationNo: number;
  telecode: string;
  stationName: string;
  /** km from the train's origin */
  km: number;
  /** null at the first station */
  arrivalTime: string | null;
  /** null at the last station */
  departureTime: string | null;
  dwellMinutes: number;
  /** days after the run date of the arrival (of the departure at the first station) */
  dayOffset: number;
  stationType: 'starting' | 'passing';
  /** between the from- and to-station asked for (inclusive); true for all when none were given */
  inSection: boolean;
}

export interface TimeList {
  trainNo: string;
  trainTypeCode: TrainTypeCode;
  runDate: string;
  stops: TimeListStop[];
}

export interface SectionRef {
  trainNo: string;
  /** the boarding date at the from-station */
  departureDate: string;
  fromTelecode: string;
  toTelecode: string;
}

/** One passenger's seat wish: preferences are honoured where free seats allow, otherwise any seat of the class. */
export interface SeatWish {
  seatClass: SeatClass;
  seatLetter?: SeatLetter;
  berth?: Berth;
  /** second class or hard seat sold out: take a no-seat (standing) place instead */
  acceptNoSeat?: boolean;
  /** CHILD (under 14) pays the child fare; ADULT when absent */
  ticketType?: 'ADULT' | 'CHILD';
}

export interface HoldRequest extends SectionRef {
  passengers: SeatWish[];
  /** the caller's key of this hold: a retry answers the hold the first call made, and releaseHold can undo it by key */
  idempotencyKey: string;
  /** the caller's reference (order id), kept with the hold for tracing */
  orderRef?: string;
}

export interface HeldSeat {
  /** position in the request's passengers */
  index: number;
  seatClass: SeatClass;
  /** '01'..'18' */
  coachNo: string;
  /** '05F' (seated HSR), '012' (sleeper berth or hard seat), 'W03' (no-seat standing place) */
  seatNo: string;
  berth: Berth | null;
  price: Money;
  status: 'HELD' | 'ISSUED' | 'RELEASED' | 'REFUNDED';
  /** set once issued */
  ticketNo: string | null;
}

export interface SeatHold {
  holdId: string;
  status: 'HELD' | 'ISSUED' | 'RELEASED';
  trainNo: string;
  runDate: string;
  departureDate: string;
  fromTelecode: string;
  toTelecode: string;
  departureTime: string;
  arrivalTime: string;
  /** electronic order number (E + 9 digits), set once issued */
  eOrderNo: string | null;
  seats: HeldSeat[];
  orderRef: string | null;
}

export type RailErrorCode =
  | 'TRAIN_NOT_FOUND'
  | 'STATION_NOT_ON_TRAIN'
  | 'NOT_ON_SALE'
  | 'SALE_CLOSED'
  | 'NOT_SELLING'
  | 'NO_SUCH_SEAT_CLASS'
  | 'SOLD_OUT'
  | 'HOLD_NOT_FOUND'
  | 'HOLD_RELEASED'
  | 'ALREADY_ISSUED'
  | 'NOT_ISSUED'
  | 'ISSUE_FAILED';

/** A refusal by the railway: nothing was taken by the refused call. */
export class RailSupplierError extends Error {
  constructor(
    readonly code: RailErrorCode,
    message: string = code,
  ) {
    super(message);
    this.name = 'RailSupplierError';
  }
}

export interface RailSupplier {
  /** Sale and presale dates from the platform clock. */
  saleCalendar(): RailSaleCalendar;
  /**
   * One answer per query, in order, each sorted by departure time. Timetables come from memory; the seat counts of all
   * queries are one read. Station sets let a city-pair search (and the legs of transfers) go in one call.
   */
  findTrains(queries: readonly TrainQuery[]): Promise<TrainSection[][]>;
  /** How many trains call at each station: how busy it is (the station picker ranks busy stations first); absent = none. */
  stationTraffic(): Promise<ReadonlyMap<string, number>>;
  /** Stations reachable by one train from (direction 'from') or reaching (direction 'to') any of the given stations. */
  connectedStations(telecodes: readonly string[], direction: 'from' | 'to'): Promise<string[]>;
  /** A train's stops; `date` is the boarding date at fromTelecode when given, otherwise the run date. */
  getTimeList(q: { trainNo: string; date: string; fromTelecode?: string; toTelecode?: string }): Promise<TimeList | null>;
  /** The seat products of one train for one section (null when the train does not run there that day). */
  getSeatProducts(ref: SectionRef): Promise<TrainSection | null>;
  /**
   * Takes one seat per passenger for the section, all or none. Idempotent by `idempotencyKey`: a retry answers the
   * first call's hold. Throws RailSupplierError: NOT_ON_SALE, SALE_CLOSED, NOT_SELLING (the nightly close), SOLD_OUT, ...
   */
  holdSeats(req: HoldRequest): Promise<SeatHold>;
  /**
   * The undo of holdSeats: gives a held (unissued) hold's sections back to sale. By hold id, or by the idempotency key
   * of the hold call (a hold whose answer was lost); null when that key made no hold. Idempotent.
   */
  releaseHold(ref: { holdId: string } | { idempotencyKey: string }): Promise<SeatHold | null>;
  /** Issues the tickets of a hold: electronic order number and ticket numbers. Idempotent. */
  confirmHold(holdId: string): Promise<SeatHold>;
  /** Refunds issued tickets (all when `indexes` is absent) and returns their sections to sale. Idempotent per ticket. */
  refundTickets(holdId: string, indexes?: readonly number[]): Promise<SeatHold>;
  getHold(holdId: string): Promise<SeatHold | null>;
}
