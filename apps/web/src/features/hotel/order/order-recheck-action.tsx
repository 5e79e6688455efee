import { useState } from 'react';
import { Button } from 'antd';
import { AuditOutlined, CheckOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { HotelOrder } from '@travel/contracts/hotel/order';
import { recheckFeedbackGetCall } from '@travel/contracts/hotel/recheck-feedback';
import { callApi } from '../../../lib/api-client';
import { OrderRecheckModal } from './order-recheck-modal';

/** After check-out: "Check this stay" while the traveller has not answered, then "Stay check sent" (disabled). */
export function OrderRecheckAction(props: { order: HotelOrder }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { orderId, orderStatusName } = props.order.baseInfo;
  const checkedOut = orderStatusName === 'CHECKED_OUT';
  const recheck = useQuery({
    queryKey: ['hotel', 'recheck', orderId],
    queryFn: () => callApi(recheckFeedbackGetCall, { orderId }),
    enabled: checkedOut,
    retry: false,
  });
  if (!checkedOut || !recheck.data) return null;
  if (recheck.data.feedback) {
    return (
      <Button disabled icon={<CheckOutlined />} data-testid="order-recheck-sent">
        {t('hotel.order.recheck.sent')}
      </Button>
    );
  }
  if (!recheck.data.canSubmit) return null;
  return (
    <>
      <Button icon={<AuditOutlined />} onClick={() => setOpen(true)} data-testid="order-recheck">
        {t('hotel.order.recheck.open')}
      </Button>
      {open && <OrderRecheckModal orderId={orderId} onClose={() => setOpen(false)} onSent={() => recheck.refetch()} />}
    </>
  );
}
