import type { Money } from '@travel/contracts/platform/envelope';

/**
 * The port to a hotel supplier (a bed bank or a chain's distribution). The hotel module calls only this; the project
 * ships the sandbox implementation in suppliers/hotel (createHotelSandbox). The supplier is a remote system: a call takes
 * no database handle of ours and joins no transaction of ours, may fail half-way or be retried, so every write carries
 * an idempotency key and every hold has its undo (releaseHold).
 *
 * Two kinds of answer: content (hotels, rooms, areas, comments: static for a seed, cheap, cacheable by the caller) and
 * availability (the nightly prices and rooms left of a stay: live, read on every call). Dates are the hotel's local
 * `YYYY-MM-DD`, clock times `HH:mm`, instants ISO-8601 with offset, money in minor units of the hotel's currency.
 * City ids are the platform's: domestic '156' + adcode, international country numeric + IATA city code.
 */

/** Hotel facility codes 1001–1020 (icons on the web): Wi-Fi, parking, restaurant, gym, pool, meeting room, ... */
export type FacilityCode = number;
export type BedType = 'SINGLE' | 'TWIN' | 'BIG' | 'MULTI';
export type AreaType = 'DISTRICT' | 'BUSINESS_DISTRICT' | 'STATION' | 'AIRPORT' | 'LANDMARK';

export interface LocalText {
  zh: string;
  en: string;
}

/** A place in a city hotels are placed around and searched near. */
export interface HotelArea {
  areaId: string;
  cityId: string;
  type: AreaType;
  name: LocalText;
  /** full pinyin and initials of the Chinese name, lower case, for association search */
  pinyin: string;
  initials: string;
  latitude: number;
  longitude: number;
}

export interface HotelBrand {
  brandId: string;
  name: LocalText;
  /** the chain group, null for independent hotels */
  group: LocalText | null;
}

/** What a search needs of a hotel: small, the same for every stay. */
export interface HotelSummary {
  hotelId: string;
  cityId: string;
  name: LocalText;
  pinyin: string;
  initials: string;
  brand: HotelBrand | null;
  /** 2..5 */
  star: number;
  address: LocalText;
  /** the district the hotel is in, and the business district or landmark it is nearest, ids of listAreas */
  districtId: string;
  businessDistrictId: string | null;
  latitude: number;
  longitude: number;
  /** 1.0..5.0, one decimal */
  score: number;
  commentCount: number;
  facilityCodes: FacilityCode[];
  coverPictureUrl: string;
  openYear: number;
  decorateYear: number | null;
  /** the supplier recommends the hotel (recommend flag) */
  recommend: boolean;
  /** the hotel has contract (protocol) rates for corporate accounts */
  protocol: boolean;
  themes: string[];
  /** the hotel's local currency (CNY for China) */
  currency: string;
}

export interface PictureGroup {
  /** HOTEL_COVER first, then ROOM, LOBBY, RESTAURANT, FACILITY, EXTERIOR */
  type: string;
  pictureUrlList: { url: string; bigUrl: string }[];
}

export interface RoomType {
  roomTypeId: string;
  name: LocalText;
  /** square metres */
  area: number;
  /** '5-12' */
  floor: string;
  bedType: BedType;
  bedDescription: LocalText;
  smoking: 'NON_SMOKING' | 'SMOKING' | 'PARTIAL';
  window: 'YES' | 'NO' | 'PARTIAL';
  internet: 'FREE_WIFI' | 'PAID_WIFI' | 'NONE';
  maxGuests: number;
  addBed: boolean;
  facilityCodes: FacilityCode[];
  pictureUrls: string[];
}

/** The whole content of a hotel: the detail page. */
export interface HotelDetail extends HotelSummary {
  phones: string[];
  introduction: LocalText;
  guestRoomNum: number;
  pictures: PictureGroup[];
  checkinPolicy: { checkinEarliest: string; checkinLatest: string; checkoutEarliest: string; checkoutLatest: string };
  childPolicy: LocalText;
  petPolicy: LocalText;
  mealPolicy: { mealStyle: LocalText; mealPrice: Money | null };
  businessTimePolicy: { weekday: LocalText; weekend: LocalText; remark: LocalText | null };
  specialRequest: LocalText | null;
  /** pay ways any of its plans offers */
  payWays: PayWay[];
  rooms: RoomType[];
}

/** 1 online prepay; 14 pay at the hotel; 0, 6, 10 company pay (central settlement). */
export type PayWay = 1 | 14 | 0 | 6 | 10;

export type PenaltyKind = 'FIRST_NIGHT' | 'PERCENT' | 'FIXED';

