import { Tag } from 'antd';
import { LoadingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { RefundStatus } from '@travel/contracts/train/statuses';
import { isRefundProcessing, REFUND_STATUS_COLOR } from './refund-logic';

/** A refund's status as a coloured tag (a spinner while the railway and the payment are at work). */
export function RefundStatusTag({ status, testId = 'refund-status' }: { status: RefundStatus; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={REFUND_STATUS_COLOR[status]} data-testid={testId} data-status={status} icon={isRefundProcessing(status) ? <LoadingOutlined /> : undefined}>
      {t(`train.refund.status.${status}`)}
    </Tag>
  );
}
