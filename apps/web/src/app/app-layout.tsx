import { useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { Avatar, Button, Drawer, Dropdown, Layout, Menu, Typography } from 'antd';
import { LogoutOutlined, MenuOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useIsDesktop } from '../lib/use-media-query';
import { useLogout, useUser } from '../features/auth/use-session';
import { CurrencyPicker } from '../features/preferences/currency-picker';
import { LanguageSwitcher } from '../features/preferences/language-switcher';
import { NotificationBell } from '../features/notification/notification-bell';
import { BrandMark } from './brand-mark';
import { moduleOfPath, visibleModules } from './modules';
import './app-layout.css';

function NavMenu(props: { onNavigate?: () => void; theme: 'dark' | 'light' }) {
  const { t } = useTranslation();
  const user = useUser();
  const location = useLocation();
  const selected = moduleOfPath(location.pathname)?.key ?? 'home';
  return (
    <Menu
      mode="inline"
      theme={props.theme}
      selectedKeys={[selected]}
      onClick={props.onNavigate}
      data-testid="nav-menu"
      items={visibleModules(user).map((m) => ({
        key: m.key,
        icon: m.icon,
        label: (
          <Link to={m.path} data-testid={`nav-${m.key}`}>
            {t(`nav.${m.key}`)}
          </Link>
        ),
      }))}
    />
  );
}

function UserMenu(props: { compact: boolean }) {
  const { t } = useTranslation();
  const user = useUser();
  const logout = useLogout();
  const navigate = useNavigate();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'profile', icon: <UserOutlined />, label: <span data-testid="user-menu-profile">{t('nav.profile')}</span> },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, danger: true, label: <span data-testid="logout">{t('auth.logout')}</span> },
        ],
        onClick: ({ key }) => {
          if (key === 'profile') navigate('/profile');
          if (key === 'logout') logout.mutate(undefined, { onSettled: () => navigate('/login', { replace: true }) });
        },
      }}
    >
      <Button type="text" className="app-header__user" data-testid="user-menu" aria-label={user.displayName}>
        <Avatar size="small" style={{ backgroundColor: '#1668dc' }}>
          {user.displayName.slice(0, 1).toUpperCase()}
        </Avatar>
        {!props.compact && <span className="app-header__user-name">{user.displayName}</span>}
      </Button>
    </Dropdown>
  );
}

export function AppLayout() {
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const brand = (inverse: boolean, showName: boolean) => (
    <Link to="/" className={`app-brand${inverse ? ' app-brand--inverse' : ''}`}>
      <BrandMark size={28} />
      {showName && <span className="app-brand__name">{t('app.name')}</span>}
    </Link>
  );

  return (
    <Layout className="app-shell">
      {isDesktop && (
        <Layout.Sider collapsible collapsed={collapsed} onCollapse={setCollapsed} width={220} breakpoint="lg" className="app-sider" data-testid="app-sider">
          <div className="app-sider__brand">{brand(true, !collapsed)}</div>
          <NavMenu theme="dark" />
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header className="app-header">
          {!isDesktop && (
            <>
              <Button type="text" icon={<MenuOutlined />} onClick={() => setDrawerOpen(true)} aria-label={t('nav.openMenu')} data-testid="nav-toggle" />
              {brand(false, true)}
            </>
          )}
          <div className="app-header__spacer" />
          <NotificationBell />
          <CurrencyPicker compact={!isDesktop} />
          <LanguageSwitcher compact={!isDesktop} />
          <UserMenu compact={!isDesktop} />
        </Layout.Header>
        <Layout.Content className="app-content" id="main">
          <Outlet />
        </Layout.Content>
        <Layout.Footer className="app-footer">
          <Typography.Text type="secondary">{t('app.footer')}</Typography.Text>
        </Layout.Footer>
      </Layout>
      {!isDesktop && (
        <Drawer
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          width={264}
          title={brand(false, true)}
          styles={{ body: { padding: 0 } }}
          data-testid="nav-drawer"
        >
          <NavMenu theme="light" onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      )}
    </Layout>
  );
}
