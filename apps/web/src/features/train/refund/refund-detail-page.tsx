import { useSearchParams } from 'react-router';
import { Alert, App, Button, Card, Descriptions, Skeleton, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Money } from '@travel/contracts/platform/envelope';
import { refundCancelCall, refundUserConfirmCall } from '@travel/contracts/train/refund';
import type { TrainTicketStatus } from '@travel/contracts/train/statuses';
import { useLocale } from '../../../lib/locale-provider';
import { callApi } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { formatMoney } from '../../../lib/format';
import { useFormat } from '../../../lib/use-format';
import { AfterSalePage, AfterSaleStatusCard } from '../after-sale/after-sale-page';
import { useAfterSaleDetail } from '../after-sale/use-after-sale-detail';
import { hoursBetween, isRefundProcessing } from './refund-logic';
import { useRefundDetail } from './refund-queries';
import { RefundRuleText } from './refund-rule-text';
import { RefundStatusTag } from './refund-status-tag';
import '../train.css';
import './refund.css';

const TICKET_COLOR: Partial<Record<TrainTicketStatus, string>> = { REFUND_APPLYING: 'gold', REFUNDED: 'purple', ISSUED: 'green', GOT: 'green' };

/**
 * A refund: its status (polled while the railway and the payment work on it), the tickets with their fees, what goes
 * back and by which way, the payment records, and cancel or confirm when the refund allows it.
 */
