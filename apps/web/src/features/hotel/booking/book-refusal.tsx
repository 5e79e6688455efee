import { Link } from 'react-router';
import { Button, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Money } from '@travel/contracts/platform/envelope';
import { useFormat } from '../../../lib/use-format';
import type { CheckStep } from './check-outcome';

type Stop = Extract<CheckStep, { kind: 'forbidden' | 'room' | 'refused' }> | { kind: 'declined' };

/**
 * Why this plan cannot be booked now, in the server's words, with the way back to the hotel's rooms: forbidden over
 * the standard, a room error (a changed price may be taken), the budget or another refusal, or the traveller declined.
 */
export function BookRefusal(props: { stop: Stop; backHref: string; onRetry: () => void; onNewPrice: (price: Money) => void }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const s = props.stop;
  const back = (
    <Link key="back" to={props.backHref}>
      <Button type={s.kind === 'room' && s.newPrice ? 'default' : 'primary'} data-testid="hotel-book-back">
        {t('hotel.book.backToRooms')}
      </Button>
    </Link>
  );
  const title = s.kind === 'declined' ? t('hotel.book.declined') : t(`hotel.book.stop.${s.kind}`);
  const extra = [back];
  if (s.kind === 'room' && s.newPrice) {
    const price = s.newPrice;
    extra.unshift(
      <Button key="price" type="primary" onClick={() => props.onNewPrice(price)} data-testid="hotel-book-new-price">
        {t('hotel.book.bookNewPrice')}
      </Button>,
    );
  }
  if (s.kind === 'declined' || s.kind === 'refused') {
    extra.push(
      <Button key="retry" onClick={props.onRetry} data-testid="hotel-book-retry">
        {s.kind === 'declined' ? t('hotel.book.checkAgain') : t('common.retry')}
      </Button>,
    );
  }
  return (
    <div data-testid="hotel-book-stop" data-kind={s.kind} data-code={'code' in s ? s.code : ''}>
      <Result
        status={s.kind === 'declined' ? 'info' : s.kind === 'room' ? 'warning' : 'error'}
        title={title}
        subTitle={
          s.kind === 'declined' ? undefined : (
            <span data-testid="hotel-book-stop-message">
              {s.message}
              {s.kind === 'room' && s.newPrice ? ` ${t('hotel.book.newPrice', { amount: fmt.roomPrice(s.newPrice) })}` : ''}
            </span>
          )
        }
        extra={
          <Space wrap size={[8, 8]} style={{ justifyContent: 'center' }}>
            {extra}
          </Space>
        }
      />
    </div>
  );
}
