import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { MISSING_TARGET, type BookMissing } from './book-missing';

/** Why Submit cannot go yet: each missing thing, a tap taking the traveller to where it is filled in. */
export function BookMissingList(props: { missing: readonly BookMissing[] }) {
  const { t } = useTranslation();
  if (props.missing.length === 0) return null;
  const show = (item: BookMissing) => document.getElementById(MISSING_TARGET[item])?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  return (
    <Alert
      type="info"
      showIcon
      className="train-book__missing"
      data-testid="book-missing"
      message={t('train.book.missingTitle')}
      description={
        <ul className="train-book__missing-list">
          {props.missing.map((item) => (
            <li key={item}>
              <Button type="link" size="small" onClick={() => show(item)} data-testid="book-missing-item" data-missing={item}>
                {t(`train.book.missing.${item}`)}
              </Button>
            </li>
          ))}
        </ul>
      }
    />
  );
}
