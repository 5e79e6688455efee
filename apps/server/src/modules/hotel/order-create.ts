import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { GUARANTEE_FORMAT } from '@travel/contracts/hotel/guarantee';
import type { orderCreateCall } from '@travel/contracts/hotel/order-create';
import type { Locale } from '@travel/contracts/platform/locales';
import { kindOf } from '@travel/contracts/platform/products';
import type { Db } from '../../platform/db/database';
import { bookOrder, type ProductBooking } from '../commerce/book-order';
import { isInternationalCityId } from '../common/city-service';
import type { MemberScope } from './browse-record';
import type { HotelSupplier, RoomHold } from './hotel-port';
import { undoHotelStep } from './hotel-undo';
import { guaranteeFormatOf, guaranteeNeeded } from './guarantee-rule';
import { approvalHoldUntil } from './order-approval';
import { commitHotelOrder, holdKeyOf } from './order-commit';
import { checkGuests } from './order-guests';
import { resolveOffer, roomErrorOf, type ResolvedOffer } from './order-offer';
import { judgeStay, type HotelVerdict } from './order-policy';

export type OrderCreateInput = z.output<(typeof orderCreateCall)['input']>;
type Created = Awaited<ReturnType<typeof commitHotelOrder>>;

const orderIdOf = (now: Date) => `HO${now.getTime().toString(36).toUpperCase()}${randomUUID().replace(/-/g, '').slice(0, 6).toUpperCase()}`;

/**
 * order/create, as a booking of the commerce core: the guests checked, the plan as the hotel sells it now, the
 * travel-request gate, the policy; then every night of every room held at the hotel in one hold (undone if anything
 * later fails) and our writes committed at once.
 */
export async function createOrder(hotels: HotelSupplier, db: Db, scope: MemberScope & { bookedBy: string; bookType: number }, input: OrderCreateInput, locale: Locale, now: Date): Promise<Created> {
  const guests = await checkGuests(db, scope, input.roomList);
  const orderId = orderIdOf(now);
  // Who stands behind the stay if the plan asks a guarantee for this arrival: the enterprise, or the traveller's card after booking.
  const guaranteeOf = (offer: ResolvedOffer) => (guaranteeNeeded(offer.plan.guarantee, input.latestArrivalTime) ? guaranteeFormatOf(input.travelType, offer.plan.payWay) : null);
  const booking: ProductBooking<ResolvedOffer, HotelVerdict, Created> = {
    product: 'HOTEL',
    orderId,
    resolve: () => resolveOffer(db, hotels, scope.enterpriseId, input, now),
    tripFacts: (offer) => ({
      travelType: input.travelType === 1 ? 'PRIVATE' : 'BUSINESS',
      travelNO: input.trNo,
      kind: kindOf('HOTEL', isInternationalCityId(offer.hotel.cityId)),
      dates: { begin: input.checkinDate, end: input.checkoutDate },
      cityIds: [offer.hotel.cityId],
    }),
    checkTravellers: async () => {},
    judge: (offer, gate) => judgeStay(db, scope, { offer, guests, gate, travelType: input.travelType, reason: input.violationReason, acceptHybridPayment: input.acceptHybridPayment }, locale, now),
    // A stay awaiting approval asks the hotel to keep the rooms for hours rather than the usual minutes.
    holds: (offer, verdict) => [
      {
        name: 'hotel.hold',
        undo: { idempotencyKey: holdKeyOf(orderId) },
        run: () => hotels.holdRooms({ ...offer.query, hotelId: offer.hotel.hotelId, roomTypeId: offer.room.roomTypeId, ratePlanId: offer.plan.ratePlanId, idempotencyKey: holdKeyOf(orderId), orderRef: orderId, expectedTotal: offer.plan.totalPrice, guestNames: guests.map((g) => g.name), selfGuarantee: guaranteeOf(offer) === GUARANTEE_FORMAT.SELF, ...(verdict.approval ? { holdUntil: approvalHoldUntil(now) } : {}) }),
      },
    ],
    undoStep: undoHotelStep(hotels),
    persist: (tx, done) =>
      commitHotelOrder(tx, { orderId, scope, offer: done.offer, guaranteeFormat: guaranteeOf(done.offer), guests, gate: done.gate, verdict: done.verdict, input: { ...input, contact: { ...input.contact, email: input.contact.email ?? null } } }, done.holds[0] as RoomHold, now),
    refusal: (err, offer) => roomErrorOf(err, offer),
  };
  return bookOrder(db, scope, booking, locale, now);
}
