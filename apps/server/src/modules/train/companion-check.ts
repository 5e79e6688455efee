import type { CallOutput } from '@travel/contracts/platform/define-call';
import type { companionCheckCall } from '@travel/contracts/train/order-extras';
import type { TrainTicketStatus } from '@travel/contracts/train/statuses';
import type { OrderDetail } from '@travel/contracts/train/order';

type Output = CallOutput<typeof companionCheckCall>;
const AWAY: Partial<Record<TrainTicketStatus, 'CHANGED' | 'REFUNDED' | 'CANCELED'>> = { CHANGED: 'CHANGED', REFUNDED: 'REFUNDED', CANCELED: 'CANCELED', ISSUE_FAILED: 'CANCELED' };

/**
 * train/order/companion_check: the order's passengers as a travelling party. A passenger whose every ticket was changed,
 * refunded or cancelled left it; a changed passenger is on another train (the change's trip) rather than with the rest.
 */
export function companionCheck(detail: OrderDetail): Output {
  const passengers = detail.tripList.flatMap((t) => t.passengerList).filter((p, i, all) => all.findIndex((x) => x.passengerIndex === p.passengerIndex) === i);
  const nameOf = (index: number) => passengers.find((p) => p.passengerIndex === index)!.name;
  // The trips the order was booked on (a change adds trips of its own, with a changeId).
  const booked = detail.tripList.filter((t) => t.changeId === null);
  const tripList = booked.map((trip) => ({
    tripIndex: trip.tripIndex,
    trainNo: trip.trainNo,
    departureTime: trip.departureTime,
    companionList: trip.ticketList
      .filter((x) => AWAY[x.ticketStatus] === undefined)
      .map((x) => ({ passengerIndex: x.passengerIndex, name: nameOf(x.passengerIndex), coachNo: x.coachNo, seatNo: x.seatNo, ticketStatus: x.ticketStatus })),
  }));
  const apartList: Output['apartList'] = [];
  for (const p of passengers) {
    const mine = booked.flatMap((t) => t.ticketList.filter((x) => x.passengerIndex === p.passengerIndex));
    const away = mine.map((x) => AWAY[x.ticketStatus]).find((r) => r !== undefined);
    if (away && !tripList.every((t) => t.companionList.some((c) => c.passengerIndex === p.passengerIndex))) apartList.push({ passengerIndex: p.passengerIndex, name: p.name, reason: away });
  }
  return { orderId: detail.orderBaseInfo.orderId, together: apartList.length === 0, tripList, apartList };
}
