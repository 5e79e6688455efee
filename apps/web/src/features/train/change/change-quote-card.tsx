import { Alert, Card, Descriptions, Empty, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CallOutput } from '@travel/contracts/platform/define-call';
import type { Money } from '@travel/contracts/platform/envelope';
import type { changeQuoteCall } from '@travel/contracts/train/change';
import { useLocale } from '../../../lib/locale-provider';
import { formatMoney } from '../../../lib/format';
import { useFormat } from '../../../lib/use-format';
import { QuoteCountdown, QuoteError } from '../after-sale/after-sale-quote';
import { PolicyResultPanel } from '../../../widgets/policy/policy-result-panel';
import { ratePercent } from '../refund/refund-logic';
import { clockTime } from '../train-format';
import { settlementOf } from './change-logic';
import { PriceDiff } from './change-status-tag';

export type ChangeQuote = CallOutput<typeof changeQuoteCall> & { priceChanged: Money | null; receivedAt: number };

/** The total that moves, labelled by its way: to pay, to refund, or nothing. */
export function ChangeTotal({ receivable, testId = 'change-total' }: { receivable: ChangeQuote['receivablePrice']; testId?: string }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const s = settlementOf(receivable);
  return (
    <span data-testid={testId} data-kind={s.kind} data-amount={s.amount.amount}>
      <Typography.Text type="secondary">{t(`train.change.settlement.${s.kind}`)} </Typography.Text>
      {s.kind !== 'NONE' && (
        <Typography.Text strong style={{ fontSize: 16 }} type={s.kind === 'REFUND' ? 'success' : undefined} data-testid={`${testId}-amount`}>
          {formatMoney(s.amount, locale)}
        </Typography.Text>
      )}
    </span>
  );
}

/**
 * The quote of a change: the new train, per ticket the old and new fare, the change fee, the change refund fee and the
 * difference labelled by its sign; the totals, what is paid or refunded, and the quote's countdown.
 */
export function ChangeQuoteCard(props: {
  state: 'empty' | 'loading' | 'error' | 'ready';
  quote: ChangeQuote | undefined;
  stale: boolean;
  error: unknown;
  secondsLeft: number | null;
  requoted: boolean;
  fetching: boolean;
  onRequote: () => void;
}) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const { locale } = useLocale();
  const money = (m: Money) => formatMoney(m, locale);
  const q = props.quote;

  let body: React.ReactNode;
  if (props.state === 'empty') body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('train.change.pickFirst')} />;
  else if (props.state === 'error') body = <QuoteError kind="change" error={props.error} onRetry={props.onRequote} />;
  else if (!q) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else {
    const trip = q.trip;
    body = (
      <div className={props.stale ? 'after-sale-stale' : undefined}>
        {props.requoted && <Alert style={{ marginBottom: 12 }} type="warning" showIcon data-testid="change-requoted" message={t('train.change.requoted')} />}
        {q.priceChanged && (
          <Alert style={{ marginBottom: 12 }} type="warning" showIcon data-testid="change-price-changed" message={t('train.change.priceChanged', { price: money(q.priceChanged) })} />
        )}
        <div className="change-new-train" data-testid="change-new-train" data-train-no={trip.trainNo} data-date={trip.departureDate}>
          <Typography.Text strong>{trip.trainNo}</Typography.Text>
          <span>{fmt.date(trip.departureDate)}</span>
          <span>
            {clockTime(trip.departureTime)} {trip.fromStation.stationName} → {clockTime(trip.arrivalTime)} {trip.toStation.stationName}
          </span>
        </div>
        {q.ticketList.map((line) => (
          <div key={line.ticketId} className="change-line" data-testid="change-quote-line" data-ticket-id={line.ticketId}>
            <Space direction="vertical" size={2} style={{ minWidth: 0 }}>
              <Typography.Text strong data-testid="change-quote-passenger">
                {line.passengerName}
              </Typography.Text>
              <span>
                {t('train.change.oldFare')}: <span data-testid="change-old-fare">{money(line.oldFare)}</span> ({line.oldTrainNo} · {t(`policy.seatClass.${line.oldSeatClass}`)})
              </span>
              <span>
                {t('train.change.newFare')}: <span data-testid="change-new-fare">{money(line.newFare)}</span>
              </span>
            </Space>
            <Space direction="vertical" size={2} className="change-line__money">
              <span>
                {t('train.change.changeFee')} ({ratePercent(line.changeRate, locale)}): <span data-testid="change-fee">{money(line.changeFee)}</span>
              </span>
              <span>
                {t('train.change.changeRefundFee')} ({ratePercent(line.changeRefundRate, locale)}): <span data-testid="change-refund-fee">{money(line.changeRefundFee)}</span>
              </span>
              <PriceDiff diff={line.priceDiff} testId="change-line-diff" />
            </Space>
          </div>
        ))}
        <Descriptions size="small" column={{ xs: 1, sm: 2 }} style={{ marginTop: 8 }}>
          <Descriptions.Item label={t('train.change.priceDiff')}>
            <PriceDiff diff={q.receivablePrice.ticketPriceDiff} testId="change-total-diff" />
          </Descriptions.Item>
          <Descriptions.Item label={t('train.change.totalChangeFee')}>
            <span data-testid="change-total-fee">{money(q.receivablePrice.changeFee)}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('train.change.totalChangeRefundFee')}>
            <span data-testid="change-total-refund-fee">{money(q.receivablePrice.changeRefundFee)}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('train.change.total')}>
            <ChangeTotal receivable={q.receivablePrice} />
          </Descriptions.Item>
        </Descriptions>
        {/* A business trip's new train against the traveller's standard; the change's reason answers a rule that asks for one. */}
        {q.tmcControl && q.tmcControl.outcome !== 'SUCCESS' && <PolicyResultPanel result={q.tmcControl} readOnly />}
        <QuoteCountdown kind="change" secondsLeft={props.secondsLeft} fetching={props.fetching} onRequote={props.onRequote} />
      </div>
    );
  }

  return (
    <Card size="small" style={{ marginBottom: 12 }} title={t('train.change.quoteTitle')} data-testid="change-quote" data-state={props.state}>
      {body}
    </Card>
  );
}
