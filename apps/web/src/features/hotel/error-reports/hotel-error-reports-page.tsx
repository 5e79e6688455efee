import { useSearchParams } from 'react-router';
import { Alert, Card, Empty, Form, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOTEL_ERROR_AUDIT_LIST_SIZE } from '@travel/contracts/hotel/error-audit';
import { isAdministrator } from '../../../lib/access';
import { isApiError } from '../../../lib/api-error';
import { useUser } from '../../../lib/use-session';
import { NoPermissionPage } from '../../../components/no-permission-page';
import { EnterpriseSelect } from '../../../widgets/back-office/enterprise-select';
import { useHotelErrorReports } from './error-report-queries';
import { ErrorReportList } from './error-report-list';
import './error-reports.css';

function ErrorReports(props: { ownEnterpriseId: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const enterpriseId = params.get('enterpriseId') || props.ownEnterpriseId;
  const reports = useHotelErrorReports(enterpriseId);
  return (
    <Card title={t('hotel.errorReports.title')} className="hotel-error-reports" data-testid="hotel-error-reports-page">
      <Typography.Paragraph type="secondary">{t('hotel.errorReports.hint', { n: HOTEL_ERROR_AUDIT_LIST_SIZE })}</Typography.Paragraph>
      <Form layout="vertical" component="div">
        <Form.Item label={t('orders.backOffice.enterprise')} htmlFor="error-reports-enterprise" className="hotel-error-reports__enterprise">
          <EnterpriseSelect id="error-reports-enterprise" value={enterpriseId} onChange={(id) => setParams({ enterpriseId: id })} />
        </Form.Item>
      </Form>
      {reports.isPending && <Skeleton active />}
      {reports.isError && <Alert type="error" showIcon message={t('errors.loadFailed')} description={isApiError(reports.error) ? reports.error.description : undefined} />}
      {reports.data && reports.data.list.length === 0 && <Empty description={t('hotel.errorReports.empty')} data-testid="error-reports-empty" />}
      {reports.data && reports.data.list.length > 0 && <ErrorReportList list={reports.data.list} />}
    </Card>
  );
}

/** Administrators only: what travellers reported wrong on hotels' pages (error_audit/list), the latest first. */
export function HotelErrorReportsPage() {
  const user = useUser();
  if (!isAdministrator(user)) return <NoPermissionPage />;
  return <ErrorReports ownEnterpriseId={user.enterpriseId} />;
}
