import type { OrderCheckType } from '@travel/contracts/hotel/order-check';
import type { HotelNightStandard } from '../policy/control-service';
import type { RatePlanOffer } from './hotel-port';
import { markPlan, type NightCap } from './night-policy';

export interface ExceedOutcome {
  checkType: OrderCheckType;
  exceedHandling: OrderCheckType;
  exceedDates: string[];
  /** the part over the cap, every night of every room, in the cap's amounts */
  exceedAmount: number;
}

/**
 * What a plan over the standard leads to, from the per-night marks and the enterprise's travelRuleViolationControl
 * (as policy's handle types: 6 forbidden (1, 3), 3 choose a reason (0), 2 personal pay (5), 8 mixed pay (4)). Mixed pay
 * splits online, so a plan paid at the hotel cannot: the excess is then paid by the traveller there (no-mix pay).
 * Some nights over and some within is PART_EXCEED, carrying what the nights over lead to.
 */
export function exceedOutcome(plan: Pick<RatePlanOffer, 'nights' | 'payWay'>, roomNum: number, rule: HotelNightStandard | null, cap: NightCap | null): ExceedOutcome {
  const mark = markPlan(plan, rule, cap).tmcControl;
  if (!mark.exceeding || !cap) return { checkType: 'NONE', exceedHandling: 'NONE', exceedDates: [], exceedAmount: 0 };
  const exceedAmount = plan.nights.reduce((s, n) => s + Math.max(0, cap.amountOf(n) - cap.cap), 0) * roomNum;
  const handling: OrderCheckType = mark.forbidden
    ? 'EXCEED_FORBIDDEN'
    : mark.mixedPay
      ? plan.payWay === 14
        ? 'EXCEED_NO_MIX_PAY'
        : 'EXCEED_MIX_PAY'
      : mark.handleTypes === '2'
        ? 'EXCEED_PERSONAL_PAY'
        : 'EXCEED_CHOOSE_REASON';
  const partial = mark.exceedDates.length < plan.nights.length;
  const checkType = handling !== 'EXCEED_FORBIDDEN' && partial ? 'PART_EXCEED' : handling;
  return { checkType, exceedHandling: handling, exceedDates: mark.exceedDates, exceedAmount };
}
