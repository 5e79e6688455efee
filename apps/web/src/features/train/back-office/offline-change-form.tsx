import { useState } from 'react';
import { Alert, App, Button, Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { TRAIN_SEAT_CLASSES, type TrainSeatClass } from '@travel/contracts/policy/enums';
import { offlineChangeCall } from '@travel/contracts/train/offline';
import { callApi, type BackOfficeScope } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { OfflineTicketPicker, type OfflineTicket } from './offline-ticket-picker';
import { changeProblem, yuanToFen } from './offline-form';

type Draft = { trainNo: string; departureDate: string; fromStationCode: string; toStationCode: string; seatClass: TrainSeatClass; coachNo: string; seatNo: string; changeFee: string; reason: string };

/** Offline change information supplement (spec 2): train number, date, stations, seat class, seat number and change fee. */
export function OfflineChangeForm({ orderId, tickets, scope, onDone }: { orderId: string; tickets: readonly OfflineTicket[]; scope: BackOfficeScope; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const empty: Draft = { trainNo: '', departureDate: '', fromStationCode: '', toStationCode: '', seatClass: 'SECOND', coachNo: '', seatNo: '', changeFee: '', reason: '' };
  const [d, setD] = useState<Draft>(empty);
  const set = (k: keyof Draft) => (e: { target: { value: string } }) => setD({ ...d, [k]: e.target.value });
  const choose = (ids: string[]) => {
    setChosen(ids);
    // The stations of the first ticket chosen, as a start: a change keeps the stations unless the station changed them.
    const first = tickets.find((x) => x.ticketId === ids[0]);
    if (first && !d.fromStationCode && !d.toStationCode) setD({ ...d, fromStationCode: first.fromStationCode, toStationCode: first.toStationCode });
  };
  const fee = yuanToFen(d.changeFee);
  const problem = changeProblem({ ...d, tickets: chosen.length });
  const touched = chosen.length > 0 || Boolean(d.trainNo || d.departureDate || d.seatNo || d.changeFee || d.reason);
  const submit = async () => {
    setBusy(true);
    try {
      await callApi(
        offlineChangeCall,
        { orderId, ticketIdList: chosen, trainNo: d.trainNo.trim().toUpperCase(), departureDate: d.departureDate.trim(), fromStationCode: d.fromStationCode.trim().toUpperCase(), toStationCode: d.toStationCode.trim().toUpperCase(), seatClass: d.seatClass, ...(d.coachNo.trim() ? { coachNo: d.coachNo.trim() } : {}), seatNo: d.seatNo.trim(), changeFee: fee!, reason: d.reason.trim() },
        { backOffice: scope },
      );
      void message.success(t('train.offline.changeAdded'));
      // Recorded: the form starts over for the next supplement.
      setChosen([]);
      setD(empty);
      onDone();
    } catch (e) {
      void message.error(t('train.offline.changeFailed', { reason: isApiError(e) ? e.description : String(e) }));
    } finally {
      setBusy(false);
    }
  };
  const field = (k: keyof Draft, label: string, width = 160) => (
    <Form.Item label={label} style={{ marginBottom: 8 }}>
      <Input value={d[k]} onChange={set(k)} data-testid={`offline-change-${k}`} style={{ width, maxWidth: '100%' }} />
    </Form.Item>
  );
  return (
    <Form layout="vertical" component="div" data-testid="offline-change-form">
      <Form.Item label={t('train.offline.passengers')}>
        <OfflineTicketPicker tickets={tickets} eligible={(x) => x.ticketStatus === 'ISSUED'} value={chosen} onChange={choose} testId="offline-change-tickets" />
      </Form.Item>
      <Space wrap align="start">
        {field('trainNo', t('train.offline.trainNo'), 120)}
        {field('departureDate', t('train.offline.date'), 140)}
        {field('fromStationCode', t('train.offline.fromStation'), 100)}
        {field('toStationCode', t('train.offline.toStation'), 100)}
        <Form.Item label={t('train.offline.seatClass')} style={{ marginBottom: 8 }}>
          <Select value={d.seatClass} onChange={(seatClass: TrainSeatClass) => setD({ ...d, seatClass })} data-testid="offline-change-seatClass" style={{ width: 160 }} options={Object.keys(TRAIN_SEAT_CLASSES).map((k) => ({ value: k, label: t(`policy.seatClass.${k}`) }))} />
        </Form.Item>
        {field('coachNo', t('train.offline.coachNo'), 80)}
        {field('seatNo', t('train.offline.seatNo'), 100)}
        {field('changeFee', t('train.offline.changeFee'), 120)}
      </Space>
      <Form.Item label={t('train.offline.reason')}>
        <Input.TextArea maxLength={200} value={d.reason} onChange={set('reason')} data-testid="offline-change-reason" />
      </Form.Item>
      {problem && touched && <Alert type="warning" showIcon style={{ marginBottom: 8 }} data-testid="offline-change-problem" data-problem={problem} message={t(`train.offline.problem.${problem}`)} />}
      <Button type="primary" disabled={problem !== null} loading={busy} onClick={() => void submit()} data-testid="offline-change-submit">
        {t('train.offline.submitChange')}
      </Button>
    </Form>
  );
}
