import { Outlet, useLocation } from 'react-router';
import { App as AntdApp } from 'antd';
import { PageErrorBoundary } from './page-error-boundary';

/**
 * antd's App (App.useApp(): message, notification, modal) around every page but home, loaded with them. It stays
 * mounted while the member moves between those pages, so a message shown before a navigation stays up. A page that
 * fails says so here, inside the layout.
 */
export function AntdAppOutlet() {
  const { pathname } = useLocation();
  return (
    <AntdApp component={false}>
      <PageErrorBoundary resetKey={pathname}>
        <Outlet />
      </PageErrorBoundary>
    </AntdApp>
  );
}
