import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, DatePicker, Descriptions, Form, Modal, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { HotelOrder } from '@travel/contracts/hotel/order';
import { isApiError } from '../../../lib/api-error';
import { useFormat } from '../../../lib/use-format';
import { extendDateOpen, extendMoney, firstBlocked } from './extend-stay-view';
import { useModifyInfo } from './hotel-order-queries';
import { isoDate, payWayKey } from './order-view';
import { useOrderModify } from './use-order-modify';

/**
 * Extend the stay: a later checkout within modify/info/query's range (full nights and what lies past them disabled),
 * then for it the new nights at the hotel's price now and who pays them (company / traveller) shown before order/modify;
 * a prepaid stay goes on to pay the traveller's part, the nights held until then. A refusal stays in the dialog.
 */
export function ExtendStayModal(props: { order: HotelOrder; onClose: () => void; onChanged: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const navigate = useNavigate();
  const { orderId } = props.order.baseInfo;
  const h = props.order.hotelInfo;
  const current = isoDate(h.checkoutDate);
  const range = useModifyInfo(orderId, null);
  const [date, setDate] = useState<string | null>(null);
  const quote = useModifyInfo(orderId, date);
  const change = useOrderModify(props);
  const loadError = range.error ?? quote.error;
  const extend = range.data?.modifyTypeList.find((m) => m.modifyType === 'EXTEND');
  const latest = range.data?.maxCheckoutDate ?? current;
  const full = range.data?.fullDateList ?? [];
  const blocked = firstBlocked(current, full);
  const diff = date && quote.data?.modifyType === 'EXTEND' ? quote.data.afterModifyDifferencePrice : null;
  const m = diff ? extendMoney(diff) : null;
  const nights = quote.data?.extendNightList ?? [];
  const way = payWayKey(props.order.baseInfo.payType);
  const payNow = way !== 'atHotel' && (m?.personal.amount ?? 0) > 0;

  const submit = async () => {
    if (!date) return;
    const out = await change.send({ orderId, checkoutDate: date }, t(payNow ? 'hotel.order.extend.held' : 'hotel.order.extend.done', { date: fmt.date(date) }));
    if (out?.extension?.payOrder?.needPay) navigate(`/hotel/pay/${encodeURIComponent(orderId)}`);
  };

  return (
    <Modal
      open
      title={t('hotel.order.extend.title')}
      onCancel={props.onClose}
      onOk={() => void submit()}
      okText={t(payNow ? 'hotel.order.extend.confirmPay' : 'hotel.order.extend.confirm')}
      okButtonProps={{ loading: change.busy, disabled: !m || quote.isFetching, 'data-testid': 'extend-confirm' }}
      cancelButtonProps={{ 'data-testid': 'extend-close' }}
    >
      <div data-testid="extend-modal" data-loaded={range.data ? 'true' : 'false'} data-date={date ?? undefined}>
        {range.isPending && <Skeleton active />}
        {loadError && <Alert type="error" showIcon data-testid="extend-error" message={isApiError(loadError) ? loadError.description : t('errors.loadFailed')} />}
        {extend && !extend.canModify && <Alert className="hotel-order__alert" type="warning" showIcon data-testid="extend-closed" message={extend.reasonDesc ?? t('hotel.order.modify.closed')} />}
        {change.refusal && <Alert className="hotel-order__alert" type="error" showIcon data-testid="extend-refused" message={change.refusal} />}
        {range.data && extend?.canModify && (
          <Form layout="vertical" component="div">
            <Form.Item
              label={t('hotel.order.extend.newCheckout')}
              htmlFor="extend-date"
              extra={blocked ? t('hotel.order.extend.fullFrom', { date: fmt.date(blocked) }) : t('hotel.order.extend.range', { from: fmt.date(dayjs(current).add(1, 'day').format('YYYY-MM-DD')), to: fmt.date(latest) })}
            >
              <DatePicker
                id="extend-date"
                value={date ? dayjs(date) : null}
                onChange={(d) => setDate(d ? d.format('YYYY-MM-DD') : null)}
                disabledDate={(d) => !extendDateOpen(d.format('YYYY-MM-DD'), current, latest, full)}
                defaultPickerValue={dayjs(current)}
                inputReadOnly
                allowClear={false}
                style={{ width: '100%' }}
                data-testid="extend-date"
              />
            </Form.Item>
          </Form>
        )}
        {date && quote.isFetching && <Skeleton active paragraph={{ rows: 2 }} />}
        {m && !quote.isFetching && (
          <>
            <ul className="hotel-order__nights" data-testid="extend-nights">
              {nights.map((n) => (
                <li key={n.date} className="hotel-order__night" data-testid="extend-night" data-date={n.date} data-price={n.price.amount}>
                  <span>{fmt.date(n.date)}</span>
                  <span>{n.exceeding && <Tag color="orange">{t('hotel.order.extend.overStandard')}</Tag>}</span>
                  <span>{fmt.roomPrice(n.price)}</span>
                </li>
              ))}
            </ul>
            <Descriptions size="small" column={1} bordered className="hotel-order__quote" data-testid="extend-quote">
              <Descriptions.Item label={t('hotel.order.extend.stay')}>
                <span data-testid="extend-stay">
                  {fmt.dateRange(isoDate(h.checkinDate), date)} · {t('hotel.order.nights', { count: props.order.dailyPriceList.length + nights.length })}
                </span>
              </Descriptions.Item>
              <Descriptions.Item label={t('hotel.order.extend.total')}>
                <Typography.Text strong data-testid="extend-total" data-amount={m.total.amount}>
                  {fmt.roomPrice(m.total)}
                </Typography.Text>
              </Descriptions.Item>
              <Descriptions.Item label={t('hotel.order.extend.company')}>
                <span data-testid="extend-company" data-amount={m.company.amount}>{fmt.roomPrice(m.company)}</span>
              </Descriptions.Item>
              <Descriptions.Item label={t('hotel.order.extend.personal')}>
                <span data-testid="extend-personal" data-amount={m.personal.amount}>{fmt.roomPrice(m.personal)}</span>
              </Descriptions.Item>
            </Descriptions>
            <Typography.Paragraph type="secondary" className="hotel-order__note" data-testid="extend-how">
              {t(way === 'atHotel' ? 'hotel.order.extend.atHotel' : payNow ? 'hotel.order.extend.payOnline' : 'hotel.order.extend.onAccount')}
            </Typography.Paragraph>
          </>
        )}
      </div>
    </Modal>
  );
}
