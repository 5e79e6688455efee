import { useNavigate, useSearchParams } from 'react-router';
import { Alert, App, Button, Card, Descriptions, Skeleton, Space, Tag, Typography } from 'antd';
import { ArrowRightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PolicyResultPanel } from '../../../widgets/policy/policy-result-panel';
import type { Money } from '@travel/contracts/platform/envelope';
import { changeCancelCall, changeConfirmCall, type ChangeDetail } from '@travel/contracts/train/change';
import type { TrainTicketStatus } from '@travel/contracts/train/statuses';
import { useLocale } from '../../../lib/locale-provider';
import { callApi } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { formatMoney } from '../../../lib/format';
import { useNow } from '../../../lib/use-now';
import { useFormat } from '../../../lib/use-format';
import { clock } from '../../../widgets/payment/pay-clock';
import { AfterSalePage, AfterSaleStatusCard } from '../after-sale/after-sale-page';
import { useAfterSaleDetail } from '../after-sale/use-after-sale-detail';
import { isChangeProcessing, quoteSecondsLeft } from './change-logic';
import { useChangeDetail, useChangeInfo } from './change-queries';
import { ChangeTotal } from './change-quote-card';
import { ChangeStatusTag, PriceDiff } from './change-status-tag';
import '../train.css';
import './change.css';

const TICKET_COLOR: Partial<Record<TrainTicketStatus, string>> = { CHANGE_APPLYING: 'gold', CHANGED: 'cyan', ISSUED: 'green', GOT: 'green', NON_ISSUE: 'blue', CANCELED: 'default', REFUNDED: 'purple' };

type TicketView = ChangeDetail['changeProductList'][number]['oldTicket'];

function TicketBox({ ticket, role }: { ticket: TicketView; role: 'old' | 'new' }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const { locale } = useLocale();
  return (
    <div className={`change-ticket change-ticket--${role}`} data-testid={`change-${role}-ticket`} data-ticket-id={ticket.ticketId} data-ticket-status={ticket.ticketStatus} data-train-no={ticket.trainNo} data-coach={ticket.coachNo ?? ''} data-seat={ticket.seatNo ?? ''}>
      <Space size={6} wrap>
        <Typography.Text type="secondary">{t(role === 'old' ? 'train.change.oldTicket' : 'train.change.newTicket')}</Typography.Text>
        <Tag color={TICKET_COLOR[ticket.ticketStatus]}>{t(`train.ticketStatus.${ticket.ticketStatus}`)}</Tag>
      </Space>
      <Typography.Text strong>
        {ticket.trainNo} · {fmt.railDateTime(ticket.departureTime)}
      </Typography.Text>
      <span>
        {ticket.fromStationName} → {ticket.toStationName}
      </span>
      <span>
        {t(`policy.seatClass.${ticket.seatClass}`)}
        {ticket.coachNo && ticket.seatNo ? (
          <span data-testid="change-ticket-seat"> · {t('train.order.coachSeat', { coach: ticket.coachNo, seat: ticket.seatNo })}</span>
        ) : null}
      </span>
      {ticket.ticketNo && <Typography.Text type="secondary" style={{ wordBreak: 'break-all' }}>{ticket.ticketNo}</Typography.Text>}
      <span>
        {t('train.refund.ticketPrice')}: {formatMoney(ticket.ticketPrice, locale)}
      </span>
    </div>
  );
}

/**
 * A change: its status (polled while the new tickets are issued), the old and new ticket of each passenger with the
 * fees and the difference, what is paid or refunded, the payment (deadline or overdue), and — only while it waits for
 * confirmation or can be paid — confirm, pay and cancel.
 */
