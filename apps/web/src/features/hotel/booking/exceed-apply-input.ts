import type { exceedApplySubmitCall } from '@travel/contracts/approval/approval';
import type { CallInput } from '@travel/contracts/platform/define-call';

/** The stay an over-standard application is made for: the request it modifies, the hotel's city (its name for the dialog) and the dates. */
export interface ExceedStay {
  travelNO: string;
  cityId: string;
  cityName: string;
  checkinDate: string;
  checkoutDate: string;
}

/**
 * The hotel's over-standard application (EXCEED_APPLY / HOTEL_EXCEED): only travellers with an entered amount (yuan per
 * night, sent in fen) are included (spec 4), each with one hotelExceedCityList entry for this city and these dates.
 */
export function exceedApplyInput(stay: ExceedStay, reason: string, travellers: { travellerId: string; travellerName: string; amount: number | null }[]): CallInput<typeof exceedApplySubmitCall> {
  return {
    approvalBizType: 'EXCEED_APPLY',
    subBizType: 'HOTEL_EXCEED',
    exceedStandardReason: reason,
    extendParams: { trSource: 'APPROVE3.0' },
    originalTrNo: stay.travelNO,
    travellerList: travellers
      .filter((x) => x.amount !== null && !Number.isNaN(x.amount))
      .map((x) => {
        const fen = Math.round(x.amount! * 100);
        return {
          travellerId: x.travellerId,
          travellerName: x.travellerName,
          hotelExceedActualAmount: fen,
          hotelExceedCityList: [{ cityId: stay.cityId, checkinDate: stay.checkinDate, checkoutDate: stay.checkoutDate, exceedAmount: fen }],
        };
      }),
  };
}
