import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HotelSort } from '@travel/contracts/hotel/search';

/** The server's sorts: recommended, price up, price down, score, and distance when there is a point to measure from. */
export function HotelSortBar(props: { value: HotelSort; onChange: (sort: HotelSort) => void; distance: boolean }) {
  const { t } = useTranslation();
  const sorts: HotelSort[] = props.distance ? [1, 2, 3, 4, 5] : [1, 2, 3, 4];
  return (
    <div className="hotel-sort" role="group" aria-label={t('hotel.sort.label')} data-testid="hotel-sort">
      {sorts.map((s) => (
        <Button
          key={s}
          type={props.value === s ? 'primary' : 'text'}
          className="hotel-sort__key"
          onClick={() => props.onChange(s)}
          aria-pressed={props.value === s}
          data-testid={`hotel-sort-${s}`}
          data-active={props.value === s ? 'true' : 'false'}
        >
          {t(`hotel.sort.s${s}`)}
        </Button>
      ))}
    </div>
  );
}
