import { Alert, Card, Checkbox, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { railLoginStatusCall, railPassengerQueryCall, type RailAccountPassenger } from '@travel/contracts/train/account';
import { callApi } from '../../../lib/api-client';
import type { PaxDraft } from './pax-draft';

/** An account passenger as a booking's traveller: the railway's identity, its number masked (the server books the railway's). */
const draftOf = (p: RailAccountPassenger): PaxDraft => ({
  key: `rail-${p.passengerId}`,
  source: 'CUSTOMER',
  accountPassengerId: p.passengerId,
  familyName: p.familyName,
  givenName: p.givenName,
  birthday: p.birthday,
  gender: p.gender,
  nationality: p.nationality,
  idNumber: p.idNumber,
  placeOfIssue: p.placeOfIssue,
  idExpiredDate: p.idExpiredDate,
  insuranceProductIds: [],
});

/**
 * The railway account's passengers on the pre-booking page, with their verification (only verified ones are
 * bookable); without a logged-in account the way to log in, and the spec's "please log in in advance" when bookings need it.
 */
export function BookAccountPassengers(props: { passengers: readonly PaxDraft[]; full: boolean; onAdd: (p: PaxDraft) => void; onRemove: (match: (p: PaxDraft) => boolean) => void }) {
  const { t } = useTranslation();
  const status = useQuery({ queryKey: ['rail-account', 'status'], queryFn: () => callApi(railLoginStatusCall, {}) });
  const loggedIn = status.data?.loginStatus === 'LOGGED_IN';
  const list = useQuery({ queryKey: ['rail-account', 'passengers'], queryFn: () => callApi(railPassengerQueryCall, {}), enabled: loggedIn });
  if (!status.data) return null;
  const chosen = new Set(props.passengers.map((p) => p.accountPassengerId).filter(Boolean));
  return (
    <Card title={t('profile.railAccount.accountPassengers')} size="small" className="train-book__card" data-testid="book-account-passengers">
      {!loggedIn && status.data.required && <Alert type="warning" showIcon message={t('server:errors.RAIL_ACCOUNT_LOGIN_REQUIRED')} style={{ marginBottom: 8 }} data-testid="book-rail-login-required" />}
      {!loggedIn && (
        <Typography.Text type="secondary">
          <Link to="/profile/rail-account">{t('profile.railAccount.notLoggedIn')}</Link>
        </Typography.Text>
      )}
      {loggedIn && <Typography.Text type="secondary">{t('profile.railAccount.accountPassengersHint')}</Typography.Text>}
      {loggedIn && (
        <div className="train-book__saved">
          {(list.data?.list ?? []).map((p) => {
            const verified = p.verifyStatus === 'VERIFIED';
            const picked = chosen.has(p.passengerId);
            return (
              <Checkbox
                key={p.passengerId}
                checked={picked}
                disabled={!verified || (!picked && props.full)}
                onChange={(e) => (e.target.checked ? props.onAdd(draftOf(p)) : props.onRemove((x) => x.accountPassengerId === p.passengerId))}
                data-testid="book-account-passenger"
                data-name={p.name}
              >
                {p.name}
                <Tag color={verified ? 'success' : 'warning'} style={{ marginLeft: 6 }}>
                  {t(`profile.railAccount.verifyStatus.${p.verifyStatus}`)}
                </Tag>
              </Checkbox>
            );
          })}
        </div>
      )}
    </Card>
  );
}
