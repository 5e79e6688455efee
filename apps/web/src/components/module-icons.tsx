import type { ReactNode } from 'react';
import Icon, {
  AuditOutlined,
  CarOutlined,
  ContainerOutlined,
  FileDoneOutlined,
  FlagOutlined,
  HomeOutlined,
  MailOutlined,
  ProfileOutlined,
  SafetyCertificateOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { GetProps } from 'antd';
import type { ModuleKey } from '../lib/modules';

type IconProps = Partial<GetProps<typeof Icon>>;

const TrainSvg = () => (
  <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
    <rect x="5" y="3" width="14" height="14" rx="3" />
    <path d="M5 11h14M9 14h.01M15 14h.01M8 21l2-4M16 21l-2-4" />
  </svg>
);

const FlightSvg = () => (
  <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor">
    <path d="M21 15.5v-2l-8-5V3.8c0-.9-.7-1.6-1.5-1.6S10 2.9 10 3.8v4.7l-8 5v2l8-2.5v5.4l-2 1.5V21l3.5-1 3.5 1v-1.6l-2-1.5V13l8 2.5z" />
  </svg>
);

const HotelSvg = () => (
  <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
    <path d="M3 19V6M3 15h18v4M21 15v-3a3 3 0 0 0-3-3h-7v6" />
    <circle cx="7" cy="11" r="2" />
  </svg>
);

export const TrainIcon = (props: IconProps) => <Icon component={TrainSvg} {...props} />;
export const FlightIcon = (props: IconProps) => <Icon component={FlightSvg} {...props} />;
export const HotelIcon = (props: IconProps) => <Icon component={HotelSvg} {...props} />;

/** Each module's icon in the menu, the home shortcuts and the coming-soon page. */
export const MODULE_ICONS: Record<ModuleKey, ReactNode> = {
  home: <HomeOutlined />,
  train: <TrainIcon />,
  hotel: <HotelIcon />,
  flight: <FlightIcon />,
  car: <CarOutlined />,
  travelRequests: <FileDoneOutlined />,
  approvals: <AuditOutlined />,
  orders: <ProfileOutlined />,
  policy: <SafetyCertificateOutlined />,
  mailOutbox: <MailOutlined />,
  backOfficeOrders: <ContainerOutlined />,
  hotelErrorReports: <FlagOutlined />,
  profile: <UserOutlined />,
};
