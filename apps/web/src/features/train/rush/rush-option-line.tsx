import { Tag, Typography } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Money } from '@travel/contracts/platform/envelope';
import type { RushOptionView } from '@travel/contracts/train/rush';
import { useFormat } from '../../../lib/use-format';
import { clockTime } from '../train-format';
import { RushChanceTag } from './rush-chance-tag';

/** One option of a rush in a line: train, date, times and stations, class, fare, chance while it matters (and whether it was won). */
export function RushOptionLine(props: { option: RushOptionView; money: (m: Money) => string; won?: boolean; showReason?: boolean; hideChance?: boolean; extra?: React.ReactNode }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const o = props.option;
  return (
    <div
      className={`train-rush-option${props.won ? ' train-rush-option--won' : ''}`}
      data-testid="rush-option"
      data-option-index={o.optionIndex}
      data-train-no={o.trainNo}
      data-seat-class={o.seatClass}
      data-date={o.departureDate}
      data-supported={o.supported ? 'true' : 'false'}
      data-won={props.won ? 'true' : 'false'}
    >
      <div className="train-rush-option__main">
        <Typography.Text strong>{o.trainNo}</Typography.Text>
        <span>{fmt.date(o.departureDate)}</span>
        <span>
          {clockTime(o.departureTime)} {o.fromStationName} → {clockTime(o.arrivalTime)} {o.toStationName}
        </span>
      </div>
      <div className="train-rush-option__meta">
        <span>{t(`policy.seatClass.${o.seatClass}`)}</span>
        <Typography.Text strong data-testid="rush-option-price">
          {props.money(o.price)}
        </Typography.Text>
        {!props.hideChance && <RushChanceTag chance={o.chance} percent={o.percent} />}
        {props.won && (
          <Tag color="success" icon={<CheckCircleFilled />} data-testid="rush-option-won">
            {t('train.rush.won')}
          </Tag>
        )}
        {props.showReason && !o.supported && o.reason && (
          <Tag color="red" bordered={false} data-testid="rush-option-reason" data-reason={o.reason} style={{ whiteSpace: 'normal' }}>
            {t(`train.rush.reason.${o.reason}`)}
          </Tag>
        )}
        {props.extra}
      </div>
    </div>
  );
}
