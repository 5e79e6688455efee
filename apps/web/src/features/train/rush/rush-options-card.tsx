import { useState } from 'react';
import { Button, Card, Skeleton, Tag, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CallOutput } from '@travel/contracts/platform/define-call';
import type { Money } from '@travel/contracts/platform/envelope';
import type { RushOption, RushType } from '@travel/contracts/train/rush-request';
import type { alternatePreDataCall, RushOptionView } from '@travel/contracts/train/rush';
import { useFormat } from '../../../lib/use-format';
import { RushOptionLine } from './rush-option-line';
import { RushOptionPicker } from './rush-option-picker';
import { optionKey } from './rush-params';

type PreData = CallOutput<typeof alternatePreDataCall>;

/** The rush's options (the trip asked for first), each priced and judged, with other trains, classes and dates to add. */
export function RushOptionsCard(props: {
  type: RushType;
  options: readonly RushOption[];
  views: readonly RushOptionView[] | undefined;
  preData: PreData | undefined;
  loading: boolean;
  money: (m: Money) => string;
  onAdd: (option: RushOption) => void;
  onRemove: (option: RushOption) => void;
}) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const [picking, setPicking] = useState(false);
  const max = props.preData?.maxOptionCount ?? props.options.length;
  const viewOf = (o: RushOption) => props.views?.find((v) => optionKey(v) === optionKey(o));
  return (
    <Card
      size="small"
      className="train-book__card"
      id="rush-options"
      data-testid="rush-options"
      data-count={props.options.length}
      title={t('train.rush.options', { n: props.options.length, max })}
      extra={
        <Button icon={<PlusOutlined />} disabled={!props.preData || props.options.length >= max} onClick={() => setPicking(true)} data-testid="rush-add-option">
          {t('train.rush.addOption')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t(props.type === 'WAITLIST' ? 'train.rush.waitlistHint' : 'train.rush.grabHint')}</Typography.Paragraph>
      {props.preData && props.preData.dateList.length > 0 && (
        <div className="train-rush__dates" data-testid="rush-dates">
          <Typography.Text type="secondary">{t('train.rush.dates')}</Typography.Text>
          {props.preData.dateList.map((d) => (
            <Tag key={d} bordered={false}>
              {fmt.date(d)}
            </Tag>
          ))}
        </div>
      )}
      {props.loading && <Skeleton active />}
      {props.options.map((o, i) => {
        const view = viewOf(o);
        if (!view) return <Skeleton key={optionKey(o)} active paragraph={false} />;
        return (
          <RushOptionLine
            key={optionKey(o)}
            option={view}
            money={props.money}
            showReason
            extra={
              i > 0 ? (
                <Button size="small" type="text" danger icon={<DeleteOutlined />} onClick={() => props.onRemove(o)} aria-label={t('common.delete')} data-testid="rush-option-remove" />
              ) : (
                <Tag bordered={false}>{t('train.rush.asked')}</Tag>
              )
            }
          />
        );
      })}
      {props.preData && (
        <RushOptionPicker
          open={picking}
          onClose={() => setPicking(false)}
          trip={props.options[0]!}
          dateList={props.preData.dateList}
          tripDateTrains={props.preData.trainList}
          chosen={props.options}
          money={props.money}
          onAdd={props.onAdd}
        />
      )}
    </Card>
  );
}
