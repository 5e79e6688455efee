import { Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSelf } from '../../lib/use-acting';
import { TravellerPicker } from '../../widgets/travel-request/traveller-picker';
import type { TravellerValue } from '../../widgets/travel-request/traveller-values';
import { MAX_STAY_TRAVELLERS, type StayTraveller } from './stay-travellers';

const toValue = (s: StayTraveller): TravellerValue => ({
  memberId: s.memberId,
  passengerId: s.passengerId,
  name: s.name,
  source: s.memberId ? 'COLLEAGUE' : 'PASSENGER',
  travellerType: 'ADT',
});
const fromValue = (v: TravellerValue): StayTraveller => ({ ...(v.memberId ? { memberId: v.memberId } : {}), ...(v.passengerId ? { passengerId: v.passengerId } : {}), name: v.name });

/**
 * Whose travel standard a business stay is marked against: colleagues and saved passengers from the same type-ahead
 * as travel requests (member/passenger/fuzzy_query); none chosen is the member themself, shown as such.
 */
export function StayTravellersField(props: { value: StayTraveller[]; onChange: (v: StayTraveller[]) => void; fromRequest: boolean; loading: boolean }) {
  const { t } = useTranslation();
  const user = useSelf();
  const shown = props.value.length > 0 ? props.value : [{ memberId: user.memberId, name: user.displayName }];
  return (
    <div className="hotel-field" data-testid="hotel-travellers-field" data-travellers={props.value.map((v) => v.memberId ?? v.passengerId ?? v.name).join(',')}>
      <span className="hotel-field__label">
        {t('hotel.search.travellers')} {props.loading && <Spin size="small" />}
      </span>
      <TravellerPicker
        withoutType
        max={MAX_STAY_TRAVELLERS}
        selfTag={t('hotel.search.travellerSelf')}
        value={shown.map(toValue)}
        onChange={(v) => props.onChange(v.map(fromValue))}
      />
      <Typography.Text type="secondary" className="hotel-field__hint" data-testid="hotel-travellers-hint">
        {props.fromRequest ? t('hotel.search.travellersFromTr') : t('hotel.search.travellersHint')}
      </Typography.Text>
    </div>
  );
}
