import { Navigate, Outlet, useLocation } from 'react-router';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error';
import { PageSpinner } from '../../app/page-spinner';
import { UserContext, useSession } from './use-session';

/** Renders the app for a logged-in member; sends anyone else to the login page and back afterwards. */
export function RequireAuth() {
  const { t } = useTranslation();
  const location = useLocation();
  const session = useSession();

  if (session.isPending) {
    return <PageSpinner />;
  }
  if (session.isError && !session.data) {
    return (
      <Result
        status="warning"
        title={t('errors.loadFailed')}
        subTitle={isApiError(session.error) ? session.error.description : t('errors.unexpected')}
        extra={
          <Button type="primary" onClick={() => void session.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  if (!session.data) {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  return (
    <UserContext.Provider value={session.data}>
      <Outlet />
    </UserContext.Provider>
  );
}