/** Cancelling from `from` costs this: the first night, a percentage of the total, or a fixed amount. */
export interface PenaltyTier {
  from: string;
  kind: PenaltyKind;
  /** percent for PERCENT, minor units for FIXED, unused for FIRST_NIGHT */
  value: number;
  /** what it comes to for this stay */
  amount: Money;
}

export type CancelRule =
  | { type: 'FREE_CANCEL'; freeCancelUntil: string }
  | { type: 'CANCEL_AND_PENALTY'; freeCancelUntil: string | null; tiers: PenaltyTier[] }
  | { type: 'NO_CANCEL' };

export interface Guarantee {
  /** 1 time-based (needed when arriving after `afterTime`), 3 certain (always) */
  condition: 1 | 3;
  afterTime: string | null;
  /** what is guaranteed: the first night or the whole stay */
  amount: 'FIRST_NIGHT' | 'FULL';
}

export interface Night {
  date: string;
  price: Money;
  /** the price in CNY minor units (equal to price for CNY hotels): the reference for standards and sorting */
  cnyAmount: number;
  /** rooms of the room type left that night, for this plan (0 = full) */
  remaining: number;
  /** no arrival on this date */
  closedToArrival: boolean;
}

/** One rate plan of one room type for one stay. */
export interface RatePlanOffer {
  ratePlanId: string;
  roomTypeId: string;
  name: LocalText;
  /** 0 none, 1 single, 2 double */
  breakfast: 0 | 1 | 2;
  payWay: PayWay;
  /** pay at hotel only: null when no guarantee is asked */
  guarantee: Guarantee | null;
  cancel: CancelRule;
  /** '1' a contract (protocol) rate of the corporate account; '0' a public rate */
  sourceType: '1' | '0';
  /** a member (loyalty card) rate */
  memberRate: boolean;
  /** 28 shows the provider logo */
  channelType: number;
  instantConfirm: boolean;
  /** nights the stay must at least have on this plan */
  minStay: number;
  /** guests per room the plan sells to */
  maxGuests: number;
  nights: Night[];
  totalPrice: Money;
  totalCnyAmount: number;
  /** taxes and fees included in the total (international) */
  taxAndFee: Money;
}

export interface StayQuery {
  checkinDate: string;
  checkoutDate: string;
  roomNum: number;
  adultNum: number;
  childAges: number[];
  /** the enterprise's corporate account: contract rates are offered to it */
  corporateId?: string;
}

export interface HotelStay {
  hotelId: string;
  currency: string;
  rooms: { room: RoomType; ratePlans: RatePlanOffer[] }[];
}

/** The cheapest the hotel sells the whole stay for, per night on average; null when no plan has rooms for it. */
export interface LowestPrice {
  hotelId: string;
  averagePrice: Money | null;
  averageCnyAmount: number | null;
  /** a contract rate is among the bookable plans */
  protocol: boolean;
}

export interface Comment {
  commentId: string;
  /** the reviewer's shown name (masked) */
  nickName: string;
  score: number;
  /** 'GOOD' (score >= 4), 'MEDIUM', 'BAD' (score < 3), 'PICTURE' comments have pictures */
  catalogs: string[];
  tags: string[];
  content: LocalText;
  roomTypeName: LocalText | null;
  travelType: LocalText | null;
  /** YYYY-MM-DD of the stay's check-out */
  stayDate: string;
  commentTime: string;
  pictureUrls: string[];
  reply: LocalText | null;
}

export interface CommentPage {
  total: number;
  list: Comment[];
}

export interface CommentStats {
  score: number;
  total: number;
  /** the sub-scores: location, facility, service, hygiene */
  subScores: { key: 'LOCATION' | 'FACILITY' | 'SERVICE' | 'HYGIENE'; score: number }[];
  catalogs: { catalog: string; count: number }[];
  tags: { tag: string; name: LocalText; count: number; positive: boolean }[];
  summary: LocalText;
}

export interface HoldRequest extends StayQuery {
  hotelId: string;
  roomTypeId: string;
  ratePlanId: string;
  /** the caller's key: a retry answers the hold the first call made; releaseHold can undo it by key */
  idempotencyKey: string;
  /** the caller's reference (order id), kept with the hold for tracing */
  orderRef?: string;
  /** the total the caller showed; a different price refuses with PRICE_CHANGED */
  expectedTotal?: Money;
  /** the names the hotel registers, one per guest */
  guestNames?: string[];
  /** the booker's enterprise guarantees the stay (spec 4 self guarantee): no card is asked */
  selfGuarantee?: boolean;
  /** keep the hold until this instant rather than the usual minutes (an order awaiting approval); the hotel caps it, see `expiresAt` */
  holdUntil?: string;
}

