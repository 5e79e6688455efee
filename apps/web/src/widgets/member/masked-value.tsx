import { useState } from 'react';
import { App, Button, Typography } from 'antd';
import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error';
import './masked-value.css';

/** A masked value with a button that reveals it (through the server, which checks and audits) and hides it again. */
export function MaskedValue(props: { masked: string | null; reveal: () => Promise<string | null>; prefix?: string; testId?: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [revealed, setRevealed] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  if (!props.masked) return <Typography.Text type="secondary">{t('common.none')}</Typography.Text>;

  const toggle = async () => {
    if (revealed !== null) return setRevealed(null);
    setLoading(true);
    try {
      setRevealed((await props.reveal()) ?? props.masked);
    } catch (error) {
      void message.error(isApiError(error) ? error.description : t('errors.unexpected'));
    } finally {
      setLoading(false);
    }
  };

  return (
    <span className="masked-value">
      <Typography.Text data-testid={props.testId} copyable={revealed !== null ? { text: revealed } : false}>
        {props.prefix}
        {revealed ?? props.masked}
      </Typography.Text>
      <Button
        type="link"
        size="small"
        icon={revealed !== null ? <EyeInvisibleOutlined /> : <EyeOutlined />}
        loading={loading}
        onClick={() => void toggle()}
        data-testid={props.testId ? `${props.testId}-toggle` : undefined}
      >
        {revealed !== null ? t('mask.hide') : t('mask.show')}
      </Button>
    </span>
  );
}
