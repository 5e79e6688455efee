import { HOTEL_STAFF_FEEDBACK_DAYS, STAFF_FEEDBACK_STATUS } from '@travel/contracts/hotel/staff-feedback';
import type { HotelOrderStatus } from '@travel/contracts/hotel/order-status';
import { addDays } from '../../platform/dates';

type Status = (typeof STAFF_FEEDBACK_STATUS)[keyof typeof STAFF_FEEDBACK_STATUS];
/** A stay the hotel reported as happening or over: the traveller's leave is asked about. */
const STAYED: readonly HotelOrderStatus[] = ['CHECKED_IN', 'CHECKED_OUT'];

export interface FeedbackOrder {
  travelType: number;
  status: HotelOrderStatus;
  checkoutDate: string;
}

/** The last day the leave may be confirmed before it is overdue. */
export const feedbackDeadline = (o: Pick<FeedbackOrder, 'checkoutDate'>) => addDays(o.checkoutDate, HOTEL_STAFF_FEEDBACK_DAYS);

/**
 * Spec 4 staff feedback of an order on the hotel's `today`: asked only of a business stay (travel type 0) that
 * happened, from its checkout date on; 2 once given, 3 after the deadline, else 1; null when not asked.
 */
export function staffFeedbackStatusOf(o: FeedbackOrder, given: boolean, today: string): Status | null {
  if (o.travelType !== 0 || !STAYED.includes(o.status) || today < o.checkoutDate) return null;
  if (given) return STAFF_FEEDBACK_STATUS.DONE;
  return today > feedbackDeadline(o) ? STAFF_FEEDBACK_STATUS.OVERDUE : STAFF_FEEDBACK_STATUS.NEEDED;
}

/** The days the traveller may say they left: from the night after check-in up to the hotel's today. */
export const leaveRange = (o: { checkinDate: string }, today: string) => ({ min: addDays(o.checkinDate, 1), max: today });
