import type { HotelOrder } from '@travel/contracts/hotel/order';
import { HOTEL_ORDER_ACTION as A } from '@travel/contracts/hotel/order-actions';
import { OrderAfterStayActions } from './order-after-stay-actions';
import { OrderCancelButton } from './order-cancel-button';

/** What the back office does for the member on their order: cancel, the leave confirmation (7/9/10), apply to cancel or to check out (18/19). */
export function BackOfficeOrderActions(props: { order: HotelOrder; onChanged: () => Promise<unknown> }) {
  return (
    <>
      {props.order.actionList.includes(A.CANCEL) && <OrderCancelButton order={props.order} onChanged={props.onChanged} />}
      <OrderAfterStayActions order={props.order} onChanged={props.onChanged} />
    </>
  );
}
