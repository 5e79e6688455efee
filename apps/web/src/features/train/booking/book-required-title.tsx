import { useTranslation } from 'react-i18next';

/** A card title marked as required, the way Ant Design marks a required form label. */
export function BookRequiredTitle(props: { children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <span className="train-book__required-title">
      <span className="train-book__required-mark" aria-hidden>
        *
      </span>
      {props.children}
      <span className="train-book__sr-only">{t('train.book.requiredField')}</span>
    </span>
  );
}
