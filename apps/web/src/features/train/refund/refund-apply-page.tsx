import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Card, Descriptions, Empty, Form, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Money } from '@travel/contracts/platform/envelope';
import { REFUND_REASON_CODES, refundSubmitCall } from '@travel/contracts/train/refund';
import { useLocale } from '../../../lib/locale-provider';
import { callApi } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { formatMoney } from '../../../lib/format';
import { useNow } from '../../../lib/use-now';
import { useTrainOrder } from '../booking/booking-queries';
import { quoteHoldLeft, selectionKey, ticketsWhere } from '../after-sale/after-sale-logic';
import { AfterSalePage, NothingToApplyFor } from '../after-sale/after-sale-page';
import { QuoteCountdown, QuoteError } from '../after-sale/after-sale-quote';
import { AfterSaleReasonFields, type AfterSaleReasonValues } from '../after-sale/after-sale-reason-fields';
import { AfterSaleTicketRow } from '../after-sale/after-sale-ticket-row';
import { useQuotedSubmit } from '../after-sale/use-quoted-submit';
import { useRefundQuote } from './refund-queries';
import { RefundRuleText } from './refund-rule-text';
import '../train.css';
import './refund.css';

type ReasonForm = AfterSaleReasonValues<(typeof REFUND_REASON_CODES)[number]>;

/**
 * Refund apply: the order's refundable tickets to choose from, a quote on every change of the choice (rule, fee and
 * refund per ticket, totals, the quote's countdown), the reason and a remark; submitting opens the refund's detail.
 * Reached from the order (`?orderId=`) or from a change that was not possible (`&fromChangeApply=1`).
 */
