import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, Card, Empty, Input, List, Pagination, Skeleton, Space, Table, Tabs, Tag, Typography } from 'antd';
import { PlusOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { TR_STATUSES, type TrStatus, type trSummarySchema } from '@travel/contracts/travel-request/travel-request';
import { isApiError } from '../../lib/api-error';
import { useIsDesktop } from '../../lib/use-media-query';
import { useFormat } from '../../lib/use-format';
import { useSelf } from '../../lib/use-acting';
import { TR_PAGE_SIZE, useTravelRequests } from './tr-queries';
import { TrStatusTag } from './tr-status-tag';
import './travel-request.css';

type TrSummary = z.infer<typeof trSummarySchema>;
const TABS = ['ALL', ...TR_STATUSES] as const;

function isStatus(value: string | null): value is TrStatus {
  return (TR_STATUSES as readonly string[]).includes(value ?? '');
}

function Flags(props: { tr: TrSummary }) {
  const { t } = useTranslation();
  return (
    <>
      {props.tr.isCustomerTrip && <Tag color="purple">{t('tr.flags.customer')}</Tag>}
      {props.tr.isQuotaTrip && <Tag color="cyan">{t('tr.flags.quota')}</Tag>}
      {props.tr.originalTrNo && <Tag color="gold">{t('tr.flags.exceed')}</Tag>}
    </>
  );
}

const route = (tr: TrSummary) => tr.routeCityNameList.join(' → ');
const purpose = (tr: TrSummary) => tr.travelPurposeList.map((p) => p.travelPurposeDesc).join('; ');

function TrCard(props: { tr: TrSummary }) {
  const fmt = useFormat();
  const { t } = useTranslation();
  const tr = props.tr;
  return (
    <Card
      size="small"
      className="tr-card"
      data-testid="tr-row"
      data-travel-no={tr.travelNO}
      title={
        <Link to={`/travel-requests/${tr.travelNO}`} data-testid="tr-link">
          <span className="tr-route">{route(tr) || tr.travelNO}</span>
        </Link>
      }
      extra={<TrStatusTag status={tr.status} />}
    >
      <dl>
        <dt>{t('tr.fields.dates')}</dt>
        <dd>{fmt.dateRange(tr.beginDate, tr.endDate)}</dd>
        <dt>{t('tr.fields.travellers')}</dt>
        <dd>{tr.travellerNames.join(', ')}</dd>
        <dt>{t('tr.fields.purpose')}</dt>
        <dd>{purpose(tr)}</dd>
        <dt>{t('tr.fields.travelNO')}</dt>
        <dd>
          <Typography.Text type="secondary">{tr.travelNO}</Typography.Text>
        </dd>
      </dl>
      <div style={{ marginTop: 6 }}>
        <Flags tr={tr} />
      </div>
    </Card>
  );
}

/** Travel requests the member created or travels on: status tabs, keyword, paging; a table on desktops, cards on phones. */
export function TrListPage() {
  const fmt = useFormat();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSelf();
  const isDesktop = useIsDesktop();
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const keyword = params.get('q') ?? '';
  const pageIndex = Math.max(1, Number(params.get('page')) || 1);
  const list = useTravelRequests({ status, keyword: keyword || undefined, pageIndex });

  const update = (next: { status?: string; q?: string; page?: number }) => {
    const p = new URLSearchParams(params);
    if (next.status !== undefined) {
      if (next.status === 'ALL') p.delete('status');
      else p.set('status', next.status);
      p.delete('page');
    }
    if (next.q !== undefined) {
      if (next.q) p.set('q', next.q);
      else p.delete('q');
      p.delete('page');
    }
    if (next.page !== undefined) {
      if (next.page > 1) p.set('page', String(next.page));
      else p.delete('page');
    }
    setParams(p, { replace: true });
  };

  const data = list.data;
  return (
    <Space direction="vertical" size="middle" className="tr-page" data-testid="tr-list-page">
      <div className="tr-page__head">
        <Typography.Title level={2}>{t('tr.list.title')}</Typography.Title>
        <Space wrap>
          <Link to="/policy/check">
            <Button icon={<SafetyCertificateOutlined />} data-testid="policy-check-link">
              {t('policy.check.title')}
            </Button>
          </Link>
          {user.canCreateTravelRequest && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/travel-requests/new')} data-testid="tr-new">
              {t('tr.list.new')}
            </Button>
          )}
        </Space>
      </div>
      <Card>
        <Tabs
          className="tr-tabs"
          activeKey={status ?? 'ALL'}
          onChange={(key) => update({ status: key })}
          items={TABS.map((s) => ({ key: s, label: <span data-testid={`tr-tab-${s}`}>{s === 'ALL' ? t('tr.list.all') : t(`tr.status.${s}`)}</span> }))}
        />
        <Input.Search
          allowClear
          defaultValue={keyword}
          key={keyword}
          placeholder={t('tr.list.searchPlaceholder')}
          onSearch={(q) => update({ q: q.trim() })}
          style={{ maxWidth: 420, marginBottom: 12 }}
          data-testid="tr-search"
        />
        {list.isPending && <Skeleton active />}
        {list.isError && (
          <Alert
            type="error"
            showIcon
            message={t('errors.loadFailed')}
            description={isApiError(list.error) ? list.error.description : undefined}
            action={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>}
          />
        )}
        {data && data.list.length === 0 && <Empty description={keyword || status ? t('tr.list.noMatch') : t('tr.list.empty')} data-testid="tr-empty" />}
        {data && data.list.length > 0 && isDesktop && (
          <Table<TrSummary>
            rowKey="travelNO"
            dataSource={data.list}
            pagination={false}
            loading={list.isFetching && list.isPlaceholderData}
            onRow={(tr) => ({ 'data-testid': 'tr-row', 'data-travel-no': tr.travelNO }) as React.HTMLAttributes<HTMLElement>}
            scroll={{ x: 'max-content' }}
            columns={[
              {
                title: t('tr.fields.route'),
                key: 'route',
                render: (_, tr) => (
                  <Space direction="vertical" size={0}>
                    <Link to={`/travel-requests/${tr.travelNO}`} data-testid="tr-link">
                      <span className="tr-route">{route(tr) || tr.travelNO}</span>
                    </Link>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {tr.travelNO}
                    </Typography.Text>
                  </Space>
                ),
              },
              { title: t('tr.fields.dates'), key: 'dates', render: (_, tr) => fmt.dateRange(tr.beginDate, tr.endDate) },
              { title: t('tr.fields.travellers'), key: 'travellers', render: (_, tr) => tr.travellerNames.join(', ') },
              {
                title: t('tr.fields.purpose'),
                key: 'purpose',
                render: (_, tr) => (
                  <Space direction="vertical" size={2}>
                    <span>{purpose(tr)}</span>
                    <span>
                      <Flags tr={tr} />
                    </span>
                  </Space>
                ),
              },
              { title: t('tr.fields.status'), key: 'status', render: (_, tr) => <TrStatusTag status={tr.status} /> },
            ]}
          />
        )}
        {data && data.list.length > 0 && !isDesktop && (
          <List dataSource={data.list} split={false} renderItem={(tr) => <List.Item style={{ padding: '0 0 12px', display: 'block' }}>
                <TrCard tr={tr} />
              </List.Item>} />
        )}
        {data && data.totalSize > TR_PAGE_SIZE && (
          <Pagination
            style={{ marginTop: 16, textAlign: 'center' }}
            current={pageIndex}
            pageSize={TR_PAGE_SIZE}
            total={data.totalSize}
            onChange={(page) => update({ page })}
            showSizeChanger={false}
            size="small"
          />
        )}
      </Card>
    </Space>
  );
}
