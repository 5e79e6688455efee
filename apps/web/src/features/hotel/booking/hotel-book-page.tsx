import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, Card, Empty, Skeleton, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Money } from '@travel/contracts/platform/envelope';
import { BookForm } from './book-form';
import { hotelHref, parseBookParams, toBookParams } from './book-params';
import { BookRefusal } from './book-refusal';
import type { CheckStep } from './check-outcome';
import { CheckDialogs } from './check-dialogs';
import { useOrderCheckFlow } from './use-order-check';
import './hotel-book.css';

/**
 * The hotel booking page (`/hotel/book?…`, the stay and plan in the address): order/check first — its warnings and
 * questions answered in dialogs, a refusal shown with the way back to the rooms — then the booking form.
 */
export function HotelBookPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseBookParams(params), [params]);
  const flow = useOrderCheckFlow(state);
  // A room error answered later (the booking data or the create) ends the form the same way.
  const [stop, setStop] = useState<CheckStep | null>(null);
  useEffect(() => setStop(null), [state]);
  const onStop = useCallback((s: CheckStep) => setStop(s), []);

  if (!state) {
    return (
      <Card>
        <Empty description={<span data-testid="hotel-book-incomplete">{t('hotel.book.incomplete')}</span>}>
          <Link to="/hotel">
            <Button type="primary">{t('hotel.book.toSearch')}</Button>
          </Link>
        </Empty>
      </Card>
    );
  }

  const backHref = hotelHref(state);
  const s = stop ?? flow.state;
  const takeNewPrice = (total: Money) => setParams(toBookParams(state.stay, { ...state.plan, total }), { replace: true });
  const retry = () => {
    setStop(null);
    flow.restart();
  };

  return (
    <div className="hotel-book" data-testid="hotel-book-page" data-step={s.kind}>
      <Link to={backHref}>
        <Button type="link" icon={<ArrowLeftOutlined />} style={{ paddingInline: 0 }} data-testid="hotel-book-back-link">
          {t('hotel.book.backToRooms')}
        </Button>
      </Link>
      <Typography.Title level={3} className="hotel-book__title">
        {t('hotel.book.title')}
      </Typography.Title>
      {(s.kind === 'checking' || s.kind === 'warn' || s.kind === 'guarantee' || s.kind === 'overtime') && (
        <Card data-testid="hotel-book-checking">
          <Typography.Paragraph type="secondary">{t('hotel.book.checking')}</Typography.Paragraph>
          <Skeleton active />
        </Card>
      )}
      {(s.kind === 'forbidden' || s.kind === 'room' || s.kind === 'refused' || s.kind === 'declined') && (
        <Card>
          <BookRefusal stop={s} backHref={backHref} onRetry={retry} onNewPrice={takeNewPrice} />
        </Card>
      )}
      {s.kind === 'ok' && <BookForm state={state} check={s.result} onStop={onStop} />}
      <CheckDialogs state={s} onAccept={flow.accept} onDecline={flow.decline} onGuarantee={flow.continueGuarantee} onOvertime={flow.continueOvertime} />
    </div>
  );
}
