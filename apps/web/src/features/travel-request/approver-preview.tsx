import { Alert, Skeleton, Space, Steps, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error';
import { useIsDesktop } from '../../lib/use-media-query';
import { useMatchFlow } from './tr-queries';

/** Before submitting: the flow a travel request would follow and who approves each level (approval/match_flow). */
export function ApproverPreview(props: { costCentreId?: string; amount?: number | null }) {
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  const match = useMatchFlow({
    bizType: 'TRAVEL_REQUEST',
    ...(props.costCentreId ? { costCentreId: props.costCentreId } : {}),
    ...(props.amount !== null && props.amount !== undefined ? { amount: props.amount } : {}),
  });
  if (match.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (match.isError) {
    return <Alert type="warning" showIcon message={t('tr.approvers.unavailable')} description={isApiError(match.error) ? match.error.description : undefined} />;
  }
  const flow = match.data;
  if (flow.autoApproved || flow.levels.length === 0) {
    return <Alert type="success" showIcon message={t('tr.approvers.autoApproved')} data-testid="tr-approvers" />;
  }
  return (
    <div className="tr-approvers" data-testid="tr-approvers">
      {flow.flowName && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
          {t('tr.approvers.flow', { name: flow.flowName })}
        </Typography.Paragraph>
      )}
      <Steps
        direction={isDesktop && flow.levels.length <= 3 ? 'horizontal' : 'vertical'}
        size="small"
        current={-1}
        items={flow.levels.map((level) => ({
          title: t('approval.levelN', { level: level.level }),
          description: (
            <Space direction="vertical" size={2}>
              <span data-testid="tr-approver-names">
                {level.approvers.length > 0 ? level.approvers.map((a) => a.name).join(t('tr.approvers.or')) : t('tr.approvers.none')}
              </span>
              {level.approvers.some((a) => a.departmentName) && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {[...new Set(level.approvers.map((a) => a.departmentName).filter(Boolean))].join(', ')}
                </Typography.Text>
              )}
              {level.deadlineHours > 0 && <Tag>{t('tr.approvers.within', { hours: level.deadlineHours })}</Tag>}
            </Space>
          ),
        }))}
      />
    </div>
  );
}
