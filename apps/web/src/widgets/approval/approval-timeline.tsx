import { Empty, Space, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { approvalStepSchema } from '@travel/contracts/travel-request/travel-request';
import { useFormat } from '../../lib/use-format';
import { DeadlineCountdown } from './deadline-countdown';

export type ApprovalStep = z.infer<typeof approvalStepSchema>;
type StepStatus = ApprovalStep['status'];

const STEP_COLOR: Record<StepStatus, string> = {
  PENDING: 'blue',
  APPROVED: 'green',
  REJECTED: 'red',
  ESCALATED: 'orange',
  EXPIRED: 'gray',
  CANCELED: 'gray',
};

export function StepStatusTag(props: { status: StepStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STEP_COLOR[props.status] === 'gray' ? 'default' : STEP_COLOR[props.status]} data-testid="step-status" data-status={props.status}>
      {t(`approval.stepStatus.${props.status}`)}
    </Tag>
  );
}

/** Every approval step: level, approver (and for whom they stood in), status, comment, deadline and decision time. */
export function ApprovalTimeline(props: { steps: ApprovalStep[]; testId?: string }) {
  const fmt = useFormat();
  const { t } = useTranslation();
  if (props.steps.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('approval.noSteps')} />;
  const steps = [...props.steps].sort((a, b) => a.level - b.level || (a.decidedAt ?? a.deadline ?? '').localeCompare(b.decidedAt ?? b.deadline ?? ''));
  return (
    <Timeline
      data-testid={props.testId ?? 'approval-timeline'}
      items={steps.map((s) => ({
        key: s.taskId,
        color: STEP_COLOR[s.status],
        children: (
          <div data-testid="approval-step">
            <Space wrap size={[8, 2]}>
              <Typography.Text type="secondary">{t('approval.levelN', { level: s.level })}</Typography.Text>
              <Typography.Text strong>{s.approverName}</Typography.Text>
              <StepStatusTag status={s.status} />
              {s.status === 'PENDING' && s.deadline && <DeadlineCountdown deadline={s.deadline} />}
            </Space>
            {s.delegatedFromName && (
              <div>
                <Typography.Text type="secondary">{t('approval.delegatedFrom', { name: s.delegatedFromName })}</Typography.Text>
              </div>
            )}
            {s.decidedBy && s.decidedBy !== s.approverName && (
              <div>
                <Typography.Text type="secondary">{t('approval.decidedBy', { name: s.decidedBy })}</Typography.Text>
              </div>
            )}
            {s.comment && (
              <Typography.Paragraph className="approval-comment" style={{ margin: '4px 0 0' }} data-testid="step-comment">
                “{s.comment}”
              </Typography.Paragraph>
            )}
            <Space wrap size={[12, 0]} style={{ fontSize: 12 }}>
              {s.decidedAt && <Typography.Text type="secondary">{t('approval.decidedAt', { time: fmt.dateTime(s.decidedAt) })}</Typography.Text>}
              {s.deadline && s.status !== 'PENDING' && <Typography.Text type="secondary">{t('approval.deadlineAt', { time: fmt.dateTime(s.deadline) })}</Typography.Text>}
            </Space>
          </div>
        ),
      }))}
    />
  );
}
