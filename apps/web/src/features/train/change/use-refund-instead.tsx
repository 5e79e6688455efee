import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { REFUND_INSTEAD, refundPathOf } from './change-logic';

/**
 * ItrainResouce.1335 (spec: change verify): the change is not allowed but a refund is. Returns a handler that, for that
 * error, asks whether to go to the refund and sends the traveller to the hand-off path the server gave
 * (`/itrain/refund/apply?orderId=…&fromChangeApply=1`); it answers whether the error was that one.
 */
export function useRefundInstead(orderId: string): (error: unknown) => boolean {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const open = useRef(false);
  return (error) => {
    if (!isApiError(error, REFUND_INSTEAD)) return false;
    if (open.current) return true;
    open.current = true;
    modal.confirm({
      title: t('train.change.refundInsteadTitle'),
      content: <span data-testid="change-refund-instead-text">{error.description || t('train.change.refundInsteadText')}</span>,
      okText: t('train.change.goToRefund'),
      cancelText: t('train.change.stay'),
      okButtonProps: { 'data-testid': 'change-go-refund' } as Record<string, string>,
      cancelButtonProps: { 'data-testid': 'change-stay' } as Record<string, string>,
      onOk: () => navigate(refundPathOf(error.data, orderId)),
      afterClose: () => {
        open.current = false;
      },
    });
    return true;
  };
}
