import { Checkbox, List, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CallOutput } from '@travel/contracts/platform/define-call';
import type { offlinePreQueryCall } from '@travel/contracts/train/offline';
import { formatMoney } from '../../../lib/format';
import { useLocale } from '../../../lib/locale-provider';
import { useFormat } from '../../../lib/use-format';

export type OfflineTicket = CallOutput<typeof offlinePreQueryCall>['ticketList'][number];

/** The order's tickets to choose from (passengers first, spec 5); `eligible` decides which can be chosen. */
export function OfflineTicketPicker(props: { tickets: readonly OfflineTicket[]; eligible: (t: OfflineTicket) => boolean; value: string[]; onChange: (ids: string[]) => void; testId: string }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const { locale } = useLocale();
  const toggle = (id: string, on: boolean) => props.onChange(on ? [...props.value, id] : props.value.filter((x) => x !== id));
  return (
    <List
      size="small"
      bordered
      data-testid={props.testId}
      dataSource={[...props.tickets]}
      renderItem={(x) => (
        <List.Item key={x.ticketId}>
          <Checkbox disabled={!props.eligible(x)} checked={props.value.includes(x.ticketId)} onChange={(e) => toggle(x.ticketId, e.target.checked)} data-testid="offline-ticket" data-ticket={x.ticketId}>
            <Space wrap size={4}>
              <strong>{x.passengerName}</strong>
              <span>{x.trainNo}</span>
              <span>{fmt.dateTime(x.departureTime)}</span>
              <span>{formatMoney(x.ticketPrice, locale)}</span>
              <Tag>{t(`train.ticketStatus.${x.ticketStatus}`)}</Tag>
            </Space>
          </Checkbox>
        </List.Item>
      )}
    />
  );
}
