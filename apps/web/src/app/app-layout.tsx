import { lazy, Suspense, useState } from 'react';
import { Link, Outlet } from 'react-router';
import { Button, Layout } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useIsDesktop } from '../lib/use-media-query';
import { CurrencyPicker } from '../features/preferences/currency-picker';
import { LanguageSwitcher } from '../components/language-switcher';
import { NotificationBell } from '../features/notification/notification-bell';
import { BrandMark } from '../components/brand-mark';
import { BrandName } from './brand-name';
import { NavMenu } from './nav-menu';
import { PlainText } from '../components/plain-typography';
import { UserMenu } from './user-menu';
import { ActingGate } from './acting-gate';
import './app-layout.css';

const loadNavDrawer = () => import('./nav-drawer');
const NavDrawer = lazy(() => loadNavDrawer().then((m) => ({ default: m.NavDrawer })));

export function AppLayout() {
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);

  const brand = (inverse: boolean, showName: boolean) => (
    <Link to="/" className={`app-brand${inverse ? ' app-brand--inverse' : ''}`}>
      <BrandMark size={28} />
      {showName && <BrandName name={t('app.name')} />}
    </Link>
  );

  return (
    <Layout className="app-shell">
      {isDesktop && (
        <Layout.Sider collapsible collapsed={collapsed} onCollapse={setCollapsed} width={220} breakpoint="lg" className="app-sider" data-testid="app-sider">
          <div className="app-sider__brand">{brand(true, !collapsed)}</div>
          <NavMenu theme="dark" collapsed={collapsed} />
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header className="app-header">
          {!isDesktop && (
            <>
              <Button
                type="text"
                icon={<MenuOutlined />}
                onClick={() => {
                  setDrawerUsed(true);
                  setDrawerOpen(true);
                }}
                onPointerEnter={() => void loadNavDrawer()}
                aria-label={t('nav.openMenu')}
                data-testid="nav-toggle"
              />
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
          <ActingGate>
            <Outlet />
          </ActingGate>
        </Layout.Content>
        <Layout.Footer className="app-footer">
          <PlainText type="secondary">{t('app.footer')}</PlainText>
        </Layout.Footer>
      </Layout>
      {!isDesktop && drawerUsed && (
        // The phone's menu loads when first opened: the page shows without it.
        <Suspense fallback={null}>
          <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} title={brand(false, true)} />
        </Suspense>
      )}
    </Layout>
  );
}
