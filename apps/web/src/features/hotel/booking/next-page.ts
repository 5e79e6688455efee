import type { CallOutput } from '@travel/contracts/platform/define-call';
import type { orderCreateCall } from '@travel/contracts/hotel/order-create';

type Created = Pick<CallOutput<typeof orderCreateCall>, 'orderId' | 'orderStatus' | 'payOrder'>;

/** Where a new order goes on: the card guarantee before its deadline, the payment, or the order itself. */
export function nextPage(out: Created): string {
  const id = encodeURIComponent(out.orderId);
  if (out.orderStatus === 'WAIT_GUARANTEE') return `/hotel/guarantee/${id}`;
  return out.payOrder?.needPay ? `/hotel/pay/${id}` : `/hotel/orders/${id}`;
}
