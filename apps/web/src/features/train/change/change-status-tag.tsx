import { Tag } from 'antd';
import { LoadingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Money } from '@travel/contracts/platform/envelope';
import type { ChangeOrderStatus } from '@travel/contracts/train/statuses';
import { useLocale } from '../../../lib/locale-provider';
import { formatMoney } from '../../../lib/format';
import { absMoney, CHANGE_STATUS_COLOR, directionOf, isChangeProcessing } from './change-logic';

/** A change's status as a coloured tag (a spinner while the new tickets are being issued). */
export function ChangeStatusTag({ status, testId = 'change-status' }: { status: ChangeOrderStatus; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={CHANGE_STATUS_COLOR[status]} data-testid={testId} data-status={status} icon={isChangeProcessing(status) ? <LoadingOutlined /> : undefined}>
      {t(`train.change.status.${status}`)}
    </Tag>
  );
}

/**
 * A fare difference with the spec's label by its sign: "Pay more ¥12.00", "Refund difference ¥8.50", or no difference.
 */
export function PriceDiff({ diff, testId = 'change-diff' }: { diff: Money; testId?: string }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const direction = directionOf(diff.amount);
  const color = direction === 'PAY_MORE' ? 'orange' : direction === 'REFUND_DIFFERENCE' ? 'green' : 'default';
  return (
    <span className="change-diff" data-testid={testId} data-direction={direction} data-amount={diff.amount}>
      <Tag color={color} className="change-diff__label" data-testid={`${testId}-label`}>
        {t(`train.change.direction.${direction}`)}
      </Tag>
      {direction !== 'NONE' && <strong data-testid={`${testId}-amount`}>{formatMoney(absMoney(diff), locale)}</strong>}
    </span>
  );
}
