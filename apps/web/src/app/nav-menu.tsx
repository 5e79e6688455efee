import { lazy, Suspense, useState, type CSSProperties, type ReactElement } from 'react';
import { Link, useLocation } from 'react-router';
import { theme as antdTheme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUser } from '../lib/use-session';
import { MODULE_ICONS } from '../components/module-icons';
import { moduleOfPath, visibleModules } from '../lib/modules';
import './nav-menu.css';

/** antd's Layout.Sider width when collapsed (its default), where the icons are centred. */
const SIDER_COLLAPSED_WIDTH = 80;

// The collapsed side menu names each icon in a tooltip, as antd's Menu does; it loads when the menu is collapsed.
const NavTooltip = lazy(() => import('./nav-tooltip').then((m) => ({ default: m.NavTooltip })));

/**
 * The modules the member may open, the current one selected: antd's inline Menu's look (dark in the side bar, light
 * in the phone's drawer) drawn from the theme's tokens, each item a plain link. antd's Menu brings rc-menu, Trigger,
 * Tooltip and rc-field-form (~55 kB gzip) to every page for a list of links.
 */
export function NavMenu(props: { onNavigate?: () => void; theme: 'dark' | 'light'; collapsed?: boolean }) {
  const { t } = useTranslation();
  const user = useUser();
  const location = useLocation();
  const { token } = antdTheme.useToken();
  const selected = moduleOfPath(location.pathname)?.key ?? 'home';
  const [hovered, setHovered] = useState<string | null>(null);
  const style = {
    '--nav-item-height': `${token.controlHeightLG}px`,
    '--nav-item-margin': `${token.marginXXS}px`,
    '--nav-item-radius': `${token.borderRadiusLG}px`,
    '--nav-item-padding': `0 ${token.padding}px 0 ${token.paddingLG}px`,
    '--nav-collapsed-padding': `0 ${(SIDER_COLLAPSED_WIDTH - 2 * token.marginXXS - token.fontSizeLG) / 2}px`,
    '--nav-font-size': `${token.fontSize}px`,
    '--nav-icon-size': `${token.fontSize}px`,
    '--nav-collapsed-icon-size': `${token.fontSizeLG}px`,
    '--nav-icon-gap': `${token.controlHeightSM - token.fontSize}px`,
    '--nav-primary': token.colorPrimary,
    '--nav-text': token.colorText,
    '--nav-hover-bg': token.colorBgTextHover,
    '--nav-selected-bg': token.controlItemBgActive,
    '--nav-split': token.colorSplit,
    '--nav-focus': token.colorPrimaryBorder,
    '--nav-motion': `${token.motionDurationSlow}`,
  } as CSSProperties;

  return (
    <nav className={`app-nav app-nav--${props.theme}${props.collapsed ? ' app-nav--collapsed' : ''}`} style={style}>
      <ul className="app-nav__list" data-testid="nav-menu">
        {visibleModules(user).map((m) => {
          const label = t(`nav.${m.key}`);
          const link: ReactElement = (
            <Link
              to={m.path}
              className={`app-nav__item${m.key === selected ? ' app-nav__item--selected' : ''}`}
              aria-current={m.key === selected ? 'page' : undefined}
              aria-label={props.collapsed ? label : undefined}
              onClick={props.onNavigate}
              data-testid={`nav-${m.key}`}
            >
              <span className="app-nav__icon">{MODULE_ICONS[m.key]}</span>
              <span className="app-nav__label">{label}</span>
            </Link>
          );
          return (
            <li key={m.key} onPointerEnter={() => setHovered(m.key)} onPointerLeave={() => setHovered(null)}>
              {props.collapsed ? (
                <Suspense fallback={link}>
                  <NavTooltip title={label} hovered={hovered === m.key}>
                    {link}
                  </NavTooltip>
                </Suspense>
              ) : (
                link
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
