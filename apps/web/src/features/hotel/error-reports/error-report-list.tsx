import type { HTMLAttributes } from 'react';
import { Link } from 'react-router';
import { List, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { errorAuditListCall } from '@travel/contracts/hotel/error-audit';
import { useIsDesktop } from '../../../lib/use-media-query';
import { useFormat } from '../../../lib/use-format';

export type ErrorReport = z.output<(typeof errorAuditListCall)['output']>['list'][number];

const hotelLink = (r: ErrorReport) => (
  <Link to={`/hotel/${encodeURIComponent(r.hotelId)}`} className="hotel-error-reports__hotel" data-testid="error-report-hotel">
    {r.hotelName}
  </Link>
);

/** The reports as a table on wide screens and as cards on phones: the hotel, what is wrong, who reported it and when. */
export function ErrorReportList(props: { list: ErrorReport[] }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const isDesktop = useIsDesktop();
  if (isDesktop) {
    return (
      <Table<ErrorReport>
        rowKey="reportId"
        dataSource={props.list}
        pagination={false}
        onRow={(r) => ({ 'data-testid': 'error-report', 'data-hotel-id': r.hotelId }) as HTMLAttributes<HTMLElement>}
        columns={[
          { title: t('hotel.errorReports.hotel'), key: 'hotel', render: (_, r) => hotelLink(r), width: '28%' },
          { title: t('hotel.errorReports.report'), dataIndex: 'errorDesc', render: (v: string) => <span className="hotel-error-reports__text">{v}</span> },
          { title: t('hotel.errorReports.by'), dataIndex: 'memberName', width: 140 },
          { title: t('hotel.errorReports.at'), dataIndex: 'createdAt', render: (v: string) => fmt.dateTime(v), width: 160 },
        ]}
      />
    );
  }
  return (
    <List
      dataSource={props.list}
      rowKey="reportId"
      renderItem={(r) => (
        <List.Item className="hotel-error-reports__card" data-testid="error-report" data-hotel-id={r.hotelId}>
          <List.Item.Meta
            title={hotelLink(r)}
            description={
              <>
                <Typography.Paragraph className="hotel-error-reports__text">{r.errorDesc}</Typography.Paragraph>
                <Typography.Text type="secondary">{t('hotel.errorReports.byAt', { name: r.memberName, time: fmt.dateTime(r.createdAt) })}</Typography.Text>
              </>
            }
          />
        </List.Item>
      )}
    />
  );
}
