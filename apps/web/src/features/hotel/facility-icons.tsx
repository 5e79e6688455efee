import type { ReactNode } from 'react';
import {
  AppstoreOutlined,
  BankOutlined,
  CarOutlined,
  ClockCircleOutlined,
  CoffeeOutlined,
  CrownOutlined,
  DashboardOutlined,
  HeartOutlined,
  InboxOutlined,
  RocketOutlined,
  ShopOutlined,
  SkinOutlined,
  SmileOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  VerticalAlignTopOutlined,
  WifiOutlined,
  ExperimentOutlined,
  BellOutlined,
  UserSwitchOutlined,
} from '@ant-design/icons';

/** Facility codes 1001–1020 (the server names them in the reader's language) and the icon each is drawn with. */
export const FACILITY_ICONS: Record<number, ReactNode> = {
  1001: <WifiOutlined />, // Wi-Fi
  1002: <CarOutlined />, // parking
  1003: <ShopOutlined />, // restaurant
  1004: <DashboardOutlined />, // gym
  1005: <ExperimentOutlined />, // swimming pool
  1006: <TeamOutlined />, // meeting rooms
  1007: <BankOutlined />, // business centre
  1008: <RocketOutlined />, // airport shuttle
  1009: <ClockCircleOutlined />, // 24-hour front desk
  1010: <InboxOutlined />, // luggage storage
  1011: <SkinOutlined />, // laundry
  1012: <HeartOutlined />, // spa
  1013: <CoffeeOutlined />, // bar
  1014: <VerticalAlignTopOutlined />, // lift
  1015: <ThunderboltOutlined />, // EV charging
  1016: <BellOutlined />, // room service
  1017: <CrownOutlined />, // executive lounge
  1018: <SmileOutlined />, // kids' club
  1019: <UserSwitchOutlined />, // accessible rooms
  1020: <AppstoreOutlined />, // pets allowed
};

export const facilityIcon = (code: number): ReactNode => FACILITY_ICONS[code] ?? <AppstoreOutlined />;
