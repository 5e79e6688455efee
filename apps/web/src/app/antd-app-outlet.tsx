import { Outlet } from 'react-router';
import { App as AntdApp } from 'antd';

/**
 * antd's App (App.useApp(): message, notification, modal) around every page but home, loaded with them. It stays
 * mounted while the member moves between those pages, so a message shown before a navigation stays up.
 */
export function AntdAppOutlet() {
  return (
    <AntdApp component={false}>
      <Outlet />
    </AntdApp>
  );
}
