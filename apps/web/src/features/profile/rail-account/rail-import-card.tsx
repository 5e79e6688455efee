import { useState } from 'react';
import { Alert, App, Button, Card, Form, Input, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { orderImportCall, orderImportSyncCall } from '@travel/contracts/train/order-import';
import { callApi } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { applyIssues, clearIssues, issuesFromServer, issuesFromZod } from '../../../lib/form-issues';
import { uuid } from '../../../lib/uuid';

type Values = { eOrderNo?: string; idNumber?: string };
const FIELDS = ['eOrderNo', 'idNumber'] as const;

/**
 * Tickets bought at the railway itself into the platform's order list: all of the logged-in account's orders (sync),
 * or one order by its number and a passenger's id number (any account's).
 */
export function RailImportCard(props: { loggedIn: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [syncing, setSyncing] = useState(false);
  const [importing, setImporting] = useState(false);
  const [result, setResult] = useState<{ kind: 'success' | 'info'; text: string; orderId?: string } | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const refreshOrders = () => {
    void queryClient.invalidateQueries({ queryKey: ['order-center'] });
    void queryClient.invalidateQueries({ queryKey: ['train', 'orders'] });
  };

  const sync = async () => {
    setSyncing(true);
    setResult(null);
    try {
      const out = await callApi(orderImportSyncCall, {}, { idempotencyKey: uuid() });
      refreshOrders();
      const parts = [out.importedList.length > 0 ? t('train.imported.synced', { count: out.importedList.length }) : t('train.imported.nothingNew', { count: out.alreadyImportedCount })];
      if (out.skippedCount > 0) parts.push(t('train.imported.skipped', { count: out.skippedCount }));
      const text = parts.join(' ');
      setResult({ kind: out.importedList.length > 0 ? 'success' : 'info', text, orderId: out.importedList[0]?.orderId });
    } catch (e) {
      void message.error(isApiError(e) ? e.description : t('errors.unexpected'));
    } finally {
      setSyncing(false);
    }
  };

  const importOne = async () => {
    setErrors([]);
    setResult(null);
    clearIssues(form);
    const values = form.getFieldsValue(true) as Values;
    const parsed = orderImportCall.input.safeParse({ eOrderNo: values.eOrderNo ?? '', idNumber: values.idNumber ?? '' });
    if (!parsed.success) return setErrors(applyIssues(form, issuesFromZod(t, parsed.error), (p) => FIELDS.includes(p[0] as (typeof FIELDS)[number])));
    setImporting(true);
    try {
      const out = await callApi(orderImportCall, parsed.data, { idempotencyKey: uuid() });
      refreshOrders();
      form.resetFields();
      setResult({ kind: out.alreadyImported ? 'info' : 'success', text: out.alreadyImported ? t('train.imported.already', { no: out.eOrderNo }) : t('train.imported.importedOne', { no: out.eOrderNo }), orderId: out.orderId });
    } catch (e) {
      if (isApiError(e) && e.issues.length > 0) setErrors(applyIssues(form, issuesFromServer(t, e.issues), (p) => FIELDS.includes(String(p[0]) as (typeof FIELDS)[number])));
      else setErrors([isApiError(e) ? e.description || e.resultCode : t('errors.unexpected')]);
    } finally {
      setImporting(false);
    }
  };

  return (
    <Card title={t('train.imported.title')} data-testid="rail-import">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('train.imported.intro')}
        </Typography.Paragraph>
        {props.loggedIn && (
          <Button type="primary" loading={syncing} onClick={() => void sync()} data-testid="rail-import-sync">
            {t('train.imported.sync')}
          </Button>
        )}
        {result && (
          <Alert
            type={result.kind}
            showIcon
            data-testid="rail-import-result"
            message={result.text}
            action={result.orderId ? <Link to={`/train/orders/${result.orderId}`}>{t('train.imported.open')}</Link> : undefined}
          />
        )}
        <Typography.Text strong>{t('train.imported.byNumber')}</Typography.Text>
        <Form form={form} layout="vertical" onFinish={() => void importOne()} requiredMark={false} data-testid="rail-import-form">
          <Form.Item name="eOrderNo" label={t('train.imported.eOrderNo')} extra={t('train.imported.eOrderNoHint')} required>
            <Input autoComplete="off" placeholder="E123456789" maxLength={10} data-testid="rail-import-eorderno" />
          </Form.Item>
          <Form.Item name="idNumber" label={t('train.imported.idNumber')} required>
            <Input autoComplete="off" data-testid="rail-import-idnumber" />
          </Form.Item>
          {errors.map((m) => (
            <Alert key={m} type="error" showIcon message={m} style={{ marginBottom: 12 }} data-testid="rail-import-error" />
          ))}
          <Button htmlType="submit" loading={importing} data-testid="rail-import-submit">
            {t('train.imported.import')}
          </Button>
        </Form>
      </Space>
    </Card>
  );
}
