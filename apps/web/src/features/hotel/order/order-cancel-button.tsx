import { useState } from 'react';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HotelOrder } from '@travel/contracts/hotel/order';
import { CancelOrderModal } from './cancel-order-modal';

/**
 * Cancel as the order allows it now (orderOperateInfo.canCancelType): YES opens the cancel dialog; NO_OPERATE_BUT_SHOW
 * shows the button disabled with the server's reason beside it (a tooltip would not reach a phone); NONE shows nothing.
 */
export function OrderCancelButton(props: { order: HotelOrder; onChanged: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const op = props.order.orderOperateInfo;
  if (op.canCancelType === 'NONE') return null;
  if (op.canCancelType === 'NO_OPERATE_BUT_SHOW') {
    return (
      <span className="hotel-order__no-cancel">
        <Button danger disabled data-testid="order-cancel" data-can-cancel="NO_OPERATE_BUT_SHOW">
          {t('hotel.order.cancel')}
        </Button>
        {op.cantCancelReasonDesc && (
          <Typography.Text type="secondary" data-testid="order-cant-cancel-reason">
            {op.cantCancelReasonDesc}
          </Typography.Text>
        )}
      </span>
    );
  }
  return (
    <>
      <Button danger onClick={() => setOpen(true)} data-testid="order-cancel" data-can-cancel="YES">
        {t('hotel.order.cancel')}
      </Button>
      {open && <CancelOrderModal order={props.order} onClose={() => setOpen(false)} onChanged={props.onChanged} />}
    </>
  );
}
