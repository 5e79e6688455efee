import { useState } from 'react';
import { Button } from 'antd';
import { CalendarOutlined, EditOutlined, LogoutOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { HotelOrder } from '@travel/contracts/hotel/order';
import { HOTEL_ORDER_ACTION as A } from '@travel/contracts/hotel/order-actions';
import { EarlyCheckoutModal } from './early-checkout-modal';
import { ExtendStayModal } from './extend-stay-modal';
import { OrderModifyModal } from './order-modify-modal';

/** Modify the order (or only its arrival time), check out early and extend the stay, as actionList offers. */
export function OrderModifyActions(props: { order: HotelOrder; onChanged: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'modify' | 'early' | 'extend' | null>(null);
  const actions = props.order.actionList;
  const modify = actions.includes(A.MODIFY_ORDER) || actions.includes(A.MODIFY_ARRIVAL_TIME);
  const close = () => setOpen(null);
  return (
    <>
      {modify && (
        <Button icon={<EditOutlined />} onClick={() => setOpen('modify')} data-testid="order-modify">
          {t(actions.includes(A.MODIFY_ORDER) ? 'hotel.order.modify.button' : 'hotel.order.modify.arrivalButton')}
        </Button>
      )}
      {actions.includes(A.EARLY_CHECKOUT) && (
        <Button icon={<LogoutOutlined />} onClick={() => setOpen('early')} data-testid="order-early-checkout">
          {t('hotel.order.early.button')}
        </Button>
      )}
      {actions.includes(A.EXTEND) && (
        <Button icon={<CalendarOutlined />} onClick={() => setOpen('extend')} data-testid="order-extend">
          {t('hotel.order.extend.button')}
        </Button>
      )}
      {open === 'modify' && <OrderModifyModal order={props.order} onClose={close} onChanged={props.onChanged} />}
      {open === 'early' && <EarlyCheckoutModal order={props.order} onClose={close} onChanged={props.onChanged} />}
      {open === 'extend' && <ExtendStayModal order={props.order} onClose={close} onChanged={props.onChanged} />}
    </>
  );
}