/** How a reservation is guaranteed at the hotel: by the booker's enterprise, or by a card it keeps (never its full number). */
export type HoldGuarantee = { format: 'SELF' } | { format: 'CARD'; card: { brand: string; last4: string; holderName: string; expiry: string } };

/** A card given to the hotel as a guarantee (the sandbox's test numbers decide: 4000000000000002 is declined). */
export interface GuaranteeCard {
  cardNumber: string;
  holderName: string;
  expiryMonth: number;
  expiryYear: number;
  cvv: string;
  brand: string;
}

export interface RoomHold {
  holdId: string;
  status: 'HELD' | 'CONFIRMED' | 'RELEASED' | 'CANCELLED';
  hotelId: string;
  roomTypeId: string;
  ratePlanId: string;
  checkinDate: string;
  checkoutDate: string;
  roomNum: number;
  nights: { date: string; price: Money }[];
  totalPrice: Money;
  /** the hotel's confirmation number, once confirmed */
  confirmationNo: string | null;
  /** an unconfirmed hold lapses at this instant */
  expiresAt: string;
  orderRef: string | null;
  /** the hotel's check-in time on the check-in date and its check-out time on the check-out date, as instants */
  checkinAt: string;
  checkoutAt: string;
  /** what stands behind the reservation if the guest never comes; null: nothing (a no-show then costs nothing at the hotel) */
  guarantee: HoldGuarantee | null;
}

/**
 * A confirmed reservation at the front desk: EXPECTED until the guest arrives (at the hotel's check-in time), IN_HOUSE,
 * CHECKED_OUT (at its check-out time); NO_SHOW when an expected guest has not come by `noShowAt` (the hotel's latest
 * check-in): the rooms are released and `noShowPenalty` charged (0 when nothing was guaranteed).
 */
export interface ReservationStay {
  holdId: string;
  state: 'EXPECTED' | 'IN_HOUSE' | 'CHECKED_OUT' | 'NO_SHOW';
  checkinAt: string;
  checkoutAt: string;
  noShowAt: string;
  arrivedAt: string | null;
  departedAt: string | null;
  noShowPenalty: Money | null;
}

export interface GuestCommentRequest {
  hotelId: string;
  /** the caller's key (its order): a retry answers the comment made first */
  idempotencyKey: string;
  nickName: string;
  score: number;
  tags: string[];
  content: string;
  roomTypeName: LocalText | null;
  /** YYYY-MM-DD of the stay's check-out */
  stayDate: string;
}

export type HotelErrorCode =
  | 'HOTEL_NOT_FOUND'
  | 'ROOM_NOT_FOUND'
  | 'RATE_PLAN_NOT_FOUND'
  | 'OUT_OF_WINDOW'
  | 'MIN_STAY'
  | 'CLOSED_TO_ARRIVAL'
  | 'TOO_MANY_GUESTS'
  | 'SOLD_OUT'
  | 'PRICE_CHANGED'
  | 'HOLD_NOT_FOUND'
  | 'HOLD_EXPIRED'
  | 'NOT_CANCELLABLE'
  | 'NOT_CONFIRMED'
  | 'CARD_DECLINED';

/** A refusal of the supplier; the hotel module turns it into the spec's codes. */
export class HotelSupplierError extends Error {
  constructor(
    readonly code: HotelErrorCode,
    message?: string,
  ) {
    super(message ?? code);
    this.name = 'HotelSupplierError';
  }
}

export interface HotelSupplier {
  // Content
  /** The areas of a city (districts, business districts, stations, airports, landmarks); empty for an unknown city. */
  listAreas(cityId: string): Promise<readonly HotelArea[]>;
  /** Every hotel of a city, in the supplier's recommended order; empty for an unknown city. */
  listHotels(cityId: string): Promise<readonly HotelSummary[]>;
  /** The cities the supplier has hotels in, with their hotel counts. */
  listCities(): Promise<readonly { cityId: string; hotelCount: number }[]>;
  /** A hotel's summary (what lists show), null for an unknown hotel: what a call needs to find the hotel, without its detail. */
  findHotel(hotelId: string): Promise<HotelSummary | null>;
  getHotel(hotelId: string): Promise<HotelDetail | null>;
  getComments(hotelId: string, q: { catalog?: string; tag?: string; pageIndex: number; pageSize: number }): Promise<CommentPage>;
  getCommentStats(hotelId: string): Promise<CommentStats | null>;

