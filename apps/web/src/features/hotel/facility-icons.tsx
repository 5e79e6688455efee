import type { ReactNode } from 'react';
import {
  AppstoreOutlined,
  CarOutlined,
  CoffeeOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  InboxOutlined,
  PlaySquareOutlined,
  ShopOutlined,
  SkinOutlined,
  ThunderboltOutlined,
  TeamOutlined,
  WifiOutlined,
  FireOutlined,
  RocketOutlined,
  SmileOutlined,
  ApartmentOutlined,
  CloudOutlined,
  StopOutlined,
  HeartOutlined,
  SafetyOutlined,
} from '@ant-design/icons';

/** Facility codes 1001–1020 and their icons; the names are `hotel.facility.<code>` in every language. */
export const FACILITY_ICONS: Record<number, ReactNode> = {
  1001: <WifiOutlined />,
  1002: <CarOutlined />,
  1003: <ShopOutlined />,
  1004: <DashboardOutlined />,
  1005: <PlaySquareOutlined />,
  1006: <TeamOutlined />,
  1007: <RocketOutlined />,
  1008: <CoffeeOutlined />,
  1009: <CustomerServiceOutlined />,
  1010: <InboxOutlined />,
  1011: <SkinOutlined />,
  1012: <AppstoreOutlined />,
  1013: <SmileOutlined />,
  1014: <FireOutlined />,
  1015: <ApartmentOutlined />,
  1016: <CloudOutlined />,
  1017: <StopOutlined />,
  1018: <HeartOutlined />,
  1019: <ThunderboltOutlined />,
  1020: <SafetyOutlined />,
};

export const facilityIcon = (code: number): ReactNode => FACILITY_ICONS[code] ?? <AppstoreOutlined />;
