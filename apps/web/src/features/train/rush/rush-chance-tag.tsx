import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RushChance } from '@travel/contracts/train/rush';

const COLOR: Record<RushChance, string> = { HIGH: 'green', MID: 'gold', LOW: 'orange', FULL: 'red' };

/** An option's chance of being won: its level with the percent (FULL: no more waitlists taken). */
export function RushChanceTag(props: { chance: RushChance; percent: number }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOR[props.chance]} bordered={false} data-testid="rush-chance" data-chance={props.chance} data-percent={props.percent} style={{ whiteSpace: 'normal' }}>
      {props.chance === 'FULL' ? t('train.rush.chance.FULL') : t('train.rush.chanceOf', { level: t(`train.rush.chance.${props.chance}`), percent: props.percent })}
    </Tag>
  );
}
