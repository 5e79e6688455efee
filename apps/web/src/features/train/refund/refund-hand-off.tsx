import { Navigate, useLocation } from 'react-router';

/** The spec's hand-off path from a change attempt (`/itrain/refund/apply?orderId=…&fromChangeApply=1`): the same apply page. */
export function RefundHandOff() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/train/refund/apply', search }} replace />;
}
