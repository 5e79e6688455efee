import { Link, useLocation } from 'react-router';
import { Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUser } from '../features/auth/use-session';
import { MODULE_ICONS } from './module-icons';
import { moduleOfPath, visibleModules } from './modules';

/** The modules the member may open, the current one selected. */
export function NavMenu(props: { onNavigate?: () => void; theme: 'dark' | 'light' }) {
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
        icon: MODULE_ICONS[m.key],
        label: (
          <Link to={m.path} data-testid={`nav-${m.key}`}>
            {t(`nav.${m.key}`)}
          </Link>
        ),
      }))}
    />
  );
}
