import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../../components/page-spinner';
import { UserContext, useSession } from '../../lib/use-session';

// Only shown when the server fails: antd's Result (and its illustrations) load then, not with every page.
const SessionLoadFailed = lazy(() => import('./session-load-failed').then((m) => ({ default: m.SessionLoadFailed })));

/** Renders the app for a logged-in member; sends anyone else to the login page and back afterwards. */
export function RequireAuth() {
  const location = useLocation();
  const session = useSession();

  if (session.isPending) {
    return <PageSpinner />;
  }
  if (session.isError && !session.data) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <SessionLoadFailed error={session.error} onRetry={() => void session.refetch()} />
      </Suspense>
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
