import { useMemo } from 'react';
import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { countrySchema } from '@travel/contracts/common/reference';
import { useLocale } from '../../lib/locale-provider';
import { useCountries } from './reference-queries';

type Country = z.infer<typeof countrySchema>;

/** A country's name in the UI's language (the browser knows them all), else the list's own names. */
export function countryName(country: Pick<Country, 'code' | 'name' | 'ename'>, locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'region' }).of(country.code);
    if (name && name !== country.code) return name;
  } catch {
    // unknown code or no Intl data: fall back
  }
  return locale.startsWith('zh') ? country.name : country.ename;
}

export function useCountryName(): (code: string | null | undefined) => string {
  const { locale } = useLocale();
  const countries = useCountries();
  return (code) => {
    if (!code) return '';
    const country = countries.data?.find((c) => c.code === code);
    return countryName(country ?? { code, name: code, ename: code }, locale);
  };
}

type PickerProps = Omit<SelectProps<string>, 'options'>;

/** Nationality and issue-place picker fed by common/country/list; searchable by name, English name, code, pinyin. */
export function CountrySelect(props: PickerProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const countries = useCountries();
  const options = useMemo(
    () =>
      (countries.data ?? [])
        .map((c) => {
          const label = countryName(c, locale);
          return { value: c.code, label, search: `${label} ${c.name} ${c.ename} ${c.code} ${c.pinyin}`.toLowerCase() };
        })
        .sort((a, b) => a.label.localeCompare(b.label, locale)),
    [countries.data, locale],
  );
  return (
    <Select
      showSearch
      allowClear
      loading={countries.isLoading}
      options={options}
      placeholder={t('common.select')}
      filterOption={(input, option) => (option?.search ?? '').includes(input.trim().toLowerCase())}
      notFoundContent={countries.isError ? t('errors.loadFailed') : undefined}
      {...props}
    />
  );
}

/** Mobile country calling code (`86`, shown `+86`), from the phone codes of common/country/list. */
export function PhoneCodeSelect(props: PickerProps) {
  const { locale } = useLocale();
  const countries = useCountries();
  const options = useMemo(() => {
    const byCode = new Map<string, string[]>();
    for (const c of countries.data ?? []) {
      const code = c.phoneCode?.replace(/^\+/, '');
      if (!code) continue;
      byCode.set(code, [...(byCode.get(code) ?? []), countryName(c, locale)]);
    }
    if (!byCode.has('86')) byCode.set('86', [countryName({ code: 'CN', name: '中国', ename: 'China' }, locale)]);
    return [...byCode.entries()]
      .sort((a, b) => (a[0] === '86' ? -1 : b[0] === '86' ? 1 : Number(a[0]) - Number(b[0])))
      .map(([code, names]) => ({
        value: code,
        label: `+${code}`,
        title: names.join(', '),
        search: `+${code} ${names.join(' ')}`.toLowerCase(),
        countries: names.slice(0, 2).join(', '),
      }));
  }, [countries.data, locale]);
  return (
    <Select
      showSearch
      options={options}
      optionRender={(option) => (
        <span>
          {option.data.label} <span style={{ color: 'rgba(0,0,0,0.45)' }}>{option.data.countries}</span>
        </span>
      )}
      popupMatchSelectWidth={260}
      filterOption={(input, option) => (option?.search ?? '').includes(input.trim().toLowerCase())}
      {...props}
    />
  );
}
