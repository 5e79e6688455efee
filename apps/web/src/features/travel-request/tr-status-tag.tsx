import { Tag } from 'antd';
import { CheckCircleOutlined, ClockCircleOutlined, CloseCircleOutlined, MinusCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TrStatus } from '@travel/contracts/travel-request/travel-request';

const LOOK: Record<TrStatus, { color: string; icon: React.ReactNode }> = {
  WAIT_APPROVE: { color: 'processing', icon: <ClockCircleOutlined /> },
  APPROVED: { color: 'success', icon: <CheckCircleOutlined /> },
  REJECTED: { color: 'error', icon: <CloseCircleOutlined /> },
  CANCELED: { color: 'default', icon: <MinusCircleOutlined /> },
};

export function TrStatusTag(props: { status: TrStatus }) {
  const { t } = useTranslation();
  const look = LOOK[props.status];
  return (
    <Tag color={look.color} icon={look.icon} data-testid="tr-status" data-status={props.status}>
      {t(`tr.status.${props.status}`)}
    </Tag>
  );
}
