import { useState } from 'react';
import { App, Button, Tag, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@travel/contracts/train/order';
import { freeChildAddCall, freeChildDeleteCall, type FreeChild } from '@travel/contracts/train/free-child';
import { callApi } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { FreeChildModal } from './free-child-modal';

type TripPassenger = OrderDetail['tripList'][number]['passengerList'][number];

/**
 * A passenger's free-ticket child on the order (status, and removal while no train has left), or adding one when the
 * order says the passenger may take one along (train/free_child/add and delete).
 */
export function OrderFreeChild(props: { orderId: string; passenger: TripPassenger; departureDate: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const p = props.passenger;
  const run = async (fn: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await fn();
      await queryClient.invalidateQueries({ queryKey: ['train', 'order', props.orderId] });
    } catch (e) {
      void message.error(isApiError(e) ? e.description : String(e));
    } finally {
      setBusy(false);
    }
  };
  const add = (freeChild: FreeChild) => void run(() => callApi(freeChildAddCall, { orderId: props.orderId, passengerIndex: p.passengerIndex, freeChild }));
  const fc = p.freeChild;
  if (fc)
    return (
      <span data-testid="order-free-child" data-status={fc.status}>
        <Tag color={fc.status === 'ACTIVE' ? 'green' : undefined}>{t('train.passengerType.FREE_CHILD')}</Tag>
        {fc.name} {fc.status === 'CANCELED' && <Typography.Text type="secondary">{t('train.freeChild.canceled')}</Typography.Text>}
        {fc.canRemove && (
          <Button
            size="small"
            type="text"
            danger
            loading={busy}
            icon={<DeleteOutlined />}
            aria-label={t('train.freeChild.remove')}
            onClick={() => void run(() => callApi(freeChildDeleteCall, { orderId: props.orderId, freeChildId: fc.freeChildId }))}
            data-testid="order-free-child-remove"
          />
        )}
      </span>
    );
  if (!p.canAddFreeChild) return null;
  return (
    <>
      <Button size="small" type="link" loading={busy} icon={<PlusOutlined />} onClick={() => setOpen(true)} data-testid="order-free-child-add" style={{ paddingInline: 0 }}>
        {t('train.freeChild.add')}
      </Button>
      <FreeChildModal open={open} adultName={p.name} departureDate={props.departureDate} onClose={() => setOpen(false)} onAdd={add} />
    </>
  );
}
