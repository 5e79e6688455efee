import { trainDateRangeCall } from '@travel/contracts/train/date-range';
import { firstTripCall, nextTripCall, preSearchVerifyCall, productListCall } from '@travel/contracts/train/search';
import { trainCityHotCall, trainStationMatchCall, trainTimeListCall } from '@travel/contracts/train/stations';
import { bookCancelCall, bookSubmitCall, fieldQueryCall, prebookDataCall, prebookFeeCall, priceChangeConfirmCall, productVerifyCall, ticketConfirmCall, trainTmcControlCall, trainTravelStandardCall } from '@travel/contracts/train/booking';
import { queryTravellerStandards } from '../policy/standards-service';
import { detailForOperateCall, orderDetailCall, orderListCall, trainPaymentDetailCall, trainPayTypeCheckCall, trainViewMaskCall, tripDetailCall } from '@travel/contracts/train/order';
import { notFound } from '../../platform/errors';
import type { BookingConfig } from './booking-service';
import { controlBooking } from './book-control';
import { prebookData, prebookFee } from './book-prebook';
import { submitBooking } from './book-submit';
import { verifyBooking } from './book-verify';
import type { OrderLifecycle } from './order-lifecycle';
import { revealOrder, revealOrderField } from './order-field';
import { insuranceQueryCall } from '@travel/contracts/train/booking';
import { listOrders, orderDetail, orderInsurance } from './order-read';
import { actingMember } from '../../platform/http/acting-member';
import { handle, type Binding, type MemberContext } from '../../platform/http/handler';
import type { BookSubmitInput } from '@travel/contracts/train/booking';
import { queryDateRange } from './date-range';
import type { RailSupplier } from './rail-port';
import type { RailAccountSupplier } from '../rail-account/rail-account-port';
import { firstTrip, nextTrip, verifyPassengers } from './search-service';
import { hotCities, matchStations } from './station-directory';
import { productList, stationTimeList } from './timetable-service';
import { freeChildAddCall, freeChildDeleteCall } from '@travel/contracts/train/free-child';
import { addFreeChild } from './free-child-add';
import { deleteFreeChild } from './free-child-delete';
import { agreementLatestCall, companionCheckCall, purchaseChannelQueryCall, restTripQueryCall, translateDataCall } from '@travel/contracts/train/order-extras';
import { companionCheck } from './companion-check';
import { translateData } from './translate-data';
import { latestAgreement } from './agreement-latest';
import { purchaseChannels } from './purchase-channel';
import { restTrips } from './rest-trip';
import { orderImportCall, orderImportSyncCall } from '@travel/contracts/train/order-import';
import { importOrderByNumber, syncImportedOrders } from './order-import';
import { alternatePrebookCall, alternatePreDataCall, alternateProductVerifyCall, alternateQuoteCall, alternateSearchCall, alternateTmcControlCall } from '@travel/contracts/train/rush';
import { alternatePreData } from './alternate-pre-data';
import { alternateSearch } from './alternate-search';
import { alternateVerify } from './alternate-verify';
import { alternateQuote } from './alternate-quote';
import { alternatePrebook } from './alternate-prebook';
import { alternateControl } from './alternate-control';

import { alternateCancelCall, alternateOperateLogCall, alternatePriceChangeConfirmCall, alternateSubmitCall, alternateTripDetailCall, waitlistLimitTimeListCall, waitlistLimitTimeModifyCall } from '@travel/contracts/train/rush';
import { submitWaitlist } from './rush-submit';
import { rushOperateLog, rushTripDetail, withRushInfo } from './rush-read';
import { listLimitTimes, modifyLimitTime } from './rush-limit-time';
import { operatorOf } from './rush-store';

