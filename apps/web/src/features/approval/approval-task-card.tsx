import { Link } from 'react-router';
import { Button, Card, Collapse, Space, Tag, Typography } from 'antd';
import { CheckOutlined, CloseOutlined, UserSwitchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ApprovalTask } from '@travel/contracts/approval/approval';
import { useLocale } from '../../lib/locale-provider';
import { formatMoney } from '../../lib/format';
import { useFormat } from '../../lib/use-format';
import { PolicyResultPanel } from '../../widgets/policy/policy-result-panel';
import { outcomeStatus } from '../../widgets/policy/policy-labels';
import { ApprovalTimeline, StepStatusTag } from '../../widgets/approval/approval-timeline';
import { DeadlineCountdown } from '../../widgets/approval/deadline-countdown';
import type { Decision } from './decision-modal';

const BIZ_COLOR = { TRAVEL_REQUEST: 'blue', BOOKING: 'geekblue', EXCEED_APPLY: 'gold' } as const;

/** One task of the inbox: what is asked, by whom, how urgent, the history and (for bookings) the policy re-check. */
export function ApprovalTaskCard(props: { task: ApprovalTask; onDecide?: (task: ApprovalTask, decision: Decision) => void }) {
  const fmt = useFormat();
  const { t } = useTranslation();
  const { locale } = useLocale();
  const task = props.task;
  const s = task.summary;
  const pending = task.status === 'PENDING';
  const hasRequest = task.bizType === 'TRAVEL_REQUEST' || task.bizType === 'EXCEED_APPLY';
  const booking = task.bizType === 'BOOKING';
  const recheck = task.policyRecheck;
  return (
    <Card
      size="small"
      className="approval-task"
      data-testid="approval-task"
      data-biz-id={task.bizId}
      title={
        <Space wrap size={[8, 4]}>
          <Tag color={BIZ_COLOR[task.bizType]}>{t(`approval.bizType.${task.bizType}`)}</Tag>
          {booking && task.subBizType && <Tag data-testid="approval-product">{t(`policy.product.${task.subBizType}`, { defaultValue: task.subBizType })}</Tag>}
          <Typography.Text strong data-testid="approval-task-title">
            {task.title}
          </Typography.Text>
        </Space>
      }
      extra={
        <Space size={4} wrap>
          <Tag data-testid="approval-level">{t('approval.levelOf', { level: task.level, total: task.levelCount })}</Tag>
          {pending && task.deadline && <DeadlineCountdown deadline={task.deadline} />}
          {!pending && <StepStatusTag status={task.status} />}
        </Space>
      }
    >
      {task.delegatedFromName && (
        <Tag icon={<UserSwitchOutlined />} color="purple" style={{ marginBottom: 8, whiteSpace: 'normal' }} data-testid="approval-delegated">
          {t('approval.onBehalfOf', { name: task.delegatedFromName })}
        </Tag>
      )}
      <dl className="approval-task__facts">
        <dt>{t('approval.fields.applicant')}</dt>
        <dd data-testid="approval-applicant">{task.applicantName}</dd>
        {booking && (
          <>
            <dt>{t('train.order.orderId')}</dt>
            <dd data-testid="approval-order-id">{task.bizId}</dd>
          </>
        )}
        {s.stay && (
          <>
            <dt>{t('approval.stay.hotel')}</dt>
            <dd data-testid="approval-stay-hotel">{s.stay.hotelName}</dd>
            <dt>{t('approval.stay.room')}</dt>
            <dd data-testid="approval-stay-room">
              {s.stay.roomName} · {t('approval.stay.rooms', { count: s.stay.roomNum })}
            </dd>
            <dt>{t('approval.stay.dates')}</dt>
            <dd data-testid="approval-stay-dates">
              {fmt.dateRange(s.stay.checkinDate, s.stay.checkoutDate)} · {t('approval.stay.nights', { count: s.stay.nights })}
            </dd>
            <dt>{t('approval.stay.guests')}</dt>
            <dd data-testid="approval-stay-guests">{s.stay.guestNames.join(', ')}</dd>
            <dt>{t('approval.stay.total')}</dt>
            <dd data-testid="approval-stay-total">{formatMoney(s.stay.total, locale)}</dd>
          </>
        )}
        {!s.stay && (s.beginDate || s.endDate) && (
          <>
            <dt>{t('tr.fields.dates')}</dt>
            <dd>{fmt.dateRange(s.beginDate, s.endDate)}</dd>
          </>
        )}
        {s.routeCityNameList.length > 0 && (
          <>
            <dt>{t('tr.fields.route')}</dt>
            <dd data-testid="approval-route">{s.routeCityNameList.join(' → ')}</dd>
          </>
        )}
        {s.purpose && (
          <>
            <dt>{t('tr.fields.purpose')}</dt>
            <dd data-testid="approval-purpose">{s.purpose}</dd>
          </>
        )}
        {s.amount !== null && (
          <>
            <dt>{t('approval.fields.amount')}</dt>
            <dd data-testid="approval-amount">{formatMoney({ amount: s.amount, currency: 'CNY' }, locale)}</dd>
          </>
        )}
        {s.exceedStandardReason && (
          <>
            <dt>{t('approval.fields.exceedReason')}</dt>
            <dd data-testid="approval-exceed-reason">{s.exceedStandardReason}</dd>
          </>
        )}
        <dt>{t('approval.fields.submitted')}</dt>
        <dd>{fmt.dateTime(task.createTime)}</dd>
        {task.deadline && (
          <>
            <dt>{t('approval.fields.deadline')}</dt>
            <dd>{fmt.dateTime(task.deadline)}</dd>
          </>
        )}
      </dl>
      <Collapse
        size="small"
        ghost
        defaultActiveKey={recheck && outcomeStatus(recheck.outcome) !== 'success' ? ['policy'] : []}
        items={[
          ...(recheck
            ? [
                {
                  key: 'policy',
                  label: (
                    <Space size={6}>
                      <span>{t('approval.policyRecheck')}</span>
                      <Tag color={outcomeStatus(recheck.outcome)}>{t(`policy.outcome.${recheck.outcome}.label`)}</Tag>
                    </Space>
                  ),
                  children: <PolicyResultPanel result={recheck} readOnly reasonNote={false} />,
                },
              ]
            : []),
          {
            key: 'history',
            label: t('approval.history', { total: task.history.length }),
            children: <ApprovalTimeline steps={task.history} testId="approval-history" />,
          },
        ]}
      />
      <div className="approval-task__actions">
        {hasRequest && (
          <Link to={`/travel-requests/${task.bizId}`}>
            <Button type="link" data-testid="approval-open-request">
              {t('approval.openRequest')}
            </Button>
          </Link>
        )}
        {pending && props.onDecide && (
          <>
            <Button danger icon={<CloseOutlined />} onClick={() => props.onDecide?.(task, 'reject')} data-testid="approval-reject">
              {t('approval.reject')}
            </Button>
            <Button type="primary" icon={<CheckOutlined />} onClick={() => props.onDecide?.(task, 'approve')} data-testid="approval-approve">
              {t('approval.approve')}
            </Button>
          </>
        )}
      </div>
    </Card>
  );
}
