import { Link } from 'react-router';
import { Button, Result, Space } from 'antd';
import { HomeOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** What a page that failed to load or render shows: the error in words, a way to try again and a way home. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <div data-testid="page-error">
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
    </div>
  );
}
