import { useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert, App, Button, Card, Checkbox, Descriptions, Empty, Form, Input, Result, Select, Skeleton, Space, Tag, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Money } from '@travel/contracts/platform/envelope';
import { refundSubmitCall } from '@travel/contracts/train/refund';
import { useLocale } from '../../../app/locale-provider';
import { callApi } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { formatMoney } from '../../../lib/format';
import { useNow } from '../../../lib/use-now';
import { uuid } from '../../../lib/uuid';
import { useTrainOrder } from '../booking/booking-queries';
import { clock } from '../booking/pay-clock';
import { clockTime } from '../train-format';
import { composeReason, quoteHoldLeft, REASON_TEXT_MAX, REFUND_REASONS, type RefundReason, selectionKey } from './refund-logic';
import { useRefundQuote } from './refund-queries';
import { RefundRuleText } from './refund-rule-text';
import '../train.css';
import './refund.css';

interface ReasonForm {
  reason?: RefundReason;
  reasonText?: string;
  remark?: string;
}

/** Codes after which the page asks for a fresh quote and tells the user (the quote timed out or no longer fits). */
const REQUOTE_CODES = ['ItrainResouce.1350', 'TRAIN_QUOTE_MISMATCH'];

/**
 * Refund apply: the order's refundable tickets to choose from, a quote on every change of the choice (rule, fee and
 * refund per ticket, totals, the quote's countdown), the reason and a remark; submitting opens the refund's detail.
 * Reached from the order (`?orderId=`) or from a change that was not possible (`&fromChangeApply=1`).
 */
