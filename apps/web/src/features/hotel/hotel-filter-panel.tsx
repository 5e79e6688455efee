import { Button, Checkbox, Select, Switch, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CallOutput } from '@travel/contracts/platform/define-call';
import type { priceConditionListCall, searchConditionListCall } from '@travel/contracts/hotel/search';
import { facilityIcon } from './facility-icons';
import { activeHotelFilters, emptyHotelFilter, type HotelFilterState } from './hotel-params';

type Conditions = CallOutput<typeof searchConditionListCall>;
type PriceTag = CallOutput<typeof priceConditionListCall>['priceTagList'][number];

const toggle = <T,>(list: readonly T[], value: T, on: boolean): T[] => (on ? [...new Set([...list, value])] : list.filter((v) => v !== value));

function Group(props: { title: string; children: React.ReactNode; testId: string }) {
  return (
    <fieldset className="hotel-filter__group" data-testid={props.testId}>
      <legend className="hotel-filter__title">{props.title}</legend>
      <div className="hotel-filter__options">{props.children}</div>
    </fieldset>
  );
}

const tagChosen = (tag: PriceTag, f: HotelFilterState) =>
  tag.unlimited ? f.minPrice === null && f.maxPrice === null && !f.travelStandard : tag.travelStandard ? f.travelStandard : !f.travelStandard && f.minPrice === tag.minPrice && f.maxPrice === tag.maxPrice;

/** The server's filters of a hotel search: price tags, stars, brands, facilities, areas, distance, protocol, available. */
export function HotelFilterPanel(props: { value: HotelFilterState; onChange: (f: HotelFilterState) => void; conditions?: Conditions; priceTags: PriceTag[]; showTitle?: boolean; distance: boolean }) {
  const { t } = useTranslation();
  const f = props.value;
  const c = props.conditions;
  const set = (patch: Partial<HotelFilterState>) => props.onChange({ ...f, ...patch });
  const pickTag = (tag: PriceTag) =>
    set(tag.unlimited ? { minPrice: null, maxPrice: null, travelStandard: false } : tag.travelStandard ? { minPrice: null, maxPrice: null, travelStandard: true } : { minPrice: tag.minPrice, maxPrice: tag.maxPrice, travelStandard: false });
  return (
    <div className="hotel-filter" data-testid="hotel-filter">
      <div className="hotel-filter__head">
        {props.showTitle === false ? <span /> : <Typography.Text strong>{t('hotel.results.filters')}</Typography.Text>}
        <Button type="link" size="small" disabled={activeHotelFilters(f) === 0} onClick={() => props.onChange(emptyHotelFilter())} data-testid="hotel-filter-reset">
          {t('hotel.filter.reset')}
        </Button>
      </div>
      <label className="hotel-filter__switch">
        <span>{t('hotel.filter.availableOnly')}</span>
        <Switch size="small" checked={f.availableOnly} onChange={(availableOnly) => set({ availableOnly })} data-testid="hotel-filter-available" />
      </label>
      <label className="hotel-filter__switch">
        <span>{t('hotel.filter.protocolOnly')}</span>
        <Switch size="small" checked={f.protocolOnly} onChange={(protocolOnly) => set({ protocolOnly })} data-testid="hotel-filter-protocol" />
      </label>
      {props.priceTags.length > 0 && (
        <Group title={t('hotel.filter.price')} testId="hotel-filter-price">
          {props.priceTags.map((tag, i) => (
            <Tag.CheckableTag
              key={i}
              checked={tagChosen(tag, f)}
              onChange={() => pickTag(tag)}
              className="hotel-chip"
              data-testid={tag.travelStandard ? 'hotel-price-standard' : tag.unlimited ? 'hotel-price-unlimited' : 'hotel-price-tag'}
            >
              {tag.unlimited ? t('hotel.filter.unlimited') : tag.name}
            </Tag.CheckableTag>
          ))}
        </Group>
      )}
      {c && c.starList.length > 0 && (
        <Group title={t('hotel.filter.stars')} testId="hotel-filter-stars">
          {c.starList.map((s) => (
            <Checkbox key={s.id} checked={f.stars.includes(Number(s.id))} onChange={(e) => set({ stars: toggle(f.stars, Number(s.id), e.target.checked) })} data-testid={`hotel-filter-star-${s.id}`}>
              {s.name}
            </Checkbox>
          ))}
        </Group>
      )}
      {props.distance && c && c.distanceList.length > 0 && (
        <Group title={t('hotel.filter.distance')} testId="hotel-filter-distance">
          {c.distanceList.map((d) => (
            <Tag.CheckableTag key={d.value} checked={f.maxDistance === d.value} onChange={(on) => set({ maxDistance: on ? d.value : null })} className="hotel-chip" data-testid={`hotel-filter-distance-${d.value}`}>
              {d.name}
            </Tag.CheckableTag>
          ))}
        </Group>
      )}
      {c && c.brandList.length > 0 && (
        <Group title={t('hotel.filter.brands')} testId="hotel-filter-brands">
          <Select
            mode="multiple"
            allowClear
            style={{ width: '100%' }}
            value={f.brands}
            onChange={(brands: string[]) => set({ brands })}
            placeholder={t('hotel.filter.any')}
            optionFilterProp="label"
            options={c.brandList.map((b) => ({ value: b.id, label: b.name }))}
            data-testid="hotel-filter-brand-select"
          />
        </Group>
      )}
      {c && c.areaList.length > 0 && (
        <Group title={t('hotel.filter.areas')} testId="hotel-filter-areas">
          <Select
            mode="multiple"
            allowClear
            style={{ width: '100%' }}
            value={f.areas}
            onChange={(areas: string[]) => set({ areas })}
            placeholder={t('hotel.filter.any')}
            optionFilterProp="label"
            options={c.areaList.map((a) => ({ value: a.id, label: `${a.name} · ${t(`hotel.areaType.${a.type}`)}` }))}
            data-testid="hotel-filter-area-select"
          />
        </Group>
      )}
      {c && c.facilityList.length > 0 && (
        <Group title={t('hotel.filter.facilities')} testId="hotel-filter-facilities">
          {c.facilityList.map((x) => (
            <Checkbox key={x.id} checked={f.facilities.includes(Number(x.id))} onChange={(e) => set({ facilities: toggle(f.facilities, Number(x.id), e.target.checked) })} data-testid={`hotel-filter-facility-${x.id}`}>
              {facilityIcon(Number(x.id))} {x.name}
            </Checkbox>
          ))}
        </Group>
      )}
    </div>
  );
}
