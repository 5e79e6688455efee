import { Card, Form, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { costCentreListCall, projectListCall } from '@travel/contracts/member/company';
import { callApi } from '../../../lib/api-client';

export type ChargeDraft = { costCentreId?: string; projectId?: string };

/** A business booking's cost centre and project (both optional), from the enterprise's active lists; hidden when it has none. */
export function BookChargeCard({ value, onChange }: { value: ChargeDraft; onChange: (v: ChargeDraft) => void }) {
  const { t } = useTranslation();
  const centres = useQuery({ queryKey: ['member', 'cost-centres'], queryFn: () => callApi(costCentreListCall, {}), staleTime: 300_000 });
  const projects = useQuery({ queryKey: ['member', 'projects'], queryFn: () => callApi(projectListCall, {}), staleTime: 300_000 });
  const centreList = centres.data?.list ?? [];
  const projectList = projects.data?.list ?? [];
  if (centreList.length === 0 && projectList.length === 0) return null;
  const option = (x: { code: string; name: string }, value: string) => ({ value, label: `${x.code} ${x.name}` });
  return (
    <Card title={t('train.book.charge.title')} size="small" className="train-book__card" data-testid="book-charge">
      <Form layout="vertical" component="div">
        {centreList.length > 0 && (
          <Form.Item label={t('train.book.charge.costCentre')} style={{ marginBottom: 8 }}>
            <Select allowClear showSearch optionFilterProp="label" data-testid="book-cost-centre" value={value.costCentreId} onChange={(costCentreId?: string) => onChange({ ...value, costCentreId })} options={centreList.map((c) => option(c, c.costCentreId))} placeholder={t('train.book.charge.none')} />
          </Form.Item>
        )}
        {projectList.length > 0 && (
          <Form.Item label={t('train.book.charge.project')} style={{ marginBottom: 0 }}>
            <Select allowClear showSearch optionFilterProp="label" data-testid="book-project" value={value.projectId} onChange={(projectId?: string) => onChange({ ...value, projectId })} options={projectList.map((p) => option(p, p.projectId))} placeholder={t('train.book.charge.none')} />
          </Form.Item>
        )}
      </Form>
    </Card>
  );
}