  // Availability
  /** Every room and rate plan of the hotel for the stay, with nightly prices and rooms left; null for an unknown hotel. */
  getStay(hotelId: string, q: StayQuery): Promise<HotelStay | null>;
  /** The lowest average nightly price of each hotel for the stay (one read for many hotels: a search page). */
  lowestPrices(hotelIds: readonly string[], q: StayQuery): Promise<LowestPrice[]>;

  // Reservations
  /** Holds rooms of a plan for every night of the stay, or refuses (SOLD_OUT, PRICE_CHANGED, ...) holding nothing. */
  holdRooms(req: HoldRequest): Promise<RoomHold>;
  /** Gives the rooms back; releasing a released or unknown hold is a no-op (the undo of holdRooms). */
  releaseHold(ref: { holdId: string } | { idempotencyKey: string }): Promise<void>;
  /** The hotel confirms the reservation (a confirmation number); repeating it answers the same. */
  confirmHold(holdId: string): Promise<RoomHold>;
  /** Cancels a confirmed reservation under its cancel rule: the penalty charged, and the rooms go back; refused once its stay is recorded. */
  cancelReservation(holdId: string): Promise<{ hold: RoomHold; penalty: Money }>;
  getHold(holdId: string): Promise<RoomHold | null>;
  /** The front desk on a confirmed reservation (NOT_CONFIRMED otherwise): its stay by the hotel's clock, recorded as asked; asking again answers the same. */
  stayStatus(holdId: string): Promise<ReservationStay>;

  // Guests' voice
  /** The traveller reminds the hotel of a held or confirmed reservation (logged at its front desk; HOLD_NOT_FOUND otherwise). */
  remindReservation(holdId: string): Promise<{ holdId: string; reminders: number }>;
  /** A guest's comment on a stay, listed first by getComments; the same key answers the first comment. */
  addComment(req: GuestCommentRequest): Promise<{ commentId: string; commentTime: string }>;
  /** The names the hotel registers for a held or confirmed reservation, replaced; refused once its stay is recorded. */
  renameGuests(holdId: string, guestNames: readonly string[]): Promise<RoomHold>;
  /** A card guarantees a held reservation (the hotel keeps its brand and last digits, charges nothing now); giving it again answers the same. */
  guaranteeHold(holdId: string, card: GuaranteeCard): Promise<RoomHold>;
  /** An earlier checkout: the nights from `checkoutDate` on go back on sale; asking again answers the same (idempotent by date). */
  shortenReservation(holdId: string, checkoutDate: string): Promise<RoomHold>;
  /**
   * A later checkout: every night from the current checkout to `checkoutDate` taken at the hotel's price now, all or
   * nothing (SOLD_OUT when a night is full, PRICE_CHANGED when they cost other than `expectedTotal`, OUT_OF_WINDOW);
   * the same key answers the extension made first.
   */
  extendReservation(holdId: string, req: ExtendRequest): Promise<RoomHold>;
  /** Gives an extension's nights back by its key (its undo); an unknown or already returned key does nothing (null when unknown). */
  releaseExtension(ref: { idempotencyKey: string }): Promise<RoomHold | null>;

  // Applications (the back office asks the hotel to let a reservation go)
  /** Asks the hotel to cancel a confirmed reservation or end it on `checkoutDate`; it answers at `answerAt`; the same key answers the first application. */
  applyToHotel(req: HotelApplicationRequest): Promise<HotelApplication>;
  /** An application as the hotel stands on it now (PENDING until its answerAt; agreeing, the hotel has cancelled or shortened the reservation). */
  getApplication(applicationId: string): Promise<HotelApplication>;
}

export interface HotelApplicationRequest {
  holdId: string;
  kind: 'CANCEL' | 'CHECKOUT';
  /** CHECKOUT: the new checkout (the nights from it on are given up) */
  checkoutDate?: string;
  idempotencyKey: string;
}

export interface HotelApplication {
  applicationId: string;
  holdId: string;
  kind: 'CANCEL' | 'CHECKOUT';
  checkoutDate: string | null;
  status: 'PENDING' | 'AGREED' | 'REFUSED';
  answerAt: string;
  /** AGREED: what the hotel still charges for the nights given up (0: waived) */
  penalty: Money | null;
  refusalReason: 'TOO_LATE' | null;
}

export interface ExtendRequest {
  checkoutDate: string;
  /** the caller's key: a retry answers the first extension; releaseExtension undoes it by key */
  idempotencyKey: string;
  /** the new nights' total (every room) the caller judged; another price refuses with PRICE_CHANGED */
  expectedTotal?: Money;
}