export function RefundApplyPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const fromChange = params.get('fromChangeApply') === '1';
  const order = useTrainOrder(orderId, () => false);
  const [chosen, setChosen] = useState<string[]>([]);
  const ticketIds = useMemo(() => selectionKey(chosen), [chosen]);
  const quote = useRefundQuote(orderId, ticketIds);
  const [form] = Form.useForm<ReasonForm>();
  const sending = useQuotedSubmit({ kind: 'refund', orderId, refetch: () => quote.refetch() });
  const now = useNow(1000);
  const money = (m: Money) => formatMoney(m, locale);

  if (!orderId) return <Alert type="error" showIcon message={t('train.refund.noOrder')} />;
  if (order.isLoading) return <Skeleton active />;
  if (order.isError || !order.data) return <Alert type="error" showIcon message={isApiError(order.error) ? order.error.description : t('errors.unexpected')} />;

  const refundable = ticketsWhere(order.data, (ticket) => ticket.canRefund);
  if (refundable.length === 0) return <NothingToApplyFor orderId={orderId} title={t('train.refund.nothingRefundable')} testId="refund-nothing" />;

  // The quote shown belongs to the current choice only once it is no longer the previous choice's placeholder.
  const q = quote.data && !quote.isPlaceholderData && ticketIds.length > 0 ? quote.data : null;
  const shown = ticketIds.length > 0 ? quote.data : undefined;
  const left = q ? quoteHoldLeft(q.expireSeconds, q.receivedAt, now) : null;
  const lineOf = (ticketId: string) => shown?.ticketList.find((l) => l.ticketId === ticketId);

  const toggle = (ticketId: string, on: boolean) => {
    sending.reset();
    setChosen((list) => (on ? [...list, ticketId] : list.filter((x) => x !== ticketId)));
  };

  const submit = ({ reason, reasonText, remark }: ReasonForm) => {
    if (!q || !reason) return;
    void sending.submit(async (idempotencyKey) => {
      const out = await callApi(
        refundSubmitCall,
        {
          orderId,
          quotationId: q.quotationId,
          ticketIdList: ticketIds,
          // The code, not its words: each reader sees the reason in their own language.
          reasonCode: reason,
          reason: reasonText?.trim() || undefined,
          remark: remark?.trim() || undefined,
        },
        { idempotencyKey },
      );
      return out.refundId;
    });
  };

  return (
    <AfterSalePage kind="refund" page="apply" orderId={orderId}>
      {fromChange && <Alert style={{ marginBottom: 12 }} type="info" showIcon data-testid="refund-from-change" message={t('train.refund.fromChange')} />}

      <Card size="small" style={{ marginBottom: 12 }} title={t('train.refund.applyTitle')}>
        <Typography.Paragraph type="secondary">{t('train.refund.chooseTickets')}</Typography.Paragraph>
        <div className="after-sale-tickets">
          {refundable.map(({ trip, ticket, passenger }) => {
            const selected = ticketIds.includes(ticket.ticketId);
            const line = selected ? lineOf(ticket.ticketId) : undefined;
            return (
              <AfterSaleTicketRow key={ticket.ticketId} kind="refund" trip={trip} ticket={ticket} passengerName={passenger?.name ?? ''} selected={selected} onToggle={(on) => toggle(ticket.ticketId, on)}>
                {line && (
                  <div className={`after-sale-ticket__line refund-ticket__quote${quote.isPlaceholderData ? ' after-sale-stale' : ''}`} data-testid="refund-ticket-quote" data-rule={line.rule} data-rate={line.rate}>
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
              </AfterSaleTicketRow>
            );
          })}
        </div>
      </Card>

      <Card size="small" style={{ marginBottom: 12 }} title={t('train.refund.quoteTitle')} data-testid="refund-quote" data-state={ticketIds.length === 0 ? 'empty' : q ? 'ready' : quote.isError ? 'error' : 'loading'}>
        {ticketIds.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('train.refund.chooseFirst')} />
        ) : quote.isError ? (
          <QuoteError kind="refund" error={quote.error} onRetry={() => void sending.requote()} />
        ) : !shown ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : (
          <>
            {sending.requoted && <Alert style={{ marginBottom: 12 }} type="warning" showIcon data-testid="refund-requoted" message={t('train.refund.requoted')} />}
            <Descriptions size="small" column={{ xs: 1, sm: 2 }} className={quote.isFetching ? 'after-sale-stale' : undefined}>
              <Descriptions.Item label={t('train.refund.totalTicketPrice')}>
                <span data-testid="refund-total-ticket">{money(shown.receivablePrice.refundTicketPrice)}</span>
              </Descriptions.Item>
              <Descriptions.Item label={t('train.refund.totalFee')}>
                <span data-testid="refund-total-fee">{money(shown.receivablePrice.refundFee)}</span>
              </Descriptions.Item>
              <Descriptions.Item label={t('train.refund.serviceFee')}>
                <span data-testid="refund-total-service">{money(shown.receivablePrice.refundServiceFee)}</span>
              </Descriptions.Item>
              {shown.receivablePrice.refundInsurancePrice.amount > 0 && (
                <Descriptions.Item label={t('train.refund.insuranceBack')}>
                  <span data-testid="refund-total-insurance">{money(shown.receivablePrice.refundInsurancePrice)}</span>
                </Descriptions.Item>
              )}
              <Descriptions.Item label={t('train.refund.totalRefund')}>
                <Typography.Text strong style={{ fontSize: 16 }} data-testid="refund-total">
                  {money(shown.receivablePrice.totalRefundPrice)}
                </Typography.Text>
              </Descriptions.Item>
            </Descriptions>
            <QuoteCountdown kind="refund" secondsLeft={left} fetching={quote.isFetching} onRequote={() => void sending.requote()} />
          </>
        )}
      </Card>

      <Card size="small" title={t('train.refund.reasonTitle')}>
        <Form<ReasonForm> form={form} layout="vertical" onFinish={submit} initialValues={{ reason: fromChange ? 'CHANGE_FAILED' : undefined }} requiredMark>
          <AfterSaleReasonFields kind="refund" reasons={REFUND_REASON_CODES} />
          <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
            {t('train.refund.fixedNote')}
          </Typography.Paragraph>
          {sending.error && <Alert style={{ marginBottom: 12 }} type="error" showIcon data-testid="refund-error" message={sending.error} />}
          <Button type="primary" size="large" block htmlType="submit" loading={sending.submitting} disabled={!q || quote.isFetching} data-testid="refund-submit">
            {q ? t('train.refund.submitAmount', { amount: money(q.receivablePrice.totalRefundPrice) }) : t('train.refund.submit')}
          </Button>
        </Form>
      </Card>
    </AfterSalePage>
  );
}
