import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error';

/** The session could not be read (the server failed, not a logout): say so and offer another try. */
export function SessionLoadFailed(props: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={t('errors.loadFailed')}
      subTitle={isApiError(props.error) ? props.error.description : t('errors.unexpected')}
      extra={
        <Button type="primary" onClick={props.onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
