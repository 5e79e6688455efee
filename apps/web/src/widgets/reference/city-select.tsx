import { useMemo } from 'react';
import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { hotCitySchema } from '@travel/contracts/common/reference';
import { useCities } from './reference-queries';

type City = z.infer<typeof hotCitySchema>;

/** Whether a city matches what was typed: its name, English name, three-letter code or country. */
export function cityMatches(city: City, input: string): boolean {
  const q = input.trim().toLowerCase();
  if (!q) return true;
  return [city.cityName, city.cityNameEn, city.city3Code ?? '', city.countryName].some((s) => s.toLowerCase().includes(q));
}

/** A searchable city picker fed by common/city/hot: domestic cities first, then international ones with their country. */
export function CitySelect(props: Omit<SelectProps<string>, 'options' | 'showSearch' | 'filterOption'>) {
  const { t } = useTranslation();
  const cities = useCities();
  const byId = useMemo(() => new Map((cities.data ?? []).map((c) => [c.cityId, c])), [cities.data]);
  const options = useMemo(() => {
    const list = cities.data ?? [];
    const option = (c: City) => ({ value: c.cityId, label: c.isInternational ? `${c.cityName} · ${c.countryName}` : c.cityName });
    return [
      { label: t('tr.form.domestic'), title: 'domestic', options: list.filter((c) => !c.isInternational).map(option) },
      { label: t('tr.form.international'), title: 'international', options: list.filter((c) => c.isInternational).map(option) },
    ];
  }, [cities.data, t]);
  return (
    <Select<string>
      showSearch
      loading={cities.isPending}
      placeholder={t('tr.form.cityPlaceholder')}
      options={options}
      filterOption={(input, option) => {
        const city = option?.value ? byId.get(String(option.value)) : undefined;
        return city ? cityMatches(city, input) : false;
      }}
      {...props}
    />
  );
}