export function ChangeDetailPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const { locale } = useLocale();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const changeId = params.get('changeId') ?? '';
  const detail = useChangeDetail(orderId, changeId);
  const status = detail.data?.changeOrder.changeOrderStatus;
  const info = useChangeInfo(orderId, changeId, status === 'WAIT_CONFIRM');
  const { busy, act } = useAfterSaleDetail('change', orderId, status);
  const now = useNow(1000);
  const money = (m: Money) => formatMoney(m, locale);

  if (!orderId || !changeId) return <Alert type="error" showIcon message={t('train.change.noChange')} />;
  if (detail.isLoading) return <Skeleton active />;
  if (detail.isError || !detail.data) return <Alert type="error" showIcon message={isApiError(detail.error) ? detail.error.description : t('errors.unexpected')} />;

  const d = detail.data;
  const c = d.changeOrder;
  const s = c.changeOrderStatus;
  const pay = d.payInfo;
  const payPath = `/train/change/pay?${new URLSearchParams({ orderId, changeId }).toString()}`;
  const confirmLeft = info.data?.confirmEndTime ? quoteSecondsLeft(info.data.confirmEndTime, now) : null;
  const payLeft = s === 'WAIT_PAY' && pay.payEndTime ? quoteSecondsLeft(pay.payEndTime, now) : null;
  const payable = d.buttons.pay && !pay.overTime;
  // Spec 7: the bottom actions appear only while the change waits for confirmation or can be paid.
  const showActions = (s === 'WAIT_CONFIRM' && d.buttons.confirm) || payable;

  const confirm = () =>
    modal.confirm({
      title: t('train.change.confirmTitle'),
      content: (
        <Space direction="vertical" size={4}>
          <span>{t('train.change.confirmText')}</span>
          <ChangeTotal receivable={d.receivablePrice} testId="change-confirm-total" />
          {(info.data?.changeAfterDeparture ?? c.changeAfterDeparture) && (
            <Alert type="warning" showIcon data-testid="change-after-departure" message={t('train.change.afterDeparture', { time: fmt.railDateTime(info.data?.oldDepartureTime ?? d.changeProductList[0]?.oldTicket.departureTime ?? '') })} />
          )}
        </Space>
      ),
      okText: t('train.change.confirm'),
      cancelText: t('common.no'),
      okButtonProps: { 'data-testid': 'change-confirm-ok' } as Record<string, string>,
      onOk: () => act(() => callApi(changeConfirmCall, { orderId, changeId })),
    });
  const cancel = () =>
    modal.confirm({
      title: t('train.change.cancelTitle'),
      content: t('train.change.cancelText'),
      okText: t('train.change.cancel'),
      okButtonProps: { danger: true, ...({ 'data-testid': 'change-cancel-ok' } as Record<string, string>) },
      cancelText: t('common.no'),
      onOk: () => act(() => callApi(changeCancelCall, { orderId, changeId })),
    });

  return (
    <AfterSalePage kind="change" page="detail" orderId={orderId} status={s}>
      <AfterSaleStatusCard kind="change" title={t('train.change.detailTitle')} tag={<ChangeStatusTag status={s} />} processing={isChangeProcessing(s)}>
        {s === 'WAIT_CONFIRM' && (
          <Alert
            style={{ marginBottom: 12 }}
            type="warning"
            showIcon
            data-testid="change-wait-confirm"
            message={t('train.change.waitConfirm')}
            description={confirmLeft !== null ? (confirmLeft > 0 ? t('train.order.leftToAct', { time: clock(confirmLeft) }) : t('train.change.confirmTimeout')) : undefined}
          />
        )}
        {s === 'COMPLETE' && <Alert style={{ marginBottom: 12 }} type="success" showIcon data-testid="change-complete" message={t('train.change.completeText')} />}
        <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
          <Descriptions.Item label={t('train.change.changeId')}>
            <span data-testid="change-id">{d.changeId}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('train.refund.operation')}>
            <span data-testid="change-operation" data-status={c.changeStatus}>
              {t(`train.refund.operationStatus.${c.changeStatus}`)}
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={t('train.refund.appliedAt')}>{fmt.dateTime(c.applyDate)}</Descriptions.Item>
          {c.completeDate && <Descriptions.Item label={t('train.refund.doneAt')}>{fmt.dateTime(c.completeDate)}</Descriptions.Item>}
          <Descriptions.Item label={t('train.change.appliedBy')}>{t(`train.change.bookingType.${c.bookingType}`)}</Descriptions.Item>
          {c.travelNo && <Descriptions.Item label={t('train.order.travelNO')}>{c.travelNo}</Descriptions.Item>}
          {c.changeReason && (
            <Descriptions.Item label={t('train.change.reason')}>
              <span data-testid="change-detail-reason">{c.changeReason}</span>
            </Descriptions.Item>
          )}
          {c.userRemark && <Descriptions.Item label={t('train.refund.remark')}>{c.userRemark}</Descriptions.Item>}
        </Descriptions>
        {(c.existSegChange || c.changeAfterDeparture) && (
          <Space wrap style={{ marginTop: 8 }}>
            {c.existSegChange && <Tag color="volcano">{t('train.change.otherStations')}</Tag>}
            {c.changeAfterDeparture && <Tag color="orange">{t('train.change.laterTrain')}</Tag>}
          </Space>
        )}
      </AfterSaleStatusCard>

      <Card size="small" style={{ marginBottom: 12 }} title={t('train.refund.tickets')}>
        {d.changeProductList.map((p) => (
          <div key={p.passengerIndex} className="change-pair" data-testid="change-pair" data-passenger-index={p.passengerIndex}>
            <Typography.Text strong data-testid="change-pair-passenger">
              {p.passengerName}
            </Typography.Text>
            <div className="change-pair__tickets">
              <TicketBox ticket={p.oldTicket} role="old" />
              <ArrowRightOutlined className="change-pair__arrow" />
              <TicketBox ticket={p.newTicket} role="new" />
            </div>
            <Space wrap size={[16, 4]}>
              <span>
                {t('train.change.changeFee')}: <span data-testid="change-pair-fee">{money(p.changeFee)}</span>
              </span>
              <span>
                {t('train.change.changeRefundFee')}: {money(p.changeRefundFee)}
              </span>
              <PriceDiff diff={p.priceDiff} testId="change-pair-diff" />
            </Space>
          </div>
        ))}
      </Card>

      {d.tmcControl && d.tmcControl.outcome !== 'SUCCESS' && (
        <Card size="small" style={{ marginBottom: 12 }}>
          <PolicyResultPanel result={d.tmcControl} readOnly />
        </Card>
      )}
      <Card size="small" style={{ marginBottom: 12 }} title={t('train.refund.amounts')}>
        <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
          <Descriptions.Item label={t('train.change.priceDiff')}>
            <PriceDiff diff={d.receivablePrice.ticketPriceDiff} testId="change-detail-diff" />
          </Descriptions.Item>
          <Descriptions.Item label={t('train.change.totalChangeFee')}>
            <span data-testid="change-detail-fee">{money(d.receivablePrice.changeFee)}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('train.change.totalChangeRefundFee')}>{money(d.receivablePrice.changeRefundFee)}</Descriptions.Item>
          <Descriptions.Item label={t('train.change.total')}>
            <ChangeTotal receivable={d.receivablePrice} testId="change-detail-total" />
          </Descriptions.Item>
        </Descriptions>
      </Card>

      {(pay.payStatus !== null || pay.overTime || s === 'WAIT_PAY') && (
        <Card size="small" style={{ marginBottom: 12 }} title={t('train.order.payment')} data-testid="change-pay-info" data-pay-status={pay.payStatus ?? ''} data-overtime={pay.overTime ? 'true' : 'false'}>
          <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
            {pay.payStatus && <Descriptions.Item label={t('train.change.payStatus')}>{t(`train.change.payOrderStatus.${pay.payStatus}`)}</Descriptions.Item>}
            {pay.payType && <Descriptions.Item label={t('train.change.payType')}>{t(`train.change.payMode.${pay.payType}`)}</Descriptions.Item>}
            <Descriptions.Item label={t('pay.personal')}>
              <span data-testid="change-pay-personal">{money(pay.waitPayInfo.personalAmount)}</span>
            </Descriptions.Item>
            {pay.payEndTime && <Descriptions.Item label={t('train.change.payEnd')}>{fmt.dateTime(pay.payEndTime)}</Descriptions.Item>}
          </Descriptions>
          {pay.overTime ? (
            <Alert style={{ marginTop: 8 }} type="error" showIcon data-testid="change-pay-overdue" message={t('train.change.payTimeout')} />
          ) : payLeft !== null && payable ? (
            <Alert style={{ marginTop: 8 }} type="warning" showIcon data-testid="change-pay-countdown" data-left={payLeft} message={t('train.change.payLeft', { time: clock(payLeft) })} />
          ) : null}
        </Card>
      )}

      {showActions && (
        <div className="change-actions" data-testid="change-actions">
          {d.buttons.confirm && (
            <Button type="primary" size="large" loading={busy} onClick={confirm} data-testid="change-confirm">
              {t('train.change.confirm')}
            </Button>
          )}
          {payable && (
            <Button type="primary" size="large" onClick={() => navigate(payPath)} data-testid="change-pay">
              {t('train.change.pay', { amount: money(pay.waitPayInfo.personalAmount) })}
            </Button>
          )}
          {d.buttons.cancel && (
            <Button danger size="large" loading={busy} onClick={cancel} data-testid="change-cancel">
              {t('train.change.cancel')}
            </Button>
          )}
        </div>
      )}
    </AfterSalePage>
  );
}
