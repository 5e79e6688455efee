import { Button } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@travel/contracts/platform/locales';
import { LOCALE_NATIVE_NAMES } from '../lib/locale-preference';
import { LazyDropdown } from './lazy-dropdown';
import { useLocale } from '../lib/locale-provider';

/**
 * The 11 languages, each named in itself; the choice applies to our texts, Ant Design and dates, and persists.
 * The menu's code loads on the first click (LazyDropdown): the login and home pages show only the button.
 */
export function LanguageSwitcher(props: { compact?: boolean }) {
  const { t } = useTranslation();
  const { locale, changeLocale, switching } = useLocale();
  return (
    <LazyDropdown
      menu={{
        selectable: true,
        selectedKeys: [locale],
        items: LOCALES.map((l) => ({
          key: l,
          label: (
            <span lang={l} data-testid={`language-option-${l}`}>
              {LOCALE_NATIVE_NAMES[l]}
            </span>
          ),
        })),
        onClick: ({ key }) => void changeLocale(key as Locale),
      }}
    >
      <Button type="text" icon={<GlobalOutlined />} loading={switching} aria-label={t('language.label')} title={t('language.label')} data-testid="language-switcher">
        {props.compact ? null : LOCALE_NATIVE_NAMES[locale]}
      </Button>
    </LazyDropdown>
  );
}