/** The train module's calls, on the railway behind `rail` (the sandbox, or a real railway account). */
export function trainRoutes({ rail, config, lifecycle, accounts }: { rail: RailSupplier; config: BookingConfig; lifecycle: OrderLifecycle; accounts?: RailAccountSupplier }): Binding[] {
  const deps = { rail, config, accounts };
  const submit = (ctx: MemberContext, input: BookSubmitInput) => submitBooking(deps, ctx.db, { ...actingMember(ctx), bookedBy: ctx.member.memberId }, input, ctx.locale, ctx.clock.now());
  return [
    handle(trainCityHotCall, async (ctx) => hotCities(ctx.db, ctx.locale)),
    handle(trainStationMatchCall, async (ctx, input) => matchStations(ctx.db, ctx.locale, input, await rail.stationTraffic())),
    handle(trainTimeListCall, async (ctx, input) => stationTimeList(ctx.db, rail, input, ctx.locale)),
    handle(trainDateRangeCall, async (ctx, input) => queryDateRange(ctx.db, rail, actingMember(ctx), input, ctx.locale)),
    handle(preSearchVerifyCall, async (_ctx, input) => verifyPassengers(input.passengerList)),
    handle(firstTripCall, async (ctx, input) => firstTrip(ctx.db, rail, actingMember(ctx), input, ctx.locale, ctx.clock.now())),
    handle(nextTripCall, async (ctx, input) => nextTrip(ctx.db, rail, actingMember(ctx), input, ctx.locale, ctx.clock.now())),
    handle(productListCall, async (ctx, input) => productList(ctx.db, rail, input, ctx.locale)),
    handle(productVerifyCall, async (ctx, input) => verifyBooking(deps, ctx.db, input, ctx.locale)),
    handle(prebookDataCall, async (ctx, input) => prebookData(deps, ctx.db, actingMember(ctx), input, ctx.locale, ctx.clock.now())),
    handle(prebookFeeCall, async (ctx, input) => prebookFee(deps, input, ctx.locale)),
    handle(trainTravelStandardCall, async (ctx, input) => queryTravellerStandards(ctx.db, actingMember(ctx), { travellers: input.travellers, product: 'TRAIN' })),
    handle(trainTmcControlCall, async (ctx, input) => controlBooking(deps, ctx.db, actingMember(ctx), input, ctx.locale, ctx.clock.now())),
    handle(bookSubmitCall, submit),
    handle(priceChangeConfirmCall, submit),
    handle(ticketConfirmCall, async (ctx, input) => lifecycle.confirm(ctx.db, actingMember(ctx), input.orderId, ctx.clock.now())),
    handle(bookCancelCall, async (ctx, input) => lifecycle.cancel(ctx.db, actingMember(ctx), input.orderId, input.reason, ctx.clock.now(), { operator: operatorOf(ctx.backOffice) })),
    handle(freeChildAddCall, async (ctx, input) => addFreeChild(ctx.db, actingMember(ctx), input, ctx.locale, ctx.clock.now())),
    handle(freeChildDeleteCall, async (ctx, input) => deleteFreeChild(ctx.db, actingMember(ctx), input, ctx.clock.now())),
    handle(alternatePreDataCall, async (ctx, input) => alternatePreData(deps, ctx.db, input, ctx.locale, ctx.clock.now())),
    handle(alternateSearchCall, async (ctx, input) => alternateSearch(deps, ctx.db, input, ctx.locale, ctx.clock.now())),
    handle(alternateProductVerifyCall, async (ctx, input) => alternateVerify(deps, ctx.db, input, ctx.locale, ctx.clock.now())),
    handle(alternateQuoteCall, async (ctx, input) => alternateQuote(deps, ctx.db, input, ctx.locale, ctx.clock.now())),
    handle(alternatePrebookCall, async (ctx, input) => alternatePrebook(deps, ctx.db, actingMember(ctx), input, ctx.locale, ctx.clock.now())),
    handle(alternateTmcControlCall, async (ctx, input) => alternateControl(deps, ctx.db, actingMember(ctx), input, ctx.locale, ctx.clock.now())),
    handle(orderListCall, async (ctx, input) => listOrders(ctx.db, actingMember(ctx), input, ctx.locale)),
    handle(orderImportSyncCall, async (ctx) => syncImportedOrders(deps, ctx.db, { ...actingMember(ctx), bookedBy: ctx.member.memberId }, ctx.clock.now())),
    handle(orderImportCall, async (ctx, input) => importOrderByNumber(deps, ctx.db, { ...actingMember(ctx), bookedBy: ctx.member.memberId }, input, ctx.clock.now())),
    handle(orderDetailCall, async (ctx, input) => withRushInfo(deps, ctx.db, await orderDetail(ctx.db, actingMember(ctx), input.orderId, ctx.locale, ctx.clock.now()), ctx.locale, ctx.clock.now())),
    // Grabs and waitlists (rush-*.ts): booked like any order, then waiting for a freed seat until their deadline.
    handle(alternateSubmitCall, async (ctx, input) => submitWaitlist(deps, ctx.db, { ...actingMember(ctx), bookedBy: ctx.member.memberId }, input, false, ctx.locale, ctx.clock.now())),
    handle(alternatePriceChangeConfirmCall, async (ctx, input) => submitWaitlist(deps, ctx.db, { ...actingMember(ctx), bookedBy: ctx.member.memberId }, input, true, ctx.locale, ctx.clock.now())),
    handle(alternateCancelCall, async (ctx, input) => lifecycle.cancel(ctx.db, actingMember(ctx), input.orderId, undefined, ctx.clock.now(), { rushOnly: true, operator: operatorOf(ctx.backOffice) })),
    handle(alternateTripDetailCall, async (ctx, input) => rushTripDetail(deps, ctx.db, actingMember(ctx), input.orderId, ctx.locale, ctx.clock.now())),
    handle(alternateOperateLogCall, async (ctx, input) => rushOperateLog(ctx.db, actingMember(ctx), input.orderId)),
    handle(waitlistLimitTimeListCall, async (ctx, input) => listLimitTimes(rail, ctx.db, actingMember(ctx), input.orderId, ctx.clock.now())),
    handle(waitlistLimitTimeModifyCall, async (ctx, input) => modifyLimitTime(rail, ctx.db, actingMember(ctx), input, operatorOf(ctx.backOffice), ctx.clock.now())),
    handle(companionCheckCall, async (ctx, input) => companionCheck(await orderDetail(ctx.db, actingMember(ctx), input.orderId, ctx.locale, ctx.clock.now()))),
    handle(translateDataCall, async (ctx, input) => translateData(input, ctx.locale)),
    handle(agreementLatestCall, async (ctx, input) => latestAgreement(input, ctx.locale)),
    handle(purchaseChannelQueryCall, async (ctx) => purchaseChannels(ctx.db, actingMember(ctx), ctx.clock.now())),
    handle(restTripQueryCall, async (ctx, input) => restTrips(ctx.db, rail, input, ctx.locale)),
    handle(fieldQueryCall, async (ctx, input) => revealOrderField(ctx, actingMember(ctx), input)),
    handle(insuranceQueryCall, async (ctx, input) => orderInsurance(ctx.db, actingMember(ctx), input.orderId, config.insurance, ctx.locale)),
    handle(trainViewMaskCall, async (ctx, input) => revealOrder(ctx, actingMember(ctx), input.orderId)),
    handle(tripDetailCall, async (ctx, input) => {
      const detail = await orderDetail(ctx.db, actingMember(ctx), input.orderId, ctx.locale, ctx.clock.now());
      const trip = detail.tripList.find((x) => x.tripIndex === input.tripIndex);
      if (!trip) throw notFound('trip');
      return trip;
    }),
    handle(detailForOperateCall, async (ctx, input) => {
      const detail = await orderDetail(ctx.db, actingMember(ctx), input.orderId, ctx.locale, ctx.clock.now());
      return {
        orderId: detail.orderBaseInfo.orderId,
        bookOrderStatus: detail.orderBaseInfo.bookOrderStatus,
        canCancelOrder: detail.canCancelOrder,
        ticketList: detail.tripList.flatMap((trip) =>
          trip.ticketList.map((ticket) => ({
            ticketId: ticket.ticketId,
            tripIndex: trip.tripIndex,
            passengerName: trip.passengerList.find((p) => p.passengerIndex === ticket.passengerIndex)!.name,
            trainNo: trip.trainNo,
            departureTime: trip.departureTime,
            ticketStatus: ticket.ticketStatus,
            canRefund: ticket.canRefund,
            canChange: ticket.canChange,
          })),
        ),
      };
    }),
    handle(trainPaymentDetailCall, async (ctx, input) => {
      const detail = await orderDetail(ctx.db, actingMember(ctx), input.orderId, ctx.locale, ctx.clock.now());
      if (!detail.payment) throw notFound('payOrder');
      return detail.payment;
    }),
    handle(trainPayTypeCheckCall, async (ctx, input) => {
      const detail = await orderDetail(ctx.db, actingMember(ctx), input.orderId, ctx.locale, ctx.clock.now());
      if (!detail.payment) throw notFound('payOrder');
      return { allowed: detail.payment.payWayList.includes(input.payWay), payWayList: detail.payment.payWayList };
    }),
  ];
}
