import type { UserProfile } from '@travel/contracts/member/user';
import { canManagePolicy, isAdministrator } from './access';

export type ModuleKey =
  | 'home'
  | 'train'
  | 'hotel'
  | 'flight'
  | 'car'
  | 'travelRequests'
  | 'approvals'
  | 'orders'
  | 'policy'
  | 'mailOutbox'
  | 'backOfficeOrders'
  | 'hotelErrorReports'
  | 'profile';

export interface AppModule {
  key: ModuleKey;
  path: string;
  /** Built modules have their own pages; the others show the coming-soon page. */
  ready: boolean;
  /** Who sees it in the navigation (everyone when absent); the page itself checks again. */
  visibleTo?: (user: UserProfile) => boolean;
}

/**
 * The navigation of the app, in menu order (labels are `nav.<key>`, home shortcuts' hints `home.hints.<key>`, icons
 * MODULE_ICONS). No icons here, so the routes can read it without loading them.
 */
export const APP_MODULES: AppModule[] = [
  { key: 'home', path: '/', ready: true },
  { key: 'train', path: '/train', ready: true },
  { key: 'hotel', path: '/hotel', ready: true },
  { key: 'flight', path: '/flight', ready: false },
  { key: 'car', path: '/car', ready: false },
  { key: 'travelRequests', path: '/travel-requests', ready: true },
  { key: 'approvals', path: '/approvals', ready: true },
  { key: 'orders', path: '/orders', ready: true },
  { key: 'policy', path: '/policy', ready: true, visibleTo: canManagePolicy },
  { key: 'mailOutbox', path: '/admin/mail-outbox', ready: true, visibleTo: isAdministrator },
  { key: 'backOfficeOrders', path: '/admin/orders', ready: true, visibleTo: isAdministrator },
  { key: 'hotelErrorReports', path: '/admin/hotel-error-reports', ready: true, visibleTo: isAdministrator },
  { key: 'profile', path: '/profile', ready: true },
];

/** The modules a member sees in the navigation. */
export function visibleModules(user: UserProfile): AppModule[] {
  return APP_MODULES.filter((m) => !m.visibleTo || m.visibleTo(user));
}

/** The module a location belongs to: the one with the longest path the location is in. */
export function moduleOfPath(pathname: string): AppModule | undefined {
  let best: AppModule | undefined;
  for (const m of APP_MODULES) {
    const inside = m.path === '/' ? pathname === '/' : pathname === m.path || pathname.startsWith(`${m.path}/`);
    if (inside && (!best || m.path.length > best.path.length)) best = m;
  }
  return best;
}
