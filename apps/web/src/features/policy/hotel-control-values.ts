import type { EnterpriseConfig } from '@travel/contracts/member/company';

/** The enterprise's hotel policy handling the policy page edits. */
export interface HotelControlValues {
  shareMode: 'SUM' | 'HIGHEST_PLUS_PERCENT';
  sharePercent: number;
  lowPriceAdvice: 0 | 1 | 2;
  travelRuleViolationControl: number;
  priceFeedback: boolean;
}

/** travelRuleViolationControl: 0 choose a reason, 2 approval, 5 personal pay, 4 mixed pay, 3 and 1 forbidden. */
export const VIOLATION_CONTROLS = [0, 2, 5, 4, 1, 3] as const;

export function hotelControlOf(config: EnterpriseConfig): HotelControlValues {
  const h = config.hotelControl;
  // Configs saved before the flag existed take feedback.
  return { shareMode: h.shareStandard.mode, sharePercent: h.shareStandard.percent, lowPriceAdvice: h.lowPriceAdvice, travelRuleViolationControl: h.travelRuleViolationControl, priceFeedback: h.priceFeedback !== false };
}

/** The whole configuration with the hotel changes applied (member/company/config/save replaces all of it). */
export function withHotelControl(config: EnterpriseConfig, v: HotelControlValues): EnterpriseConfig {
  return {
    ...config,
    hotelControl: {
      ...config.hotelControl,
      shareStandard: { mode: v.shareMode, percent: Math.max(0, Math.round(v.sharePercent ?? 0)) },
      lowPriceAdvice: v.lowPriceAdvice,
      travelRuleViolationControl: v.travelRuleViolationControl,
      priceFeedback: v.priceFeedback,
    },
  };
}
