import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button, Result, Space } from 'antd';
import { HomeOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from './not-found-page';

/**
 * What a page that failed to load or render shows instead of React Router's bare error text: the not-found page for
 * a 404, otherwise the error in words with a way to try again and a way home.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <Result
      status="warning"
      title={t('errors.unexpected')}
      extra={
        <Space wrap style={{ justifyContent: 'center' }}>
          <Button icon={<ReloadOutlined />} onClick={() => window.location.reload()}>
            {t('common.retry')}
          </Button>
          <Link to="/">
            <Button type="primary" icon={<HomeOutlined />}>
              {t('comingSoon.backHome')}
            </Button>
          </Link>
        </Space>
      }
    />
  );
}
