import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert, App, Button, Card, Checkbox, Form, Input, Result, Select, Skeleton, Space, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Money } from '@travel/contracts/platform/envelope';
import type { TrainSeatClass } from '@travel/contracts/policy/enums';
import { changeSubmitCall } from '@travel/contracts/train/change';
import type { TrainTrip } from '@travel/contracts/train/search';
import { useLocale } from '../../../app/locale-provider';
import { callApi } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { formatMoney } from '../../../lib/format';
import { useNow } from '../../../lib/use-now';
import { uuid } from '../../../lib/uuid';
import { useTrainOrder } from '../booking/booking-queries';
import { selectionKey } from '../refund/refund-logic';
import { clockTime } from '../train-format';
import {
  CHANGE_REASON_TEXT_MAX,
  CHANGE_REASONS,
  changeableTickets,
  changeTripOf,
  composeChangeReason,
  fareOf,
  REQUOTE_CODES,
  settlementOf,
  type ChangeReason,
} from './change-logic';
import { quoteHoldLeft } from '../refund/refund-logic';
import { useChangeQuote, type ChangePick } from './change-queries';
import { ChangeQuoteCard } from './change-quote-card';
import { ChangeSearchPanel } from './change-search-panel';
import { useRefundInstead } from './use-refund-instead';
import '../train.css';
import '../refund/refund.css';
import './change.css';

interface ReasonForm {
  reason?: ChangeReason;
  reasonText?: string;
  remark?: string;
}

/**
 * Change apply: the order's changeable tickets of one trip, the new train searched on a date (other stations of the same
 * cities allowed), a seat class picked, verified and quoted (fees, the difference labelled by its sign, what is paid or
 * refunded, the quote's countdown), the reason; submitting opens the change's detail to confirm it.
 * A change the rules refuse with ItrainResouce.1335 offers the refund hand-off instead.
 */
