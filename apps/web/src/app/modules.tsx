import type { ReactNode } from 'react';
import { AuditOutlined, CarOutlined, FileDoneOutlined, HomeOutlined, ProfileOutlined, UserOutlined } from '@ant-design/icons';
import { FlightIcon, HotelIcon, TrainIcon } from './module-icons';

export type ModuleKey = 'home' | 'train' | 'hotel' | 'flight' | 'car' | 'travelRequests' | 'approvals' | 'orders' | 'profile';

export interface AppModule {
  key: ModuleKey;
  path: string;
  icon: ReactNode;
  /** Built modules have their own pages; the others show the coming-soon page. */
  ready: boolean;
}

/** The navigation of the app, in menu order (labels are `nav.<key>`, home shortcuts' hints `home.hints.<key>`). */
export const APP_MODULES: AppModule[] = [
  { key: 'home', path: '/', icon: <HomeOutlined />, ready: true },
  { key: 'train', path: '/train', icon: <TrainIcon />, ready: false },
  { key: 'hotel', path: '/hotel', icon: <HotelIcon />, ready: false },
  { key: 'flight', path: '/flight', icon: <FlightIcon />, ready: false },
  { key: 'car', path: '/car', icon: <CarOutlined />, ready: false },
  { key: 'travelRequests', path: '/travel-requests', icon: <FileDoneOutlined />, ready: false },
  { key: 'approvals', path: '/approvals', icon: <AuditOutlined />, ready: false },
  { key: 'orders', path: '/orders', icon: <ProfileOutlined />, ready: false },
  { key: 'profile', path: '/profile', icon: <UserOutlined />, ready: true },
];

/** The module a location belongs to (by its first path segment). */
export function moduleOfPath(pathname: string): AppModule | undefined {
  const first = `/${pathname.split('/')[1] ?? ''}`;
  return APP_MODULES.find((m) => m.path === first);
}
