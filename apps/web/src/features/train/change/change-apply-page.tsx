import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Card, Form, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Money } from '@travel/contracts/platform/envelope';
import type { TrainSeatClass } from '@travel/contracts/policy/enums';
import { CHANGE_REASON_CODES, changeSubmitCall } from '@travel/contracts/train/change';
import type { TrainTrip } from '@travel/contracts/train/search';
import { useLocale } from '../../../lib/locale-provider';
import { callApi } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { formatMoney } from '../../../lib/format';
import { useNow } from '../../../lib/use-now';
import { useTrainOrder } from '../booking/booking-queries';
import { quoteHoldLeft, selectionKey } from '../after-sale/after-sale-logic';
import { AfterSalePage, NothingToApplyFor } from '../after-sale/after-sale-page';
import { AfterSaleReasonFields, type AfterSaleReasonValues } from '../after-sale/after-sale-reason-fields';
import { AfterSaleTicketRow } from '../after-sale/after-sale-ticket-row';
import { useQuotedSubmit } from '../after-sale/use-quoted-submit';
import { changeableTickets, changeTripOf, fareOf, settlementOf } from './change-logic';
import { useChangeQuote, type ChangePick } from './change-queries';
import { ChangeQuoteCard } from './change-quote-card';
import { ChangeSearchPanel } from './change-search-panel';
import { useRefundInstead } from './use-refund-instead';
import '../train.css';
import './change.css';

type ReasonForm = AfterSaleReasonValues<(typeof CHANGE_REASON_CODES)[number]>;

/**
 * Change apply: the order's changeable tickets of one trip, the new train searched on a date (other stations of the same
 * cities allowed), a seat class picked, verified and quoted (fees, the difference labelled by its sign, what is paid or
 * refunded, the quote's countdown), the reason; submitting opens the change's detail to confirm it.
 * A change the rules refuse with ItrainResouce.1335 offers the refund hand-off instead.
 */
export function ChangeApplyPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const order = useTrainOrder(orderId, () => false);
  const [chosen, setChosen] = useState<string[]>([]);
  const ticketIds = useMemo(() => selectionKey(chosen), [chosen]);
  const [pick, setPick] = useState<ChangePick | null>(null);
  const quote = useChangeQuote(orderId, ticketIds, pick);
  const [form] = Form.useForm<ReasonForm>();
  const now = useNow(1000);
  const refundInstead = useRefundInstead(orderId);
  const sending = useQuotedSubmit({ kind: 'change', orderId, refetch: () => quote.refetch(), otherError: refundInstead });
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
  const changeable = changeableTickets(d);
  if (changeable.length === 0) return <NothingToApplyFor orderId={orderId} title={t('train.change.nothingChangeable')} testId="change-nothing" />;

  // The trip of the chosen tickets (one trip per change); before a choice, the first trip with a changeable ticket.
  const chosenTrip = changeable.find((c) => ticketIds.includes(c.ticket.ticketId))?.trip ?? changeable[0]!.trip;
  const q = quote.data && !quote.isPlaceholderData && ticketIds.length > 0 && pick ? quote.data : null;
  const shown = ticketIds.length > 0 && pick ? quote.data : undefined;
  const left = q ? quoteHoldLeft(q.expireSeconds, q.receivedAt, now) : null;
  const quoteState = !pick || ticketIds.length === 0 ? 'empty' : quote.isError ? 'error' : q ? 'ready' : 'loading';

  const toggle = (ticketId: string, on: boolean) => {
    sending.reset();
    // A first ticket of another trip: the train picked for the previous trip no longer applies.
    const trip = changeable.find((c) => c.ticket.ticketId === ticketId)?.trip;
    if (on && ticketIds.length === 0 && trip && trip.tripIndex !== chosenTrip.tripIndex) setPick(null);
    setChosen((list) => (on ? [...list, ticketId] : list.filter((x) => x !== ticketId)));
  };
  const onPick = (trip: TrainTrip, seatClass: TrainSeatClass) => {
    sending.reset();
    setPick({ trip: changeTripOf(trip, seatClass), price: fareOf(trip, seatClass) });
  };

  const submit = ({ reason, reasonText, remark }: ReasonForm) => {
    if (!q || !pick || !reason) return;
    void sending.submit(async (idempotencyKey) => {
      const out = await callApi(
        changeSubmitCall,
        {
          orderId,
          quotationId: q.quotationId,
          ticketIdList: ticketIds,
          trip: pick.trip,
          // The code, not its words: each reader sees the reason in their own language.
          reasonCode: reason,
          reason: reasonText?.trim() || undefined,
          remark: remark?.trim() || undefined,
        },
        { idempotencyKey },
      );
      return out.changeId;
    });
  };

  const settlement = q ? settlementOf(q.receivablePrice) : null;
  return (
    <AfterSalePage kind="change" page="apply" orderId={orderId}>
      <Card size="small" style={{ marginBottom: 12 }} title={t('train.change.applyTitle')}>
        <Typography.Paragraph type="secondary">{t('train.change.chooseTickets')}</Typography.Paragraph>
        <div className="after-sale-tickets">
          {changeable.map(({ trip, ticket, passenger }) => {
            const otherTrip = ticketIds.length > 0 && trip.tripIndex !== chosenTrip.tripIndex;
            return (
              <AfterSaleTicketRow
                key={ticket.ticketId}
                kind="change"
                trip={trip}
                ticket={ticket}
                passengerName={passenger?.name ?? ''}
                selected={ticketIds.includes(ticket.ticketId)}
                disabled={otherTrip}
                onToggle={(on) => toggle(ticket.ticketId, on)}
                data-price={ticket.ticketPrice.amount}
              >
                {otherTrip && <Typography.Text type="secondary" style={{ fontSize: 12, paddingInlineStart: 24 }}>{t('train.change.oneTrip')}</Typography.Text>}
              </AfterSaleTicketRow>
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
        requoted={sending.requoted}
        fetching={quote.isFetching}
        onRequote={() => void sending.requote()}
      />

      <Card size="small" title={t('train.change.reasonTitle')}>
        <Form<ReasonForm> form={form} layout="vertical" onFinish={submit} requiredMark>
          <AfterSaleReasonFields kind="change" reasons={CHANGE_REASON_CODES} />
          <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
            {t('train.change.confirmNote')}
          </Typography.Paragraph>
          {sending.error && <Alert style={{ marginBottom: 12 }} type="error" showIcon data-testid="change-error" message={sending.error} />}
          <Button type="primary" size="large" block htmlType="submit" loading={sending.submitting} disabled={!q || quote.isFetching} data-testid="change-submit">
            {settlement && settlement.kind !== 'NONE'
              ? t(settlement.kind === 'PAY' ? 'train.change.submitPay' : 'train.change.submitRefund', { amount: money(settlement.amount) })
              : t('train.change.submit')}
          </Button>
        </Form>
      </Card>
    </AfterSalePage>
  );
}
