import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { Alert, Card, Skeleton, Tabs } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { offlinePreQueryCall } from '@travel/contracts/train/offline';
import { isAdministrator } from '../../../lib/access';
import { callApi } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { useUser } from '../../../lib/use-session';
import { NoPermissionPage } from '../../../components/no-permission-page';
import { useActedMember } from '../../../widgets/back-office/back-office-queries';
import { OfflineRefundForm } from './offline-refund-form';
import { OfflineChangeForm } from './offline-change-form';

type Scope = { enterpriseId: string; memberId: string };

function OfflineSupplements({ orderId, scope }: { orderId: string; scope: Scope }) {
  const { t } = useTranslation();
  const acted = useActedMember(scope);
  const pre = useQuery({ queryKey: ['train', 'offline-pre', orderId, scope], queryFn: () => callApi(offlinePreQueryCall, { orderId }, { backOffice: scope }), retry: false });
  const back = `/admin/orders?${new URLSearchParams({ ...scope, product: 'TRAIN' })}`;
  const done = () => void pre.refetch();
  return (
    <Card title={t('train.offline.title', { orderId })} data-testid="back-office-train-order">
      <Link to={back} data-testid="back-office-order-back">
        {t('orders.backOffice.backToOrders')}
      </Link>
      {acted.data && <Alert style={{ margin: '8px 0' }} type="info" showIcon data-testid="back-office-acting" message={t('orders.backOffice.actingFor', { name: acted.data.displayName, enterprise: acted.data.enterpriseName })} />}
      {pre.isPending && <Skeleton active />}
      {pre.isError && <Alert type="error" showIcon data-testid="offline-error" message={isApiError(pre.error) ? pre.error.description : t('errors.unexpected')} />}
      {pre.data && (
        <Tabs
          items={[
            { key: 'refund', label: t('train.offline.refundTab'), children: <OfflineRefundForm orderId={orderId} tickets={pre.data.ticketList} scope={scope} onDone={done} /> },
            { key: 'change', label: t('train.offline.changeTab'), children: <OfflineChangeForm orderId={orderId} tickets={pre.data.ticketList} scope={scope} onDone={done} /> },
          ]}
        />
      )}
    </Card>
  );
}

/** Administrators only: the service desk's offline refund and change supplements of a member's train order (`?enterpriseId&memberId`). */
export function BackOfficeTrainOrderPage() {
  const user = useUser();
  const { orderId = '' } = useParams();
  const [params] = useSearchParams();
  const enterpriseId = params.get('enterpriseId');
  const memberId = params.get('memberId');
  if (!isAdministrator(user)) return <NoPermissionPage />;
  if (!enterpriseId || !memberId) return <Navigate to="/admin/orders" replace />;
  return <OfflineSupplements orderId={orderId} scope={{ enterpriseId, memberId }} />;
}
