import { COMPANY_PAY_WAYS } from '@travel/contracts/hotel/detail';
import type { RatePlan } from '@travel/contracts/hotel/rateplan';
import type { Locale } from '@travel/contracts/platform/locales';
import type { HotelNightStandard } from '../policy/control-service';
import { cancelInfo } from './cancel-info';
import { textIn } from './hotel-card';
import type { RatePlanOffer, RoomType } from './hotel-port';
import { markPlan, type NightCap } from './night-policy';
import type { PlanFacts } from './rate-plan-filters';
import { planPrices, type PlanPrices } from './rate-plan-price';
import { lastCount, roomShortage, soldState, type StayShape } from './sold-state';

/** What every plan of one list shares: the reader, the stay, the traveller's standard. */
export interface PlanContext {
  locale: Locale;
  stay: StayShape;
  rule: HotelNightStandard | null;
  cap: NightCap | null;
}

export interface PlanView {
  offer: RatePlanOffer;
  plan: RatePlan;
  facts: PlanFacts;
}

/** Spec 3 priceInfo and bffPriceInfo of a plan's prices. */
function priceFields(prices: PlanPrices): Pick<RatePlan, 'priceInfo' | 'bffPriceInfo'> {
  return {
    priceInfo: { averagePrice: prices.averagePrice, averageCnyAmount: prices.averageCnyAmount, currency: prices.currency },
    bffPriceInfo: {
      averagePrice: prices.averagePrice,
      currency: prices.currency,
      totalPrice: prices.totalPrice,
      totalShowPriceExclusive: prices.totalShowPriceExclusive,
      totalTaxAndFee: prices.totalTaxAndFee,
      averagePromotionAmount: prices.averagePromotionAmount,
      averageGuidedPrice: prices.averageGuidedPrice,
    },
  };
}

/** One supplier plan as the contract shows it, with the facts the filters and the sort read. */
export function planView(offer: RatePlanOffer, room: RoomType, roomPlans: readonly RatePlanOffer[], ctx: PlanContext): PlanView {
  const state = soldState(offer, ctx.stay);
  const left = lastCount(offer);
  const prices = planPrices(offer, roomPlans);
  const mark = markPlan(offer, ctx.rule, ctx.cap);
  const exceeding = new Set(mark.tmcControl.exceedDates);
  const plan: RatePlan = {
    ratePlanId: offer.ratePlanId,
    roomTypeId: room.roomTypeId,
    ratePlanShowName: textIn(ctx.locale, offer.name),
    bedTypeName: textIn(ctx.locale, room.bedDescription),
    bedTypeFilter: room.bedType,
    breakfastCount: offer.breakfast,
    cancelInfo: cancelInfo(offer.cancel),
    soldState: state,
    lastCount: left,
    roomShortage: roomShortage(left),
    payWay: offer.payWay,
    guarantee: offer.guarantee,
    tmcControl: mark.tmcControl,
    sourceType: offer.sourceType,
    hidePrice: false,
    ...priceFields(prices),
    supportMemberCard: offer.memberRate,
    channelType: offer.channelType,
    instantConfirm: offer.instantConfirm,
    supportCentralPay: COMPANY_PAY_WAYS.includes(offer.payWay),
    addBed: room.addBed,
    minStay: offer.minStay,
    dailyInfoList: offer.nights.map((n) => ({
      date: n.date,
      price: n.price,
      cnyAmount: n.cnyAmount,
      breakfastCount: offer.breakfast,
      remaining: n.remaining,
      exceeding: exceeding.has(n.date),
    })),
  };
  const facts: PlanFacts = {
    averageCnyAmount: prices.averageCnyAmount,
    bedType: room.bedType,
    breakfast: offer.breakfast,
    payWay: offer.payWay,
    addBed: room.addBed,
    cancel: offer.cancel,
    memberRate: offer.memberRate,
    exceeding: mark.tmcControl.exceeding,
    averageWithin: mark.averageWithin,
    soldState: state,
  };
  return { offer, plan, facts };
}
