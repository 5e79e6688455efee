import { Descriptions, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import type { GuestRooms } from './guest-rooms';
import type { ContactDraft } from './hotel-contact';
import type { PreCreate } from './stay-card';

/** The booking confirmation dialog (spec 2): what is about to be booked, for whom, how it is paid and cancelled. */
export function ConfirmDialog(props: {
  open: boolean;
  data: PreCreate;
  rooms: GuestRooms;
  contact: ContactDraft;
  arrival: string | null;
  submitting: boolean;
  onOk: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const d = props.data;
  const arrival = d.selectTimeList.find((x) => x.selectTimeValue === props.arrival)?.selectTimeTitle;
  return (
    <Modal
      open={props.open}
      title={t('hotel.book.confirm.title')}
      okText={t('hotel.book.confirm.ok')}
      cancelText={t('common.cancel')}
      onOk={props.onOk}
      onCancel={props.onCancel}
      confirmLoading={props.submitting}
      maskClosable={!props.submitting}
      okButtonProps={{ 'data-testid': 'hotel-book-confirm-ok' }}
      destroyOnHidden
    >
      <Descriptions column={1} size="small" bordered data-testid="hotel-book-confirm">
        <Descriptions.Item label={t('hotel.book.hotel')}>{d.hotelInfo.hotelName}</Descriptions.Item>
        <Descriptions.Item label={t('hotel.book.room')}>
          {d.roomTypeName} · {d.ratePlanName}
        </Descriptions.Item>
        <Descriptions.Item label={t('hotel.book.dates')}>
          {fmt.dateRange(d.baseInfo.checkinDate, d.baseInfo.checkoutDate)} · {t('hotel.book.nights', { count: d.baseInfo.nights })}
        </Descriptions.Item>
        {props.rooms.map((guests, i) => (
          <Descriptions.Item key={i} label={t('hotel.book.roomN', { n: i + 1 })}>
            {fmt.list(guests.map((g) => g.name))}
          </Descriptions.Item>
        ))}
        <Descriptions.Item label={t('hotel.book.contact')}>
          {props.contact.name} · +{props.contact.mobileCountryCode} {props.contact.mobile}
        </Descriptions.Item>
        {arrival && <Descriptions.Item label={t('hotel.book.arrival')}>{arrival}</Descriptions.Item>}
        <Descriptions.Item label={t('hotel.book.payment')}>{d.payWayName}</Descriptions.Item>
        <Descriptions.Item label={t('hotel.book.total')}>
          <Typography.Text strong data-testid="hotel-book-confirm-total">
            {fmt.roomPrice({ amount: d.priceInfo.totalPrice, currency: d.priceInfo.currency })}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('hotel.book.cancel')}>{d.cancelPolicyList.map((c) => `${c.timeDesc}: ${c.cancelPolicy}`).join('; ')}</Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        {t('hotel.book.confirm.note')}
      </Typography.Paragraph>
    </Modal>
  );
}
