import { useState } from 'react';
import { Button } from 'antd';
import { CheckOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { HotelOrder } from '@travel/contracts/hotel/order';
import { HOTEL_ORDER_ACTION as A } from '@travel/contracts/hotel/order-actions';
import { OrderAfterStayActions } from './order-after-stay-actions';
import { OrderCommentModal } from './order-comment-modal';
import { OrderConfirmEmail } from './order-confirm-email';
import { OrderCredentialButton } from './order-credential-button';
import { OrderInvoiceActions } from './order-invoice-actions';
import { OrderModifyActions } from './order-modify-actions';
import { OrderRecheckAction } from './order-recheck-action';
import { OrderRemindButton } from './order-remind-button';

/** The guest's actions the server lists (actionList): remind the hotel, modify or check out early, comment, or "already commented" disabled, recheck the stay, the credential and the confirmation mail. */
export function OrderGuestActions(props: { order: HotelOrder; onChanged: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const [commenting, setCommenting] = useState(false);
  const actions = props.order.actionList;
  return (
    <>
      {actions.includes(A.REMIND) && <OrderRemindButton orderId={props.order.baseInfo.orderId} />}
      <OrderModifyActions order={props.order} onChanged={props.onChanged} />
      <OrderAfterStayActions order={props.order} onChanged={props.onChanged} />
      <OrderRecheckAction order={props.order} />
      {actions.includes(A.GO_COMMENT) && (
        <Button type="primary" icon={<EditOutlined />} onClick={() => setCommenting(true)} data-testid="order-comment">
          {t('hotel.order.comment')}
        </Button>
      )}
      {actions.includes(A.ALREADY_COMMENTED) && (
        <Button disabled icon={<CheckOutlined />} data-testid="order-commented">
          {t('hotel.order.alreadyCommented')}
        </Button>
      )}
      {actions.includes(A.ORDER_CREDENTIAL) && <OrderCredentialButton orderId={props.order.baseInfo.orderId} />}
      {actions.includes(A.CONFIRMATION_EMAIL) && <OrderConfirmEmail orderId={props.order.baseInfo.orderId} />}
      <OrderInvoiceActions order={props.order} onChanged={props.onChanged} />
      {commenting && <OrderCommentModal order={props.order} onClose={() => setCommenting(false)} onChanged={props.onChanged} />}
    </>
  );
}
