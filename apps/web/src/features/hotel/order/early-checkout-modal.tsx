import { useState } from 'react';
import { Alert, DatePicker, Descriptions, Form, Modal, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { HotelOrder } from '@travel/contracts/hotel/order';
import { isApiError } from '../../../lib/api-error';
import { useFormat } from '../../../lib/use-format';
import { earlyDateOpen, earlyMoney } from './early-checkout-view';
import { useModifyInfo } from './hotel-order-queries';
import { useOrderModify } from './use-order-modify';
import { isoDate } from './order-view';

/**
 * Early checkout: a new checkout within modify/info/query's range, then for it the refund and the penalty (the server's
 * difference) shown before order/modify; a refusal stays in the dialog in the server's words.
 */
export function EarlyCheckoutModal(props: { order: HotelOrder; onClose: () => void; onChanged: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const { orderId } = props.order.baseInfo;
  const h = props.order.hotelInfo;
  const current = isoDate(h.checkoutDate);
  const range = useModifyInfo(orderId, null);
  const [date, setDate] = useState<string | null>(null);
  const quote = useModifyInfo(orderId, date);
  const change = useOrderModify(props);
  const loadError = range.error ?? quote.error;
  const early = range.data?.modifyTypeList.find((m) => m.modifyType === 'EARLY_CHECKOUT');
  const earliest = range.data?.minCheckinDate ?? current;
  const diff = date && quote.data?.modifyType === 'EARLY_CHECKOUT' ? quote.data.afterModifyDifferencePrice : null;
  const m = date && diff ? earlyMoney({ dailyPriceList: props.order.dailyPriceList, roomNum: h.roomNum, currency: props.order.orderPrice.currency }, date, diff) : null;

  const submit = async () => {
    if (date) await change.send({ orderId, checkoutDate: date }, t('hotel.order.early.done', { date: fmt.date(date) }));
  };

  return (
    <Modal
      open
      title={t('hotel.order.early.title')}
      onCancel={props.onClose}
      onOk={() => void submit()}
      okText={t('hotel.order.early.confirm')}
      okButtonProps={{ loading: change.busy, disabled: !m || quote.isFetching, 'data-testid': 'early-confirm' }}
      cancelButtonProps={{ 'data-testid': 'early-close' }}
    >
      <div data-testid="early-modal" data-loaded={range.data ? 'true' : 'false'} data-date={date ?? undefined}>
        {range.isPending && <Skeleton active />}
        {loadError && <Alert type="error" showIcon data-testid="early-error" message={isApiError(loadError) ? loadError.description : t('errors.loadFailed')} />}
        {early && !early.canModify && <Alert className="hotel-order__alert" type="warning" showIcon data-testid="early-closed" message={early.reasonDesc ?? t('hotel.order.modify.closed')} />}
        {change.refusal && <Alert className="hotel-order__alert" type="error" showIcon data-testid="early-refused" message={change.refusal} />}
        {range.data && early?.canModify && (
          <Form layout="vertical" component="div">
            <Form.Item label={t('hotel.order.early.newCheckout')} htmlFor="early-date" extra={t('hotel.order.early.range', { from: fmt.date(earliest), to: fmt.date(dayjs(current).subtract(1, 'day').format('YYYY-MM-DD')) })}>
              <DatePicker
                id="early-date"
                value={date ? dayjs(date) : null}
                onChange={(d) => setDate(d ? d.format('YYYY-MM-DD') : null)}
                disabledDate={(d) => !earlyDateOpen(d.format('YYYY-MM-DD'), earliest, current)}
                defaultPickerValue={dayjs(earliest)}
                inputReadOnly
                allowClear={false}
                style={{ width: '100%' }}
                data-testid="early-date"
              />
            </Form.Item>
          </Form>
        )}
        {date && quote.isFetching && <Skeleton active paragraph={{ rows: 2 }} />}
        {m && !quote.isFetching && (
          <Descriptions size="small" column={1} bordered className="hotel-order__quote" data-testid="early-quote">
            <Descriptions.Item label={t('hotel.order.early.stay')}>
              <span data-testid="early-stay">
                {fmt.dateRange(isoDate(h.checkinDate), date)} · {t('hotel.order.nights', { count: m.nightsLeft })}
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('hotel.order.early.released')}>
              <span data-testid="early-released" data-amount={m.released.amount}>{fmt.roomPrice(m.released)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('hotel.order.early.penalty')}>
              <Typography.Text type={m.penalty.amount > 0 ? 'danger' : undefined} data-testid="early-penalty" data-amount={m.penalty.amount}>
                {fmt.roomPrice(m.penalty)}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('hotel.order.early.refund')}>
              <Typography.Text strong data-testid="early-refund" data-amount={m.refund.amount}>
                {fmt.roomPrice(m.refund)}
              </Typography.Text>
            </Descriptions.Item>
          </Descriptions>
        )}
        {m && props.order.baseInfo.payType === 14 && <Typography.Paragraph type="secondary" className="hotel-order__note">{t('hotel.order.early.atHotel')}</Typography.Paragraph>}
      </div>
    </Modal>
  );
}