export function ChangeApplyPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const order = useTrainOrder(orderId, () => false);
  const [chosen, setChosen] = useState<string[]>([]);
  const ticketIds = useMemo(() => selectionKey(chosen), [chosen]);
  const [pick, setPick] = useState<ChangePick | null>(null);
  const quote = useChangeQuote(orderId, ticketIds, pick);
  const [form] = Form.useForm<ReasonForm>();
  const reason = Form.useWatch('reason', form);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [requoted, setRequoted] = useState(false);
  const key = useRef<string | null>(null);
  const now = useNow(1000);
  const refundInstead = useRefundInstead(orderId);
  const money = (m: Money) => formatMoney(m, locale);

  // A quote refused (the 48-hour rule: a refund instead) is told once, when it arrives.
  const seenError = useRef<unknown>(null);
  useEffect(() => {
    if (!quote.error || seenError.current === quote.error) return;
    seenError.current = quote.error;
    refundInstead(quote.error);
  }, [quote.error]);

  if (!orderId) return <Alert type="error" showIcon message={t('train.refund.noOrder')} />;
  if (order.isLoading) return <Skeleton active />;
  if (order.isError || !order.data) return <Alert type="error" showIcon message={isApiError(order.error) ? order.error.description : t('errors.unexpected')} />;

  const d = order.data;
  const orderPath = `/train/orders/${encodeURIComponent(orderId)}`;
  const changeable = changeableTickets(d);
  if (changeable.length === 0) {
    return (
      <Result
        status="info"
        title={t('train.change.nothingChangeable')}
        data-testid="change-nothing"
        extra={
          <Link to={orderPath}>
            <Button type="primary">{t('train.refund.backToOrder')}</Button>
          </Link>
        }
      />
    );
  }

  // The trip of the chosen tickets (one trip per change); before a choice, the first trip with a changeable ticket.
  const chosenTrip = changeable.find((c) => ticketIds.includes(c.ticket.ticketId))?.trip ?? changeable[0]!.trip;
  const q = quote.data && !quote.isPlaceholderData && ticketIds.length > 0 && pick ? quote.data : null;
  const shown = ticketIds.length > 0 && pick ? quote.data : undefined;
  const left = q ? quoteHoldLeft(q.expireSeconds, q.receivedAt, now) : null;
  const quoteState = !pick || ticketIds.length === 0 ? 'empty' : quote.isError ? 'error' : q ? 'ready' : 'loading';

  const toggle = (ticketId: string, on: boolean) => {
    setRequoted(false);
    setError(null);
    // A first ticket of another trip: the train picked for the previous trip no longer applies.
    const trip = changeable.find((c) => c.ticket.ticketId === ticketId)?.trip;
    if (on && ticketIds.length === 0 && trip && trip.tripIndex !== chosenTrip.tripIndex) setPick(null);
    setChosen((list) => (on ? [...list, ticketId] : list.filter((x) => x !== ticketId)));
  };
  const onPick = (trip: TrainTrip, seatClass: TrainSeatClass) => {
    setRequoted(false);
    setError(null);
    setPick({ trip: changeTripOf(trip, seatClass), price: fareOf(trip, seatClass) });
  };
  const requote = async () => {
    setError(null);
    await quote.refetch();
  };

  const submit = async (values: ReasonForm) => {
    if (!q || !pick || !values.reason) return;
    setError(null);
    setSubmitting(true);
    key.current ??= uuid();
    try {
      const out = await callApi(
        changeSubmitCall,
        {
          orderId,
          quotationId: q.quotationId,
          ticketIdList: ticketIds,
          trip: pick.trip,
          reason: composeChangeReason(values.reason, t(`train.change.reasons.${values.reason}`), values.reasonText),
          remark: values.remark?.trim() || undefined,
        },
        { idempotencyKey: key.current },
      );
      key.current = null;
      await queryClient.invalidateQueries({ queryKey: ['train', 'order', orderId] });
      await queryClient.invalidateQueries({ queryKey: ['train', 'change-history', orderId] });
      navigate(`/train/change/detail?${new URLSearchParams({ orderId, changeId: out.changeId }).toString()}`);
    } catch (e) {
      if (isApiError(e) && !e.isClientSide) key.current = null;
      if (isApiError(e) && REQUOTE_CODES.includes(e.resultCode)) {
        setRequoted(true);
        void message.warning(t('train.change.requoted'));
        await quote.refetch();
      } else if (!refundInstead(e)) {
        setError(isApiError(e) ? e.description || e.resultCode : String(e));
      }
    } finally {
      setSubmitting(false);
    }
  };

  const settlement = q ? settlementOf(q.receivablePrice) : null;
  return (
    <div className="train-refund train-change" data-testid="change-apply-page">
      <Space style={{ marginBottom: 12 }} wrap>
        <Link to={orderPath} data-testid="change-back-to-order">
          {t('train.refund.backToOrder')}
        </Link>
      </Space>

      <Card size="small" style={{ marginBottom: 12 }} title={t('train.change.applyTitle')}>
        <Typography.Paragraph type="secondary">{t('train.change.chooseTickets')}</Typography.Paragraph>
        <div className="refund-tickets">
          {changeable.map(({ trip, ticket, passenger }) => {
            const selected = ticketIds.includes(ticket.ticketId);
            const otherTrip = ticketIds.length > 0 && trip.tripIndex !== chosenTrip.tripIndex;
            return (
              <div key={ticket.ticketId} className={`refund-ticket${selected ? ' refund-ticket--selected' : ''}`} data-testid="change-ticket" data-ticket-id={ticket.ticketId} data-price={ticket.ticketPrice.amount} data-selected={selected ? 'true' : 'false'}>
                <Checkbox checked={selected} disabled={otherTrip} onChange={(e) => toggle(ticket.ticketId, e.target.checked)} data-testid="change-ticket-check">
                  <Typography.Text strong data-testid="change-ticket-passenger">
                    {passenger?.name ?? ''}
                  </Typography.Text>
                </Checkbox>
                <div className="refund-ticket__info">
                  <span>
                    <Typography.Text strong>{trip.trainNo}</Typography.Text> {trip.departureDate} {clockTime(trip.departureTime)}
                  </span>
                  <span>
                    {trip.fromStation.stationName} → {trip.toStation.stationName}
                  </span>
                  <span>
                    {t(`policy.seatClass.${ticket.seatClass}`)}
                    {ticket.coachNo && ticket.seatNo ? ` · ${t('train.order.coachSeat', { coach: ticket.coachNo, seat: ticket.seatNo })}` : ''}
                  </span>
                  <span>
                    {t('train.refund.ticketPrice')}: {money(ticket.ticketPrice)}
                  </span>
                </div>
                {otherTrip && <Typography.Text type="secondary" style={{ fontSize: 12, paddingInlineStart: 24 }}>{t('train.change.oneTrip')}</Typography.Text>}
              </div>
            );
          })}
        </div>
      </Card>

      <ChangeSearchPanel
        key={chosenTrip.tripIndex}
        orderId={orderId}
        ticketIds={ticketIds}
        oldTrip={chosenTrip}
        travelType={d.orderBaseInfo.travelType}
        picked={pick ? { trainNo: pick.trip.trainNo, departureDate: pick.trip.departureDate, seatClass: pick.trip.seatClass } : null}
        onPick={onPick}
        onError={refundInstead}
      />

      <ChangeQuoteCard
        state={quoteState}
        quote={shown}
        stale={quote.isFetching}
        error={quote.error}
        secondsLeft={left}
        requoted={requoted}
        fetching={quote.isFetching}
        onRequote={() => void requote()}
      />

      <Card size="small" title={t('train.change.reasonTitle')}>
        <Form<ReasonForm> form={form} layout="vertical" onFinish={(v) => void submit(v)} requiredMark>
          <Form.Item name="reason" label={t('train.change.reason')} rules={[{ required: true, message: t('server:validation.required') }]}>
            <Select<ChangeReason>
              data-testid="change-reason"
              placeholder={t('common.select')}
              options={CHANGE_REASONS.map((r) => ({ value: r, label: t(`train.change.reasons.${r}`) }))}
            />
          </Form.Item>
          <Form.Item
            name="reasonText"
            label={reason === 'OTHER' ? t('train.refund.reasonOther') : t('train.refund.reasonDetail')}
            rules={[{ required: reason === 'OTHER', whitespace: true, message: t('server:validation.required') }]}
          >
            <Input maxLength={CHANGE_REASON_TEXT_MAX} showCount data-testid="change-reason-text" />
          </Form.Item>
          <Form.Item name="remark" label={t('train.refund.remark')}>
            <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 5 }} data-testid="change-remark" />
          </Form.Item>
          <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
            {t('train.change.confirmNote')}
          </Typography.Paragraph>
          {error && <Alert style={{ marginBottom: 12 }} type="error" showIcon data-testid="change-error" message={error} />}
          <Button type="primary" size="large" block htmlType="submit" loading={submitting} disabled={!q || quote.isFetching} data-testid="change-submit">
            {settlement && settlement.kind !== 'NONE'
              ? t(settlement.kind === 'PAY' ? 'train.change.submitPay' : 'train.change.submitRefund', { amount: money(settlement.amount) })
              : t('train.change.submit')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
