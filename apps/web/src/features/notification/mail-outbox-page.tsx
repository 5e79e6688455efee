import { useState } from 'react';
import { Alert, Button, Card, Empty, Input, List, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { mailSchema } from '@travel/contracts/notification/notification';
import { isApiError } from '../../lib/api-error';
import { useIsDesktop } from '../../lib/use-media-query';
import { useFormat } from '../../lib/use-format';
import { useUser } from '../../lib/use-session';
import { isAdministrator } from '../../lib/access';
import { NoPermissionPage } from '../../components/no-permission-page';
import { MAIL_PAGE_SIZE, useMailOutbox } from './notification-queries';

type Mail = z.infer<typeof mailSchema>;
const STATUS_COLOR = { OUTBOX: 'processing', SENT: 'success', FAILED: 'error' } as const;

function MailOutbox() {
  const fmt = useFormat();
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  const [pageIndex, setPageIndex] = useState(1);
  const [to, setTo] = useState('');
  const mails = useMailOutbox(pageIndex, to);
  const status = (m: Mail) => <Tag color={STATUS_COLOR[m.status]}>{t(`mailOutbox.status.${m.status}`)}</Tag>;
  const pagination = mails.data && {
    current: pageIndex,
    pageSize: MAIL_PAGE_SIZE,
    total: mails.data.totalSize,
    onChange: setPageIndex,
    showSizeChanger: false,
    size: 'small' as const,
    hideOnSinglePage: true,
  };
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="mail-outbox-page">
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('mailOutbox.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('mailOutbox.hint')}
      </Typography.Paragraph>
      <Card>
        <Input.Search
          allowClear
          placeholder={t('mailOutbox.filterTo')}
          onSearch={(v) => {
            setTo(v.trim());
            setPageIndex(1);
          }}
          style={{ maxWidth: 360, marginBottom: 12 }}
        />
        {mails.isPending && <Skeleton active />}
        {mails.isError && <Alert type="error" showIcon message={t('errors.loadFailed')} description={isApiError(mails.error) ? mails.error.description : undefined} />}
        {mails.data && mails.data.list.length === 0 && <Empty description={t('mailOutbox.empty')} />}
        {mails.data && mails.data.list.length > 0 && isDesktop && (
          <Table<Mail>
            rowKey="mailId"
            dataSource={mails.data.list}
            pagination={pagination}
            expandable={{ expandedRowRender: (m) => <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{m.body}</Typography.Paragraph> }}
            columns={[
              { title: t('mailOutbox.time'), dataIndex: 'createTime', render: (v: string) => fmt.dateTime(v), width: 150 },
              { title: t('mailOutbox.to'), dataIndex: 'to' },
              { title: t('mailOutbox.subject'), dataIndex: 'subject' },
              { title: t('mailOutbox.statusLabel'), key: 'status', render: (_, m) => status(m), width: 110 },
            ]}
          />
        )}
        {mails.data && mails.data.list.length > 0 && !isDesktop && (
          <List
            dataSource={mails.data.list}
            pagination={pagination || undefined}
            renderItem={(m) => (
              <List.Item key={m.mailId}>
                <List.Item.Meta
                  title={
                    <Space wrap size={[6, 2]}>
                      {status(m)}
                      <span>{m.subject}</span>
                    </Space>
                  }
                  description={
                    <>
                      <div>{m.to}</div>
                      <div>{fmt.dateTime(m.createTime)}</div>
                      <Typography.Paragraph ellipsis={{ rows: 3, expandable: true }} style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
                        {m.body}
                      </Typography.Paragraph>
                    </>
                  }
                />
              </List.Item>
            )}
          />
        )}
      </Card>
    </Space>
  );
}

/** Administrators only: the mail the platform would send (kept locally until SMTP is configured). */
export function MailOutboxPage() {
  const user = useUser();
  if (!isAdministrator(user)) return <NoPermissionPage />;
  return <MailOutbox />;
}
