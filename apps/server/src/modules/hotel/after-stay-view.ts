import type { HotelOrder } from '@travel/contracts/hotel/order';
import type { Db } from '../../platform/db/database';
import { applyCancelRefusal, applyCheckoutRefusal, applyFlags } from './apply-rules';
import { applicationView, orderApplications } from './apply-view';
import { rulePenalty, type CancelQuote } from './cancel-penalty';
import { hotelToday } from './modify-state';
import type { HotelOrderRow } from './order-moves';
import { staffFeedbackView } from './staff-feedback';

type Operate = HotelOrder['orderOperateInfo'];

/**
 * order/get's after-stay part: the leave confirmation of a business stay (spec 4 staffFeedbackStatus) and the back
 * office's applications to the hotel with whether an administrator may apply now (actions 18, 19).
 */
export async function afterStayInfo(db: Db, o: HotelOrderRow, nights: readonly { price: number }[], quote: CancelQuote, now: Date, admin: boolean) {
  const [today, apps] = await Promise.all([hotelToday(db, o, now), orderApplications(db, o.id)]);
  const feedback = await staffFeedbackView(db, o, today);
  const find = (kind: 'CANCEL' | 'CHECKOUT') => apps.find((a) => a.kind === kind);
  const due = rulePenalty({ cancelRule: o.cancelRule, totalAmount: o.totalAmount, roomNum: o.roomNum, firstNightPrice: nights[0]?.price ?? 0 }, now);
  const flags: Pick<Operate, 'staffFeedbackStatus' | 'canApplyCancel' | 'canApplyCheckout'> = {
    staffFeedbackStatus: feedback.status,
    ...applyFlags(admin, { CANCEL: applyCancelRefusal(o, quote, find('CANCEL')), CHECKOUT: applyCheckoutRefusal(o, today, due, find('CHECKOUT')) }),
  };
  return { flags, staffFeedback: feedback.view, applications: apps.map((a) => applicationView(a, o.currency)) };
}
