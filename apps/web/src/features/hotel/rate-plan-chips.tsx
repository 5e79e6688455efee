import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { bedTypeSchema } from '@travel/contracts/hotel/detail';
import type { RatePlanFilter } from '@travel/contracts/hotel/rateplan';
import { useFormat } from '../../lib/use-format';
import { PLAN_CHIPS, emptyPlanFilter, pickPriceBand, planFilterCount, toggleBed, toggleChip } from './rate-plan-filter';

/** Price bands of the plan filter, CNY minor units per night. */
const BANDS = [
  { min: null, max: 30000 },
  { min: 30000, max: 60000 },
  { min: 60000, max: 100000 },
  { min: 100000, max: null },
] as const;

/** The rate-plan filter chips (spec 5): bed types, the on/off filters, a price band; the travel-standard ones only with a standard. */
export function RatePlanChips(props: { value: RatePlanFilter; onChange: (f: RatePlanFilter) => void; hasStandard: boolean }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const f = props.value;
  const yuan = (fen: number) => fmt.money({ amount: fen, currency: 'CNY' }).replace(/[.,]00$/, '');
  const bandLabel = (b: (typeof BANDS)[number]) =>
    b.min === null ? t('hotel.plans.under', { amount: yuan(b.max!) }) : b.max === null ? t('hotel.plans.over', { amount: yuan(b.min) }) : `${yuan(b.min)}–${yuan(b.max)}`;
  return (
    <div className="hotel-plan-chips" data-testid="hotel-plan-chips">
      {bedTypeSchema.options.map((bed) => (
        <Tag.CheckableTag key={bed} checked={f.bedTypes.includes(bed)} onChange={() => props.onChange(toggleBed(f, bed))} className="hotel-chip" data-testid={`hotel-plan-chip-bed-${bed}`}>
          {t(`hotel.plans.bed.${bed}`)}
        </Tag.CheckableTag>
      ))}
      {PLAN_CHIPS.filter((c) => props.hasStandard || (c !== 'travelStandard' && c !== 'underStandard')).map((chip) => (
        <Tag.CheckableTag key={chip} checked={f[chip]} onChange={() => props.onChange(toggleChip(f, chip))} className="hotel-chip" data-testid={`hotel-plan-chip-${chip}`}>
          {t(`hotel.plans.chip.${chip}`)}
        </Tag.CheckableTag>
      ))}
      {BANDS.map((b) => (
        <Tag.CheckableTag
          key={`${b.min}-${b.max}`}
          checked={(f.minPrice ?? null) === b.min && (f.maxPrice ?? null) === b.max}
          onChange={() => props.onChange(pickPriceBand(f, b))}
          className="hotel-chip"
          data-testid="hotel-plan-chip-price"
        >
          {bandLabel(b)}
        </Tag.CheckableTag>
      ))}
      {planFilterCount(f) > 0 && (
        <Button type="link" size="small" onClick={() => props.onChange(emptyPlanFilter())} data-testid="hotel-plan-chips-reset">
          {t('hotel.filter.reset')}
        </Button>
      )}
    </div>
  );
}
