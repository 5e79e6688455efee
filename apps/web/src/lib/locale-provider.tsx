import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { languageSaveCall } from '@travel/contracts/member/language';
import type { Locale } from '@travel/contracts/platform/locales';
import { sessionQueryKey } from './use-session';
import { callApi } from './api-client';
import { i18n } from './i18n';
import { applyDocumentLocale, persistLocale } from './locale-preference';
import { loadUiLocale } from './ui-locale';

interface LocaleState {
  locale: Locale;
  antdLocale: AntdLocale;
  /** Switches our texts, Ant Design and dayjs together, remembers the choice and refetches server texts. */
  changeLocale: (locale: Locale) => Promise<void>;
  switching: boolean;
}

const LocaleContext = createContext<LocaleState | null>(null);

export function LocaleProvider(props: { initial: Locale; initialAntdLocale: AntdLocale; children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState({ locale: props.initial, antdLocale: props.initialAntdLocale });
  const [switching, setSwitching] = useState(false);

  const changeLocale = useCallback(
    async (locale: Locale) => {
      setSwitching(true);
      try {
        const [antdLocale] = await Promise.all([loadUiLocale(locale), i18n.changeLanguage(locale)]);
        persistLocale(locale);
        applyDocumentLocale(locale, i18n.t('app.name'));
        setState({ locale, antdLocale });
        // A logged-in member's mail follows the language they use; the switch stands even if saving it fails.
        if (queryClient.getQueryData(sessionQueryKey)) await callApi(languageSaveCall, { language: locale }).catch(() => undefined);
        // Descriptions and names the server translated are in the old language.
        await queryClient.invalidateQueries();
      } finally {
        setSwitching(false);
      }
    },
    [queryClient],
  );

  const value = useMemo(() => ({ ...state, changeLocale, switching }), [state, changeLocale, switching]);
  return <LocaleContext.Provider value={value}>{props.children}</LocaleContext.Provider>;
}

export function useLocale(): LocaleState {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocale outside LocaleProvider');
  return value;
}
