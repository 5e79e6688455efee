import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { Alert, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { isAdministrator } from '../../../lib/access';
import { isApiError } from '../../../lib/api-error';
import { useUser } from '../../../lib/use-session';
import { NoPermissionPage } from '../../../components/no-permission-page';
import { useActedMember } from '../../../widgets/back-office/back-office-queries';
import { BackOfficeOrderActions } from './back-office-order-actions';
import { useHotelOrder } from './hotel-order-queries';
import { OrderAfterStayCard } from './order-after-stay-card';
import { OrderGuestsCard } from './order-guests-card';
import { OrderNightsCard } from './order-nights-card';
import { OrderPriceCard } from './order-price-card';
import { OrderScopeProvider } from './order-scope';
import { OrderStatusCard } from './order-status-card';
import { OrderStayCard } from './order-stay-card';
import './hotel-order.css';

type Scope = { enterpriseId: string; memberId: string };

function BackOfficeOrder(props: { orderId: string; scope: Scope }) {
  const { t } = useTranslation();
  const order = useHotelOrder(props.orderId);
  const acted = useActedMember(props.scope);
  const d = order.data;
  const back = `/admin/orders?${new URLSearchParams({ ...props.scope, product: 'HOTEL' })}`;
  if (order.isPending) return <Skeleton active />;
  return (
    <div className="hotel-order" data-testid="back-office-order-page" data-status={d?.baseInfo.orderStatusName ?? ''}>
      <Link to={back} className="hotel-order__back" data-testid="back-office-order-back">
        {t('orders.backOffice.backToOrders')}
      </Link>
      {acted.data && <Alert type="info" showIcon data-testid="back-office-acting" message={t('orders.backOffice.actingFor', { name: acted.data.displayName, enterprise: acted.data.enterpriseName })} />}
      {!d && <Alert type="error" showIcon data-testid="hotel-order-error" message={isApiError(order.error) ? order.error.description : t('errors.unexpected')} />}
      {d && (
        <>
          <OrderStatusCard order={d} since={order.dataUpdatedAt} onChanged={() => order.refetch()} actions={<BackOfficeOrderActions order={d} onChanged={() => order.refetch()} />} />
          <OrderAfterStayCard order={d} />
          <OrderStayCard order={d} />
          <OrderNightsCard order={d} />
          <OrderGuestsCard order={d} />
          <OrderPriceCard order={d} />
        </>
      )}
    </div>
  );
}

/**
 * Administrators only: a member's hotel order opened by the back office (`?enterpriseId&memberId`), read and acted on
 * through the bg twins with the order page's own parts, and the back office's actions in place of the traveller's.
 */
export function BackOfficeOrderPage() {
  const user = useUser();
  const { orderId = '' } = useParams();
  const [params] = useSearchParams();
  const enterpriseId = params.get('enterpriseId');
  const memberId = params.get('memberId');
  if (!isAdministrator(user)) return <NoPermissionPage />;
  // Without whom it acts for, the order cannot be read: back to the choice.
  if (!enterpriseId || !memberId) return <Navigate to="/admin/orders" replace />;
  const scope = { enterpriseId, memberId };
  return (
    <OrderScopeProvider scope={scope}>
      <BackOfficeOrder orderId={orderId} scope={scope} />
    </OrderScopeProvider>
  );
}
