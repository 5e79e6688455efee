import { useState } from 'react';
import { Alert, App, Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { offlinePreConfirmCall, offlineRefundCall } from '@travel/contracts/train/offline';
import { callApi, type BackOfficeScope } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { formatMoney } from '../../../lib/format';
import { useLocale } from '../../../lib/locale-provider';
import { OfflineTicketPicker, type OfflineTicket } from './offline-ticket-picker';
import { refundAmountProblem, yuanToFen } from './offline-form';

/** Offline refund information supplement (spec 2): passengers, refund fee and the amount refunded, checked before it is recorded. */
export function OfflineRefundForm({ orderId, tickets, scope, onDone }: { orderId: string; tickets: readonly OfflineTicket[]; scope: BackOfficeScope; onDone: () => void }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { message } = App.useApp();
  const [chosen, setChosen] = useState<string[]>([]);
  const [fee, setFee] = useState('');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [checked, setChecked] = useState<string | null>(null);
  const picked = tickets.filter((x) => chosen.includes(x.ticketId));
  const suggested = picked.reduce((s, x) => s + (x.suggestedRefundFee?.amount ?? 0), 0);
  const problem = refundAmountProblem(picked.map((x) => x.ticketPrice.amount), yuanToFen(fee), yuanToFen(amount)) ?? (reason.trim() ? null : 'reasonRequired');
  const input = () => ({ orderId, ticketIdList: chosen, refundFee: yuanToFen(fee)!, refundAmount: yuanToFen(amount)!, reason: reason.trim() });
  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    try {
      await fn();
    } catch (e) {
      void message.error(t('train.offline.refundFailed', { reason: isApiError(e) ? e.description : String(e) }));
    } finally {
      setBusy(false);
    }
  };
  const check = () => run(async () => {
    const r = await callApi(offlinePreConfirmCall, input(), { backOffice: scope });
    setChecked(t('train.offline.refundFigures', { price: formatMoney(r.refundTicketPrice, locale), fee: formatMoney(r.refundFee, locale), total: formatMoney(r.totalRefundPrice, locale) }));
  });
  const submit = () => run(async () => {
    await callApi(offlineRefundCall, input(), { backOffice: scope });
    void message.success(t('train.offline.refundAdded'));
    setChosen([]);
    setChecked(null);
    onDone();
  });
  return (
    <Form layout="vertical" component="div" data-testid="offline-refund-form">
      <Form.Item label={t('train.offline.passengers')}>
        <OfflineTicketPicker tickets={tickets} eligible={(x) => x.canRefund} value={chosen} onChange={setChosen} testId="offline-refund-tickets" />
      </Form.Item>
      <Space wrap align="start">
        <Form.Item label={t('train.offline.refundFee')} extra={picked.length > 0 ? t('train.offline.suggestedFee', { fee: formatMoney({ amount: suggested, currency: 'CNY' }, locale) }) : undefined}>
          <Input inputMode="decimal" value={fee} onChange={(e) => setFee(e.target.value)} data-testid="offline-refund-fee" style={{ maxWidth: 200 }} />
        </Form.Item>
        <Form.Item label={t('train.offline.refundAmount')}>
          <Input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} data-testid="offline-refund-amount" style={{ maxWidth: 200 }} />
        </Form.Item>
      </Space>
      <Form.Item label={t('train.offline.reason')}>
        <Input.TextArea maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} data-testid="offline-refund-reason" />
      </Form.Item>
      {problem && (chosen.length > 0 || fee || amount) && <Alert type="warning" showIcon style={{ marginBottom: 8 }} data-testid="offline-refund-problem" message={t(`train.offline.problem.${problem}`)} />}
      {checked && <Alert type="info" showIcon style={{ marginBottom: 8 }} data-testid="offline-refund-checked" message={checked} />}
      <Space wrap>
        <Button disabled={problem !== null} loading={busy} onClick={() => void check()} data-testid="offline-refund-check">
          {t('train.offline.check')}
        </Button>
        <Button type="primary" disabled={problem !== null} loading={busy} onClick={() => void submit()} data-testid="offline-refund-submit">
          {t('train.offline.submitRefund')}
        </Button>
      </Space>
    </Form>
  );
}
