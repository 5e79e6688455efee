import { useEffect, useState } from 'react';
import { Alert, App, Modal, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { waitlistLimitTimeModifyCall } from '@travel/contracts/train/rush';
import { callApi } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { useFormat } from '../../../lib/use-format';
import { RushDeadlineChoices } from './rush-deadline-card';
import { useRushLimitTimes } from './rush-queries';

/** "Modify time limit": the deadlines the waiting order may move to (train/waitlist/limit_time/list), one picked and saved. */
export function RushLimitTimeModal(props: { orderId: string; open: boolean; onClose: () => void; onSaved: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const { message } = App.useApp();
  const list = useRushLimitTimes(props.open ? props.orderId : null);
  const [value, setValue] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const current = list.data?.limitTime ?? null;
  useEffect(() => {
    if (props.open) setError(null);
    if (props.open && list.data) setValue(list.data.limitTimeList.find((c) => Date.parse(c.limitTime) === Date.parse(list.data.limitTime))?.limitTime ?? null);
  }, [props.open, list.data]);

  const save = async () => {
    if (!value) return;
    setSaving(true);
    try {
      const out = await callApi(waitlistLimitTimeModifyCall, { orderId: props.orderId, limitTime: value });
      await props.onSaved();
      void message.success(t('train.rush.limitTimeSaved', { time: fmt.railDateTime(out.limitTime) }));
      props.onClose();
    } catch (e) {
      setError(isApiError(e) ? e.description : t('errors.unexpected'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={props.open}
      onCancel={props.onClose}
      onOk={() => void save()}
      okText={t('common.save')}
      okButtonProps={{ disabled: !value || (current !== null && Date.parse(value) === Date.parse(current)), loading: saving, ...({ 'data-testid': 'rush-limit-save' } as Record<string, string>) }}
      title={t('train.rush.modifyLimitTime')}
      destroyOnHidden
      data-testid="rush-limit-modal"
    >
      {list.isLoading && <Skeleton active />}
      {current && <Typography.Paragraph type="secondary">{t('train.rush.currentDeadline', { time: fmt.railDateTime(current) })}</Typography.Paragraph>}
      {list.data && <RushDeadlineChoices list={list.data.limitTimeList} value={value} onChange={setValue} testId="rush-limit-choices" />}
      {(error ?? list.error) && <Alert style={{ marginTop: 12 }} type="error" showIcon message={error ?? (isApiError(list.error) ? list.error.description : t('errors.unexpected'))} data-testid="rush-limit-error" />}
    </Modal>
  );
}