export function RefundDetailPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const { locale } = useLocale();
  const { modal } = App.useApp();
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const refundId = params.get('refundId') ?? '';
  const detail = useRefundDetail(orderId, refundId);
  // Each status seen (the refund submitted, the railway refunded, the money went back) reads the order again.
  const { busy, act } = useAfterSaleDetail('refund', orderId, detail.data?.refundOrder.refundStatus);
  const money = (m: Money) => formatMoney(m, locale);

  if (!orderId || !refundId) return <Alert type="error" showIcon message={t('train.refund.noRefund')} />;
  if (detail.isLoading) return <Skeleton active />;
  if (detail.isError || !detail.data) return <Alert type="error" showIcon message={isApiError(detail.error) ? detail.error.description : t('errors.unexpected')} />;

  const d = detail.data;
  const r = d.refundOrder;
  const status = r.refundStatus;
  const mixed = d.payment.priceList.length > 1;

  const cancel = () =>
    modal.confirm({
      title: t('train.refund.cancelTitle'),
      content: t('train.refund.cancelText'),
      okText: t('train.refund.cancel'),
      okButtonProps: { danger: true },
      cancelText: t('common.no'),
      onOk: () => act(() => callApi(refundCancelCall, { orderId, refundId })),
    });
  const confirm = () =>
    modal.confirm({
      title: t('train.refund.confirmTitle'),
      content: t('train.refund.confirmText'),
      okText: t('train.refund.confirm'),
      cancelText: t('common.no'),
      onOk: () => act(() => callApi(refundUserConfirmCall, { orderId, refundId })),
    });

  return (
    <AfterSalePage kind="refund" page="detail" orderId={orderId} status={status}>
      <AfterSaleStatusCard kind="refund" title={t('train.refund.detailTitle')} tag={<RefundStatusTag status={status} />} processing={isRefundProcessing(status)}>
        {status === 'WAIT_CONFIRM' && <Alert style={{ marginBottom: 12 }} type="warning" showIcon message={t('train.refund.waitConfirm')} />}
        {r.rejectReason && <Alert style={{ marginBottom: 12 }} type="error" showIcon data-testid="refund-reject-reason" message={t('train.refund.rejected', { reason: r.rejectReason })} />}
        <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
          <Descriptions.Item label={t('train.refund.refundId')}>
            <span data-testid="refund-id">{d.refundId}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('train.refund.operation')}>
            <span data-testid="refund-operation" data-status={r.operationStatus}>
              {t(`train.refund.operationStatus.${r.operationStatus}`)}
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={t('train.refund.appliedAt')}>{fmt.dateTime(r.refundTime)}</Descriptions.Item>
          {r.refundAuditTime && <Descriptions.Item label={t('train.refund.doneAt')}>{fmt.dateTime(r.refundAuditTime)}</Descriptions.Item>}
          <Descriptions.Item label={t('train.refund.channel')}>{t(`train.refund.channelType.${r.channelType}`)}</Descriptions.Item>
          <Descriptions.Item label={t('train.order.travelType')}>{t(`policy.travelType.${r.travelType}`)}</Descriptions.Item>
          {r.userRefundReason && (
            <Descriptions.Item label={t('train.refund.reason')}>
              <span data-testid="refund-detail-reason">{r.userRefundReason}</span>
            </Descriptions.Item>
          )}
          {r.userRemark && <Descriptions.Item label={t('train.refund.remark')}>{r.userRemark}</Descriptions.Item>}
        </Descriptions>
        {(d.buttons.cancel || d.buttons.confirm) && (
          <Space wrap style={{ marginTop: 12 }}>
            {d.buttons.confirm && (
              <Button type="primary" loading={busy} onClick={confirm} data-testid="refund-confirm">
                {t('train.refund.confirm')}
              </Button>
            )}
            {d.buttons.cancel && (
              <Button danger loading={busy} onClick={cancel} data-testid="refund-cancel">
                {t('train.refund.cancel')}
              </Button>
            )}
          </Space>
        )}
      </AfterSaleStatusCard>

      <Card size="small" style={{ marginBottom: 12 }} title={t('train.refund.tickets')}>
        {d.productList.flatMap((p) =>
          p.ticketList.map((ticket) => (
            <div key={ticket.ticketId} className="refund-line" data-testid="refund-detail-ticket" data-ticket-id={ticket.ticketId} data-ticket-status={ticket.ticketStatus}>
              <Space direction="vertical" size={2} style={{ minWidth: 0 }}>
                <Space wrap size={8}>
                  <Typography.Text strong>{p.passengerName}</Typography.Text>
                  <Tag color={TICKET_COLOR[ticket.ticketStatus]}>{t(`train.ticketStatus.${ticket.ticketStatus}`)}</Tag>
                </Space>
                <span>
                  {ticket.trainNo} · {fmt.railDateTime(ticket.departureTime)} · {ticket.fromStationName} → {ticket.toStationName}
                </span>
                <span>
                  {t(`policy.seatClass.${ticket.seatClass}`)}
                  {ticket.coachNo && ticket.seatNo ? ` · ${t('train.order.coachSeat', { coach: ticket.coachNo, seat: ticket.seatNo })}` : ''}
                  {ticket.ticketNo ? ` · ${ticket.ticketNo}` : ''}
                </span>
                <RefundRuleText rule={ticket.rule} rate={ticket.rate} hoursBefore={hoursBetween(r.refundTime, ticket.departureTime)} />
              </Space>
              <Space direction="vertical" size={0} className="refund-line__money">
                <span>
                  {t('train.refund.ticketPrice')}: {money(ticket.ticketPrice)}
                </span>
                <span>
                  {t('train.refund.fee')}: <span data-testid="refund-detail-fee">{money(ticket.refundFee)}</span>
                </span>
                <Typography.Text strong>
                  {t('train.refund.refundAmount')}: {money(ticket.refundAmount)}
                </Typography.Text>
              </Space>
            </div>
          )),
        )}
      </Card>

      <Card size="small" style={{ marginBottom: 12 }} title={t('train.refund.amounts')}>
        <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
          <Descriptions.Item label={t('train.refund.totalTicketPrice')}>{money(d.receivablePrice.refundTicketPrice)}</Descriptions.Item>
          <Descriptions.Item label={t('train.refund.totalFee')}>{money(d.receivablePrice.refundFee)}</Descriptions.Item>
          <Descriptions.Item label={t('train.refund.serviceFee')}>{money(d.receivablePrice.refundServiceFee)}</Descriptions.Item>
          {d.receivablePrice.refundInsurancePrice.amount > 0 && (
            <Descriptions.Item label={t('train.refund.insuranceBack')}>
              <span data-testid="refund-detail-insurance">{money(d.receivablePrice.refundInsurancePrice)}</span>
            </Descriptions.Item>
          )}
          <Descriptions.Item label={t('train.refund.totalRefund')}>
            <Typography.Text strong data-testid="refund-detail-total">
              {money(d.receivablePrice.totalRefundPrice)}
            </Typography.Text>
          </Descriptions.Item>
          {d.receivablePrice.actualTotalRefundPrice && (
            <Descriptions.Item label={t('train.refund.actualRefund')}>
              <Typography.Text strong type="success" data-testid="refund-detail-actual">
                {money(d.receivablePrice.actualTotalRefundPrice)}
              </Typography.Text>
            </Descriptions.Item>
          )}
        </Descriptions>
      </Card>

      <Card
        size="small"
        style={{ marginBottom: 12 }}
        title={t('train.refund.moneyBack')}
        extra={mixed ? <Tag color="purple" data-testid="refund-mixed">{t('train.refund.mixedPayment')}</Tag> : undefined}
      >
        {d.payment.priceList.length === 0 ? (
          <Typography.Text type="secondary">{t('train.refund.nothingBack')}</Typography.Text>
        ) : (
          d.payment.priceList.map((p) => (
            <div key={p.payWay} className="refund-line" data-testid="refund-way" data-pay-way={p.payWay}>
              <span>{t(`train.refund.payWay.${p.payWay}`)}</span>
              <Typography.Text strong>{money(p.amount)}</Typography.Text>
            </div>
          ))
        )}
      </Card>

      {d.recordList.length > 0 && (
        <Card size="small" title={t('train.refund.records')}>
          {d.recordList.map((rec) => (
            <div key={rec.refundOrderNo} className="refund-line" data-testid="refund-record" data-record-type={rec.recordType}>
              <Space direction="vertical" size={0} style={{ minWidth: 0 }}>
                <span>
                  {t(`train.refund.recordType.${rec.recordType}`, { defaultValue: rec.recordType })} · {t(`train.refund.payWay.${rec.payWay}`)}
                </span>
                <Typography.Text type="secondary" style={{ fontSize: 12, wordBreak: 'break-all' }}>
                  {t('train.refund.recordPaid', { time: fmt.dateTime(rec.refundTime), refundId: d.refundId })}
                </Typography.Text>
              </Space>
              <Typography.Text strong>{money(rec.amount)}</Typography.Text>
            </div>
          ))}
        </Card>
      )}
    </AfterSalePage>
  );
}
