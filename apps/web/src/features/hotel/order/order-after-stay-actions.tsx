import { useState } from 'react';
import { Button } from 'antd';
import { CheckOutlined, ExclamationCircleOutlined, LogoutOutlined, SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { HotelOrder } from '@travel/contracts/hotel/order';
import { HOTEL_ORDER_ACTION as A } from '@travel/contracts/hotel/order-actions';
import type { ApplyKind } from '@travel/contracts/hotel/order-apply';
import { OrderApplyModal } from './order-apply-modal';
import { OrderLeaveModal } from './order-leave-modal';

/** The order's after-stay actions (actionList): confirm leave (7), its overdue form (10) and "leave confirmed" disabled (9); administrators' apply cancel (18) and apply checkout (19). */
export function OrderAfterStayActions(props: { order: HotelOrder; onChanged: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const [leaving, setLeaving] = useState(false);
  const [applying, setApplying] = useState<ApplyKind | null>(null);
  const actions = props.order.actionList;
  return (
    <>
      {actions.includes(A.CONFIRM_LEAVE) && (
        <Button type="primary" icon={<LogoutOutlined />} onClick={() => setLeaving(true)} data-testid="order-confirm-leave">
          {t('hotel.order.leave.confirm')}
        </Button>
      )}
      {actions.includes(A.CONFIRM_STAY_OVERDUE) && (
        <Button danger icon={<ExclamationCircleOutlined />} onClick={() => setLeaving(true)} data-testid="order-confirm-overdue">
          {t('hotel.order.leave.overdue')}
        </Button>
      )}
      {actions.includes(A.ALREADY_CONFIRMED_LEAVE) && (
        <Button disabled icon={<CheckOutlined />} data-testid="order-leave-confirmed">
          {t('hotel.order.leave.confirmed')}
        </Button>
      )}
      {actions.includes(A.APPLY_CANCEL) && (
        <Button icon={<SendOutlined />} onClick={() => setApplying('CANCEL')} data-testid="order-apply-cancel">
          {t('hotel.order.apply.cancel')}
        </Button>
      )}
      {actions.includes(A.APPLY_CHECKOUT) && (
        <Button icon={<SendOutlined />} onClick={() => setApplying('CHECKOUT')} data-testid="order-apply-checkout">
          {t('hotel.order.apply.checkout')}
        </Button>
      )}
      {leaving && <OrderLeaveModal order={props.order} onClose={() => setLeaving(false)} onChanged={props.onChanged} />}
      {applying && <OrderApplyModal order={props.order} kind={applying} onClose={() => setApplying(null)} onChanged={props.onChanged} />}
    </>
  );
}
