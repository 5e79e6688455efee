import { Button, Typography } from 'antd';
import { FireOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { HotelDestination } from './destination-picker';
import { useHotWords } from './hotel-queries';

/** The chosen city's popular places (word/query_hot): a tap searches near one of them. */
export function HotWords(props: { cityId: string | null; cityName: string; activeId: string | null; onPick: (d: HotelDestination) => void }) {
  const { t } = useTranslation();
  const hot = useHotWords(props.cityId);
  const words = hot.data?.hotWordList ?? [];
  if (!props.cityId || words.length === 0) return null;
  return (
    <div className="hotel-hot" data-testid="hotel-hot-words">
      <Typography.Text type="secondary" className="hotel-hot__title">
        <FireOutlined /> {t('hotel.search.hot')}
      </Typography.Text>
      <div className="hotel-hot__list">
        {words.map((w) => (
          <Button
            key={`${w.type}:${w.destinationId}`}
            size="small"
            type={props.activeId === w.destinationId ? 'primary' : 'default'}
            onClick={() => props.onPick({ cityId: props.cityId!, cityName: props.cityName, destinationId: w.type === 'CITY' ? null : w.destinationId, name: w.name, type: w.type })}
            data-testid="hotel-hot-word"
            data-id={w.destinationId}
          >
            {w.name}
          </Button>
        ))}
      </div>
    </div>
  );
}