export function RefundApplyPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const fromChange = params.get('fromChangeApply') === '1';
  const order = useTrainOrder(orderId, () => false);
  const [chosen, setChosen] = useState<string[]>([]);
  const ticketIds = useMemo(() => selectionKey(chosen), [chosen]);
  const quote = useRefundQuote(orderId, ticketIds);
  const [form] = Form.useForm<ReasonForm>();
  const reason = Form.useWatch('reason', form);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [requoted, setRequoted] = useState(false);
  const key = useRef<string | null>(null);
  const now = useNow(1000);
  const money = (m: Money) => formatMoney(m, locale);

  if (!orderId) return <Alert type="error" showIcon message={t('train.refund.noOrder')} />;
  if (order.isLoading) return <Skeleton active />;
  if (order.isError || !order.data) return <Alert type="error" showIcon message={isApiError(order.error) ? order.error.description : t('errors.unexpected')} />;

  const d = order.data;
  const orderPath = `/train/orders/${encodeURIComponent(orderId)}`;
  const refundable = d.tripList.flatMap((trip) =>
    trip.ticketList
      .filter((ticket) => ticket.canRefund)
      .map((ticket) => ({ trip, ticket, passenger: trip.passengerList.find((p) => p.passengerIndex === ticket.passengerIndex) })),
  );
  if (refundable.length === 0) {
    return (
      <Result
        status="info"
        title={t('train.refund.nothingRefundable')}
        data-testid="refund-nothing"
        extra={
          <Link to={orderPath}>
            <Button type="primary">{t('train.refund.backToOrder')}</Button>
          </Link>
        }
      />
    );
  }

  // The quote shown belongs to the current choice only once it is no longer the previous choice's placeholder.
  const q = quote.data && !quote.isPlaceholderData && ticketIds.length > 0 ? quote.data : null;
  const shown = ticketIds.length > 0 ? quote.data : undefined;
  const left = q ? quoteHoldLeft(q.expireSeconds, q.receivedAt, now) : null;
  const lineOf = (ticketId: string) => shown?.ticketList.find((l) => l.ticketId === ticketId);

  const toggle = (ticketId: string, on: boolean) => {
    setRequoted(false);
    setError(null);
    setChosen((list) => (on ? [...list, ticketId] : list.filter((x) => x !== ticketId)));
  };

  const requote = async () => {
    setError(null);
    await quote.refetch();
  };

  const submit = async (values: ReasonForm) => {
    if (!q || !values.reason) return;
    setError(null);
    setSubmitting(true);
    key.current ??= uuid();
    try {
      const out = await callApi(
        refundSubmitCall,
        {
          orderId,
          quotationId: q.quotationId,
          ticketIdList: ticketIds,
          reason: composeReason(values.reason, t(`train.refund.reasons.${values.reason}`), values.reasonText),
          remark: values.remark?.trim() || undefined,
        },
        { idempotencyKey: key.current },
      );
      key.current = null;
      await queryClient.invalidateQueries({ queryKey: ['train', 'order', orderId] });
      await queryClient.invalidateQueries({ queryKey: ['train', 'refund-history', orderId] });
      navigate(`/train/refund/detail?${new URLSearchParams({ orderId, refundId: out.refundId }).toString()}`);
    } catch (e) {
      if (isApiError(e) && !e.isClientSide) key.current = null;
      if (isApiError(e) && REQUOTE_CODES.includes(e.resultCode)) {
        setRequoted(true);
        void message.warning(t('train.refund.requoted'));
        await quote.refetch();
      } else {
        setError(isApiError(e) ? e.description || e.resultCode : String(e));
      }
    } finally {
      setSubmitting(false);
    }
  };

  const expired = left !== null && left <= 0;
  return (
    <div className="train-refund" data-testid="refund-apply-page">
      <Space style={{ marginBottom: 12 }} wrap>
        <Link to={orderPath} data-testid="refund-back-to-order">
          {t('train.refund.backToOrder')}
        </Link>
      </Space>
      {fromChange && <Alert style={{ marginBottom: 12 }} type="info" showIcon data-testid="refund-from-change" message={t('train.refund.fromChange')} />}

      <Card size="small" style={{ marginBottom: 12 }} title={t('train.refund.applyTitle')}>
        <Typography.Paragraph type="secondary">{t('train.refund.chooseTickets')}</Typography.Paragraph>
        <div className="refund-tickets">
          {refundable.map(({ trip, ticket, passenger }) => {
            const selected = ticketIds.includes(ticket.ticketId);
            const line = selected ? lineOf(ticket.ticketId) : undefined;
            return (
              <div key={ticket.ticketId} className={`refund-ticket${selected ? ' refund-ticket--selected' : ''}`} data-testid="refund-ticket" data-ticket-id={ticket.ticketId} data-selected={selected ? 'true' : 'false'}>
                <Checkbox checked={selected} onChange={(e) => toggle(ticket.ticketId, e.target.checked)} data-testid="refund-ticket-check">
                  <Typography.Text strong data-testid="refund-ticket-passenger">
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
                  <span>{t('train.refund.ticketPrice')}: {money(ticket.ticketPrice)}</span>
                </div>
                {line && (
                  <div className={`refund-ticket__quote${quote.isPlaceholderData ? ' refund-stale' : ''}`} data-testid="refund-ticket-quote" data-rule={line.rule} data-rate={line.rate}>
                    <RefundRuleText rule={line.rule} rate={line.rate} hoursBefore={line.hoursBefore} />
                    <span>
                      {t('train.refund.fee')}: <span data-testid="refund-ticket-fee">{money(line.refundFee)}</span>
                    </span>
                    <span>
                      {t('train.refund.refundAmount')}:{' '}
                      <Typography.Text strong data-testid="refund-ticket-amount">
                        {money(line.refundAmount)}
                      </Typography.Text>
                    </span>
                  </div>
                )}
              </div>
            );
          })}
        </div>
      </Card>

      <Card size="small" style={{ marginBottom: 12 }} title={t('train.refund.quoteTitle')} data-testid="refund-quote" data-state={ticketIds.length === 0 ? 'empty' : q ? 'ready' : quote.isError ? 'error' : 'loading'}>
        {ticketIds.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('train.refund.chooseFirst')} />
        ) : quote.isError ? (
          <Alert
            type="error"
            showIcon
            data-testid="refund-quote-error"
            message={isApiError(quote.error) ? quote.error.description || quote.error.resultCode : t('errors.unexpected')}
            action={
              <Button size="small" icon={<ReloadOutlined />} onClick={() => void requote()}>
                {t('common.retry')}
              </Button>
            }
          />
        ) : !shown ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : (
          <>
            {requoted && <Alert style={{ marginBottom: 12 }} type="warning" showIcon data-testid="refund-requoted" message={t('train.refund.requoted')} />}
            <Descriptions size="small" column={{ xs: 1, sm: 2 }} className={quote.isFetching ? 'refund-stale' : undefined}>
              <Descriptions.Item label={t('train.refund.totalTicketPrice')}>
                <span data-testid="refund-total-ticket">{money(shown.receivablePrice.refundTicketPrice)}</span>
              </Descriptions.Item>
              <Descriptions.Item label={t('train.refund.totalFee')}>
                <span data-testid="refund-total-fee">{money(shown.receivablePrice.refundFee)}</span>
              </Descriptions.Item>
              <Descriptions.Item label={t('train.refund.serviceFee')}>
                <span data-testid="refund-total-service">{money(shown.receivablePrice.refundServiceFee)}</span>
              </Descriptions.Item>
              <Descriptions.Item label={t('train.refund.totalRefund')}>
                <Typography.Text strong style={{ fontSize: 16 }} data-testid="refund-total">
                  {money(shown.receivablePrice.totalRefundPrice)}
                </Typography.Text>
              </Descriptions.Item>
            </Descriptions>
            <Space wrap style={{ marginTop: 8 }}>
              {left !== null && (
                <Tag color={expired ? 'red' : left < 60 ? 'orange' : 'blue'} data-testid="refund-quote-countdown" data-expired={expired ? 'true' : 'false'} data-left={left}>
                  {expired ? t('train.refund.quoteExpired') : t('train.refund.quoteValid', { time: clock(left) })}
                </Tag>
              )}
              <Button size="small" icon={<ReloadOutlined />} loading={quote.isFetching} onClick={() => void requote()} data-testid="refund-requote">
                {t('train.refund.newQuote')}
              </Button>
            </Space>
          </>
        )}
      </Card>

      <Card size="small" title={t('train.refund.reasonTitle')}>
        <Form<ReasonForm> form={form} layout="vertical" onFinish={(v) => void submit(v)} initialValues={{ reason: fromChange ? 'CHANGE_FAILED' : undefined }} requiredMark>
          <Form.Item name="reason" label={t('train.refund.reason')} rules={[{ required: true, message: t('server:validation.required') }]}>
            <Select<RefundReason>
              data-testid="refund-reason"
              placeholder={t('common.select')}
              options={REFUND_REASONS.map((r) => ({ value: r, label: t(`train.refund.reasons.${r}`) }))}
            />
          </Form.Item>
          <Form.Item
            name="reasonText"
            label={reason === 'OTHER' ? t('train.refund.reasonOther') : t('train.refund.reasonDetail')}
            rules={[{ required: reason === 'OTHER', whitespace: true, message: t('server:validation.required') }]}
          >
            <Input maxLength={REASON_TEXT_MAX} showCount data-testid="refund-reason-text" />
          </Form.Item>
          <Form.Item name="remark" label={t('train.refund.remark')}>
            <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 5 }} data-testid="refund-remark" />
          </Form.Item>
          <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
            {t('train.refund.fixedNote')}
          </Typography.Paragraph>
          {error && <Alert style={{ marginBottom: 12 }} type="error" showIcon data-testid="refund-error" message={error} />}
          <Button type="primary" size="large" block htmlType="submit" loading={submitting} disabled={!q || quote.isFetching} data-testid="refund-submit">
            {q ? t('train.refund.submitAmount', { amount: money(q.receivablePrice.totalRefundPrice) }) : t('train.refund.submit')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
