import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { userDetailCall } from '@travel/contracts/member/user';
import { isAdministrator } from '../lib/access';
import { callApi } from '../lib/api-client';
import { isApiError } from '../lib/api-error';
import { ActingProfileContext, useActingSwitch } from '../lib/use-acting';
import { useUser } from '../lib/use-session';
import type { ActingMember } from '../lib/acting-member';

function ActingBanner(props: { acting: ActingMember; error?: unknown }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { stop } = useActingSwitch();
  const { enterpriseId, memberId } = props.acting;
  return (
    <Alert
      className="acting-banner"
      type={props.error ? 'error' : 'warning'}
      showIcon
      banner
      data-testid="acting-banner"
      data-member-id={memberId}
      message={t('acting.banner', { name: props.acting.name, enterprise: props.acting.enterpriseName })}
      description={props.error ? (isApiError(props.error) ? props.error.description : t('errors.unexpected')) : undefined}
      action={
        <Button
          size="small"
          onClick={() => {
            stop();
            navigate(`/admin/orders?${new URLSearchParams({ enterpriseId, memberId }).toString()}`);
          }}
          data-testid="acting-stop"
        >
          {t('acting.stop')}
        </Button>
      }
    />
  );
}

/**
 * While an administrator acts for a member: the banner on every page, and the member's own profile (through
 * member/user/detail's bg twin) as whom the pages book for. Anyone else never acts (a stale mode is ended).
 */
export function ActingFrame(props: { acting: ActingMember; children: ReactNode }) {
  const user = useUser();
  const { acting } = props;
  const allowed = isAdministrator(user);
  const { stop } = useActingSwitch();
  useEffect(() => {
    if (!allowed) stop();
  }, [allowed, stop]);
  const profile = useQuery({
    queryKey: ['acting', 'profile'],
    queryFn: () => callApi(userDetailCall, {}),
    enabled: allowed,
    staleTime: 5 * 60_000,
  });

  if (!allowed) return <>{props.children}</>;
  if (profile.isError) return <ActingBanner acting={acting} error={profile.error} />;
  return (
    <>
      <ActingBanner acting={acting} />
      {profile.data?.memberId === acting.memberId ? <ActingProfileContext.Provider value={profile.data}>{props.children}</ActingProfileContext.Provider> : <Skeleton active />}
    </>
  );
}
