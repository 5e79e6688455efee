import { Link, useNavigate } from 'react-router';
import { Button, Result, Space } from 'antd';
import { ArrowLeftOutlined, HomeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** A page that does not exist: back where the reader came from (when they came from somewhere), or home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // A tab that opened this address directly has nowhere to go back to.
  const canGoBack = window.history.length > 1;
  return (
    <div data-testid="not-found">
      <Result
        status="404"
        title={t('notFound.title')}
        subTitle={t('notFound.description')}
        extra={
          <Space wrap style={{ justifyContent: 'center' }}>
            {canGoBack && (
              <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(-1)} data-testid="not-found-back">
                {t('notFound.back')}
              </Button>
            )}
            <Link to="/">
              <Button type="primary" icon={<HomeOutlined />} data-testid="not-found-home">
                {t('comingSoon.backHome')}
              </Button>
            </Link>
          </Space>
        }
      />
    </div>
  );
}
