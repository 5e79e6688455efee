import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@travel/contracts/train/order';
import { useFormat } from '../../../lib/use-format';

const WAITING = ['WAIT_APPROVE', 'WAIT_PAY', 'NOT_PURCHASE'];

/**
 * A presale or night order in words: when the railway sells and the order is bought (in booking order), being bought
 * now, or not bought with the money back.
 */
export function OrderQueueNote(props: { base: OrderDetail['orderBaseInfo'] }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const { bookOrderStatus: status, purchaseType, purchaseTime } = props.base;
  if (purchaseType !== 'pre' && purchaseType !== 'night') return null;
  const kind = purchaseType === 'pre' ? 'pre' : 'night';
  if (status === 'PURCHASING') return <Alert style={{ marginTop: 8 }} type="info" showIcon data-testid="order-queue" data-state="PURCHASING" message={t('train.order.queue.purchasing')} />;
  if (status === 'PURCHASE_FAILED') return <Alert style={{ marginTop: 8 }} type="error" showIcon data-testid="order-queue" data-state="FAILED" message={t('train.order.queue.failed')} />;
  if (!WAITING.includes(status) || !purchaseTime) return null;
  return (
    <Alert
      style={{ marginTop: 8 }}
      type="info"
      showIcon
      data-testid="order-queue"
      data-state="WAITING"
      data-kind={kind}
      message={t(`train.order.queue.${kind}`, { time: fmt.railDateTime(purchaseTime) })}
      description={t('train.order.queue.inOrder')}
    />
  );
}
