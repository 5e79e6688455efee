import { useState } from 'react';
import { Alert, App, Button, Card, Descriptions, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Money } from '@travel/contracts/platform/envelope';
import { alternateCancelCall, type RushInfo } from '@travel/contracts/train/rush';
import { callApi } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { useFormat } from '../../../lib/use-format';
import { RushChanceTag } from './rush-chance-tag';
import { RushLimitTimeModal } from './rush-limit-time-modal';
import { RushLog } from './rush-log';
import { RushOptionLine } from './rush-option-line';

const STATUS_COLOR: Record<RushInfo['status'], string> = { WAITING: 'processing', SUCCEEDED: 'success', FAILED: 'error', CANCELED: 'default' };

/** The best chance among the options still waited for. */
function bestOption(info: RushInfo) {
  return [...info.optionList].filter((o) => o.chance !== 'FULL').sort((a, b) => b.percent - a.percent)[0] ?? null;
}

/**
 * A grab or waitlist order's detail (spec 2, "Waitlist detail and grab detail"): its state in words, deadline (movable
 * while waiting), dates, options with their chances and the one won, prepaid and refunded, cancel, and its history.
 */
export function RushCard(props: { orderId: string; info: RushInfo; money: (m: Money) => string; version: number; onChanged: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const { modal, message } = App.useApp();
  const [modifying, setModifying] = useState(false);
  const info = props.info;
  const best = bestOption(info);
  const cancel = () =>
    modal.confirm({
      title: t('train.rush.cancelTitle'),
      content: t('train.rush.cancelText', { amount: props.money(info.prepaid) }),
      okText: t('train.rush.cancel'),
      okButtonProps: { danger: true, ...({ 'data-testid': 'rush-cancel-ok' } as Record<string, string>) },
      cancelText: t('common.no'),
      onOk: async () => {
        try {
          const out = await callApi(alternateCancelCall, { orderId: props.orderId });
          await props.onChanged();
          void message.success(t('train.rush.cancelled', { amount: props.money(out.refunded) }));
        } catch (e) {
          void message.error(isApiError(e) ? e.description : t('errors.unexpected'));
        }
      },
    });

  return (
    <Card
      size="small"
      style={{ marginBottom: 12 }}
      className="train-rush-card"
      data-testid="rush-card"
      data-type={info.type}
      data-status={info.status}
      title={
        <Space wrap>
          <Tag color={info.type === 'WAITLIST' ? 'purple' : 'magenta'} data-testid="rush-type">
            {t(info.type === 'WAITLIST' ? 'train.rush.waitlist' : 'train.rush.grab')}
          </Tag>
          <Tag color={STATUS_COLOR[info.status]} data-testid="rush-status" data-status={info.status}>
            {t(`train.rush.status.${info.status}`)}
          </Tag>
        </Space>
      }
    >
      {info.status === 'WAITING' && (
        <Alert
          type="info"
          showIcon
          data-testid="rush-waiting"
          message={t(info.type === 'WAITLIST' ? 'train.rush.waitingWaitlist' : 'train.rush.waitingGrab', { time: fmt.railDateTime(info.limitTime) })}
          description={best ? <RushChanceTag chance={best.chance} percent={best.percent} /> : undefined}
          style={{ marginBottom: 12 }}
        />
      )}
      {info.status === 'SUCCEEDED' && (
        <Alert type="success" showIcon data-testid="rush-outcome" message={t('train.rush.redeemSuccess')} description={info.refunded.amount > 0 ? t('train.rush.differenceBack', { amount: props.money(info.refunded) }) : undefined} style={{ marginBottom: 12 }} />
      )}
      {info.status === 'FAILED' && (
        <Alert
          type="error"
          showIcon
          data-testid="rush-outcome"
          message={t('train.rush.redeemFail')}
          description={[info.failReason ? t(`train.rush.failReason.${info.failReason}`) : null, t('train.rush.allBack', { amount: props.money(info.refunded) })].filter(Boolean).join(' ')}
          style={{ marginBottom: 12 }}
        />
      )}
      {info.status === 'CANCELED' && <Alert type="warning" showIcon data-testid="rush-outcome" message={t('train.rush.cancelledText', { amount: props.money(info.refunded) })} style={{ marginBottom: 12 }} />}

      <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
        <Descriptions.Item label={t('train.rush.deadline')}>
          <Space wrap size={4}>
            <span data-testid="rush-deadline-value" data-limit-time={info.limitTime}>
              {fmt.railDateTime(info.limitTime)}
            </span>
            {info.canModifyLimitTime && (
              <Button size="small" type="link" onClick={() => setModifying(true)} data-testid="rush-modify-limit">
                {t('train.rush.modifyLimitTime')}
              </Button>
            )}
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={t('train.rush.dates')}>{info.dateList.map((d) => fmt.date(d)).join(', ')}</Descriptions.Item>
        <Descriptions.Item label={t('train.rush.prepaid')}>
          <Typography.Text strong data-testid="rush-prepaid" data-amount={info.prepaid.amount}>
            {props.money(info.prepaid)}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('train.rush.refunded')}>
          <span data-testid="rush-refunded" data-amount={info.refunded.amount}>
            {props.money(info.refunded)}
          </span>
        </Descriptions.Item>
      </Descriptions>

      <Typography.Text type="secondary" className="train-rush__options-title">
        {t('train.rush.optionsTitle')}
      </Typography.Text>
      {info.optionList.map((o) => (
        <RushOptionLine key={o.optionIndex} option={o} money={props.money} won={o.won} hideChance={info.status !== 'WAITING'} />
      ))}

      {info.canCancel && (
        <Button danger style={{ marginTop: 12 }} onClick={cancel} data-testid="rush-cancel">
          {t('train.rush.cancel')}
        </Button>
      )}
      <RushLog orderId={props.orderId} money={props.money} version={props.version} />
      <RushLimitTimeModal orderId={props.orderId} open={modifying} onClose={() => setModifying(false)} onSaved={props.onChanged} />
    </Card>
  );
}
