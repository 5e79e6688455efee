import type { BookTrip } from '@travel/contracts/train/booking';
import type { Itinerary } from '@travel/contracts/train/search';
import { trainSeatClassSchema } from '@travel/contracts/policy/enums';
import { RELATED_ORDER_ID, type TravelType } from '../search-params';

/** What the pre-booking page is opened with: the trip(s) in their seat class, business or private, the travel request. */
export interface BookState {
  tripList: BookTrip[];
  travelType: TravelType;
  travelNO: string | null;
  /** the order a "Book again" or "Buy return ticket" started from (train/book/submit's relatedOrderId) */
  relatedOrderId?: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const CODE = /^[A-Za-z0-9]{1,5}$/;
const TRAIN = /^[A-Za-z0-9]{1,10}$/;

/** `t1=G1,2026-01-02,BJP,SHH,SECOND,55300,CNY` (and `t2` for the second leg of a transfer). */
export function toBookParams(state: BookState): URLSearchParams {
  const p = new URLSearchParams();
  for (const trip of state.tripList) {
    const parts = [trip.trainNo, trip.departureDate, trip.fromStationCode, trip.toStationCode, trip.seatClass];
    if (trip.price) parts.push(String(trip.price.amount), trip.price.currency);
    p.set(`t${trip.tripIndex}`, parts.join(','));
  }
  p.set('travel', state.travelType);
  if (state.travelType === 'BUSINESS' && state.travelNO) p.set('tr', state.travelNO);
  if (state.relatedOrderId) p.set('rel', state.relatedOrderId);
  return p;
}

/** The booking the address describes, or null when it is not a complete one. */
export function parseBookParams(params: URLSearchParams): BookState | null {
  const tripList: BookTrip[] = [];
  for (const tripIndex of [1, 2]) {
    const raw = params.get(`t${tripIndex}`);
    if (!raw) break;
    const [trainNo, departureDate, fromStationCode, toStationCode, seat, amount, currency] = raw.split(',');
    const seatClass = trainSeatClassSchema.safeParse(seat);
    if (!trainNo || !TRAIN.test(trainNo) || !departureDate || !DATE.test(departureDate) || !fromStationCode || !CODE.test(fromStationCode) || !toStationCode || !CODE.test(toStationCode) || !seatClass.success) {
      return null;
    }
    const price = amount && /^\d{1,9}$/.test(amount) && currency && /^[A-Z]{3}$/.test(currency) ? { amount: Number(amount), currency } : undefined;
    tripList.push({ tripIndex, trainNo, departureDate, fromStationCode, toStationCode, seatClass: seatClass.data, ...(price ? { price } : {}) });
  }
  if (tripList.length === 0) return null;
  const travelType: TravelType = params.get('travel') === 'PRIVATE' ? 'PRIVATE' : 'BUSINESS';
  const tr = params.get('tr')?.trim() ?? '';
  const rel = params.get('rel')?.trim() ?? '';
  return {
    tripList,
    travelType,
    travelNO: travelType === 'BUSINESS' && /^[A-Za-z0-9-]{1,40}$/.test(tr) ? tr : null,
    ...(RELATED_ORDER_ID.test(rel) ? { relatedOrderId: rel } : {}),
  };
}

/** The booking of an itinerary with a seat class per leg. */
export function bookStateOf(it: Itinerary, seatClasses: BookTrip['seatClass'][], travelType: TravelType, travelNO: string | null, relatedOrderId?: string): BookState {
  return {
    travelType,
    travelNO: travelType === 'BUSINESS' ? travelNO : null,
    ...(relatedOrderId ? { relatedOrderId } : {}),
    tripList: it.tripList.map((trip, i) => {
      const seatClass = seatClasses[i] ?? trip.seatList[0]!.seatClass;
      const seat = trip.seatList.find((s) => s.seatClass === seatClass);
      return {
        tripIndex: i + 1,
        trainNo: trip.trainNo,
        departureDate: trip.departureDate,
        fromStationCode: trip.fromStation.stationCode,
        toStationCode: trip.toStation.stationCode,
        seatClass,
        ...(seat ? { price: seat.price } : {}),
      };
    }),
  };
}
