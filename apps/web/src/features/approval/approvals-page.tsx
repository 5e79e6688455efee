import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Badge, Button, Empty, Pagination, Skeleton, Space, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApprovalTask } from '@travel/contracts/approval/approval';
import { isApiError } from '../../lib/api-error';
import { TASK_PAGE_SIZE, useApprovalTasks } from './approval-queries';
import { ApprovalTaskCard } from './approval-task-card';
import { DecisionModal, type Decision } from './decision-modal';
import { DelegationSection } from './delegation-section';
import './approvals.css';

function TaskList(props: { status: 'PENDING' | 'DONE'; onDecide: (task: ApprovalTask, decision: Decision) => void }) {
  const { t } = useTranslation();
  const [pageIndex, setPageIndex] = useState(1);
  const tasks = useApprovalTasks(props.status, pageIndex);
  if (tasks.isPending) return <Skeleton active />;
  if (tasks.isError) {
    return (
      <Alert
        type="error"
        showIcon
        message={t('errors.loadFailed')}
        description={isApiError(tasks.error) ? tasks.error.description : undefined}
        action={<Button onClick={() => void tasks.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  const data = tasks.data;
  if (data.list.length === 0) {
    return <Empty description={props.status === 'PENDING' ? t('approval.emptyPending') : t('approval.emptyDone')} data-testid="approval-empty" />;
  }
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid={`approval-list-${props.status}`}>
      {data.list.map((task) => (
        <ApprovalTaskCard key={task.taskId} task={task} onDecide={props.onDecide} />
      ))}
      {data.totalSize > TASK_PAGE_SIZE && (
        <Pagination
          style={{ textAlign: 'center' }}
          current={pageIndex}
          pageSize={TASK_PAGE_SIZE}
          total={data.totalSize}
          onChange={setPageIndex}
          showSizeChanger={false}
          size="small"
        />
      )}
    </Space>
  );
}

/** The approver's inbox (pending and decided tasks, most urgent first as the server orders them) and delegation. */
export function ApprovalsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') ?? 'PENDING';
  const pending = useApprovalTasks('PENDING', 1);
  const [deciding, setDeciding] = useState<{ task: ApprovalTask; decision: Decision } | null>(null);
  const pendingCount = pending.data?.totalSize ?? 0;

  return (
    <Space direction="vertical" size="middle" className="approvals-page" data-testid="approvals-page">
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('approval.title')}
      </Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'PENDING' ? {} : { tab: key }, { replace: true })}
        items={[
          {
            key: 'PENDING',
            label: (
              <span data-testid="approval-tab-PENDING">
                {t('approval.tabs.pending')} <Badge count={pendingCount} size="small" style={{ marginInlineStart: 4 }} />
              </span>
            ),
            children: <TaskList status="PENDING" onDecide={(task, decision) => setDeciding({ task, decision })} />,
          },
          {
            key: 'DONE',
            label: <span data-testid="approval-tab-DONE">{t('approval.tabs.done')}</span>,
            children: <TaskList status="DONE" onDecide={(task, decision) => setDeciding({ task, decision })} />,
          },
          {
            key: 'DELEGATION',
            label: <span data-testid="approval-tab-DELEGATION">{t('approval.tabs.delegation')}</span>,
            children: <DelegationSection />,
          },
        ]}
      />
      <DecisionModal task={deciding?.task ?? null} decision={deciding?.decision ?? 'approve'} onClose={() => setDeciding(null)} />
    </Space>
  );
}
