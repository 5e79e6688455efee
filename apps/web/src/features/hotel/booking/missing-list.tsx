import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { MISSING_TARGET, type HotelBookMissing } from './book-missing';

/** Why Submit cannot go yet: each missing thing, a tap taking the traveller to where it is filled in. */
export function MissingList(props: { missing: readonly HotelBookMissing[] }) {
  const { t } = useTranslation();
  if (props.missing.length === 0) return null;
  const show = (m: HotelBookMissing) => document.getElementById(MISSING_TARGET[m.item])?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  return (
    <Alert
      type="info"
      showIcon
      className="hotel-book__missing"
      data-testid="hotel-book-missing"
      message={t('hotel.book.missingTitle')}
      description={
        <ul className="hotel-book__missing-list">
          {props.missing.map((m) => (
            <li key={m.item === 'guests' ? `guests-${m.room}` : m.item}>
              <Button type="link" size="small" onClick={() => show(m)} data-testid="hotel-book-missing-item" data-missing={m.item}>
                {m.item === 'guests' ? t('hotel.book.missing.guests', { n: m.room }) : t(`hotel.book.missing.${m.item}`)}
              </Button>
            </li>
          ))}
        </ul>
      }
    />
  );
}
