import { Alert, Button, Space, Tag } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { clock } from '../../../widgets/payment/pay-clock';
import type { AfterSaleKind } from './after-sale-logic';

/** A quote that could not be had, with a retry. */
export function QuoteError({ kind, error, onRetry }: { kind: AfterSaleKind; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      data-testid={`${kind}-quote-error`}
      data-code={isApiError(error) ? error.resultCode : ''}
      message={isApiError(error) ? error.description || error.resultCode : t('errors.unexpected')}
      action={
        <Button size="small" icon={<ReloadOutlined />} onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}

/** Under a quote: how long it holds (amber in its last minute, red once expired) and the button for a new one. */
export function QuoteCountdown({ kind, secondsLeft, fetching, onRequote }: { kind: AfterSaleKind; secondsLeft: number | null; fetching: boolean; onRequote: () => void }) {
  const { t } = useTranslation();
  const expired = secondsLeft !== null && secondsLeft <= 0;
  return (
    <Space wrap style={{ marginTop: 8 }}>
      {secondsLeft !== null && (
        <Tag color={expired ? 'red' : secondsLeft < 60 ? 'orange' : 'blue'} data-testid={`${kind}-quote-countdown`} data-expired={expired ? 'true' : 'false'} data-left={secondsLeft}>
          {expired ? t(`train.${kind}.quoteExpired`) : t(`train.${kind}.quoteValid`, { time: clock(secondsLeft) })}
        </Tag>
      )}
      <Button size="small" icon={<ReloadOutlined />} loading={fetching} onClick={onRequote} data-testid={`${kind}-requote`}>
        {t(`train.${kind}.newQuote`)}
      </Button>
    </Space>
  );
}
