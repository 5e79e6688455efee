import { Tag, Tooltip } from 'antd';
import { FieldTimeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { countdown, countdownKey } from '../../lib/countdown';
import { useNow } from '../../lib/use-now';
import { useFormat } from '../../lib/use-format';

const COLOR = { overdue: 'red', urgent: 'volcano', soon: 'orange', calm: 'default' } as const;

/** "3 h 20 min left", coloured by urgency; the exact deadline in a tooltip. */
export function DeadlineCountdown(props: { deadline: string }) {
  const fmt = useFormat();
  const { t } = useTranslation();
  const now = useNow(30_000);
  const c = countdown(props.deadline, now);
  const { key, params } = countdownKey(c);
  const span = t(`countdown.${key}`, params);
  return (
    <Tooltip title={t('countdown.deadline', { time: fmt.dateTime(props.deadline) })}>
      <Tag color={COLOR[c.urgency]} icon={<FieldTimeOutlined />} data-testid="deadline-countdown" data-urgency={c.urgency}>
        {c.overdue ? t('countdown.overdue', { span }) : t('countdown.left', { span })}
      </Tag>
    </Tooltip>
  );
}
