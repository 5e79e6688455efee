import { Alert } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { clock } from '../../../widgets/payment/pay-clock';

/** Until when the card may be given, the time left ticking, and what happens after it (the order cancelled, rooms released). */
export function GuaranteeDeadline(props: { deadline: string | null; left: number | null }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  if (props.left !== null && props.left <= 0) {
    return <Alert type="error" showIcon message={t('hotel.guarantee.overdue')} data-testid="guarantee-overdue" />;
  }
  return (
    <Alert
      type="warning"
      showIcon
      icon={<ClockCircleOutlined />}
      data-testid="guarantee-deadline"
      message={props.deadline ? t('hotel.guarantee.deadline', { time: fmt.dateTime(props.deadline) }) : t('hotel.guarantee.deadlineSoon')}
      description={
        <>
          {props.left !== null && (
            <strong className="hotel-guarantee__left" data-testid="guarantee-countdown" data-left={props.left}>
              {t('hotel.guarantee.left', { time: clock(props.left) })}
            </strong>
          )}{' '}
          {t('hotel.guarantee.deadlineNote')}
        </>
      }
    />
  );
}
