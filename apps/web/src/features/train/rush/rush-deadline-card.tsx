import { Card, Radio, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CallOutput } from '@travel/contracts/platform/define-call';
import type { alternatePrebookCall } from '@travel/contracts/train/rush';
import { useFormat } from '../../../lib/use-format';

type LimitTimeChoice = CallOutput<typeof alternatePrebookCall>['limitTimeList'][number];

/** The deadline choices: each a time before the earliest option leaves; unfulfilled by then, everything goes back. */
export function RushDeadlineChoices(props: { list: readonly LimitTimeChoice[]; value: string | null; onChange: (limitTime: string) => void; testId: string }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  return (
    <Radio.Group value={props.value} onChange={(e) => props.onChange(e.target.value as string)} data-testid={props.testId}>
      <Space direction="vertical">
        {props.list.map((c) => (
          <Radio key={c.limitTime} value={c.limitTime} data-testid="rush-deadline-choice" data-hours={c.hoursBeforeDeparture} data-limit-time={c.limitTime}>
            {t('train.rush.deadlineChoice', { time: fmt.railDateTime(c.limitTime), hours: c.hoursBeforeDeparture })}
          </Radio>
        ))}
      </Space>
    </Radio.Group>
  );
}

/** The rush's deadline, picked from the choices its options allow. */
export function RushDeadlineCard(props: { list: readonly LimitTimeChoice[] | undefined; value: string | null; onChange: (limitTime: string) => void }) {
  const { t } = useTranslation();
  return (
    <Card size="small" className="train-book__card" id="rush-deadline" title={t('train.rush.deadline')} data-testid="rush-deadline-card">
      <Typography.Paragraph type="secondary">{t('train.rush.deadlineHint')}</Typography.Paragraph>
      {props.list ? <RushDeadlineChoices list={props.list} value={props.value} onChange={props.onChange} testId="rush-deadline" /> : <Skeleton active paragraph={{ rows: 2 }} />}
    </Card>
  );
}
