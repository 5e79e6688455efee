import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RushType } from '@travel/contracts/train/rush-request';

/** What a sold-out seat class offers instead of a dead end: wait for a seat (waitlist) or have one grabbed. */
export function RushOffer(props: { onRush: (type: RushType) => void; size?: 'small' | 'middle' }) {
  const { t } = useTranslation();
  return (
    <Space size={4} wrap className="train-rush-offer" data-testid="rush-offer">
      <Button size={props.size ?? 'small'} type="primary" ghost onClick={() => props.onRush('WAITLIST')} data-testid="rush-waitlist">
        {t('train.rush.waitlist')}
      </Button>
      <Button size={props.size ?? 'small'} onClick={() => props.onRush('GRAB')} data-testid="rush-grab">
        {t('train.rush.grab')}
      </Button>
    </Space>
  );
}
