import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { currencyListCall } from '@travel/contracts/common/reference';
import { callApi } from '../../lib/api-client';
import { useLocale } from '../../lib/locale-provider';
import { currencyPickerWidth } from './currency-picker-width';
import { useCurrencyChoice } from './currency-store';

function localCurrencyName(locale: string, code: string, fallback: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'currency' }).of(code) ?? fallback;
  } catch {
    return fallback;
  }
}

/** Picks the display currency from common/currency/list; recently used currencies come first. Opens as it mounts. */
export function CurrencySelect(props: { compact?: boolean }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [choice, choose] = useCurrencyChoice();
  const currencies = useQuery({
    queryKey: ['currency-list', locale],
    queryFn: () => callApi(currencyListCall, {}),
    staleTime: Infinity,
  });

  const options = useMemo(() => {
    const list = currencies.data?.list ?? [];
    const option = (code: string, name: string) => ({
      value: code,
      label: `${code} · ${localCurrencyName(locale, code, name)}`,
      short: code,
    });
    const byCode = new Map(list.map((c) => [c.currencyCode, c]));
    const recent = choice.history.filter((code) => byCode.has(code));
    const groups = [];
    if (recent.length > 0) {
      groups.push({ label: t('currency.recent'), title: 'recent', options: recent.map((code) => option(code, byCode.get(code)!.currencyName)) });
    }
    groups.push({ label: t('currency.all'), title: 'all', options: list.map((c) => option(c.currencyCode, c.currencyName)) });
    return groups;
  }, [currencies.data, choice.history, locale, t]);

  return (
    <Select
      data-testid="currency-picker"
      aria-label={t('currency.label')}
      title={t('currency.label')}
      value={choice.currency}
      onChange={choose}
      options={options}
      loading={currencies.isLoading}
      showSearch
      optionFilterProp="label"
      optionLabelProp="short"
      popupMatchSelectWidth={false}
      style={{ width: currencyPickerWidth(props.compact) }}
      variant="borderless"
      defaultOpen
      autoFocus
      notFoundContent={currencies.isError ? t('errors.loadFailed') : undefined}
    />
  );
}
