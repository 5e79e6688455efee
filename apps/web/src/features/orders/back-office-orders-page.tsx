import { useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, Card, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isAdministrator } from '../../lib/access';
import { useActingSwitch } from '../../lib/use-acting';
import { useUser } from '../../lib/use-session';
import { NoPermissionPage } from '../../components/no-permission-page';
import { useActedMember } from '../../widgets/back-office/back-office-queries';
import { BackOfficeMemberPicker } from './back-office-member-picker';
import { BackOfficeOrderList } from './back-office-order-list';
import { choiceOfParams, paramsOfChoice, type BackOfficeChoice } from './back-office-params';
import { pageOfParam, PRODUCT_FILTERS, productOfParam } from './order-products';
import './orders.css';

function BackOfficeOrders(props: { ownEnterpriseId: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const choice = choiceOfParams(params, props.ownEnterpriseId);
  const product = productOfParam(params.get('product'));
  const page = pageOfParam(params.get('page'));
  const scope = choice.enterpriseId && choice.memberId ? { enterpriseId: choice.enterpriseId, memberId: choice.memberId } : null;
  const acted = useActedMember(scope);
  const navigate = useNavigate();
  const { start } = useActingSwitch();
  const bookFor = () => {
    if (!scope || !acted.data) return;
    if (start({ ...scope, name: acted.data.displayName, enterpriseName: acted.data.enterpriseName })) navigate('/hotel');
  };
  const go = (next: BackOfficeChoice, nextProduct = product, nextPage = 1) => setParams(paramsOfChoice(next, nextProduct, nextPage));

  return (
    <Card title={t('orders.backOffice.ordersTitle')} className="orders-page" data-testid="back-office-orders-page">
      <Typography.Paragraph type="secondary">{t('orders.backOffice.ordersHint')}</Typography.Paragraph>
      <BackOfficeMemberPicker choice={choice} onChange={(c) => go(c)} />
      {acted.data && (
        <Alert
          className="back-office-acting"
          type="info"
          showIcon
          data-testid="back-office-acting"
          message={t('orders.backOffice.actingFor', { name: acted.data.displayName, enterprise: acted.data.enterpriseName })}
          action={
            <Button type="primary" size="small" onClick={bookFor} data-testid="back-office-book-hotel">
              {t('orders.backOffice.bookHotel')}
            </Button>
          }
        />
      )}
      {acted.isError && <Alert className="back-office-acting" type="error" showIcon message={t('orders.backOffice.memberNotFound')} />}
      {scope && acted.data && (
        <>
          <Tabs
            activeKey={product ?? 'ALL'}
            onChange={(k) => go(choice, k === 'ALL' ? null : productOfParam(k))}
            items={PRODUCT_FILTERS.map((k) => ({ key: k, label: <span data-testid={`orders-filter-${k}`}>{t(`orders.products.${k}`)}</span> }))}
          />
          <BackOfficeOrderList scope={scope} product={product} page={page} onPage={(n) => go(choice, product, n)} />
        </>
      )}
    </Card>
  );
}

/** Administrators only: another member's orders, found by enterprise and member, opened in the back office. */
export function BackOfficeOrdersPage() {
  const user = useUser();
  if (!isAdministrator(user)) return <NoPermissionPage />;
  return <BackOfficeOrders ownEnterpriseId={user.enterpriseId} />;
}
