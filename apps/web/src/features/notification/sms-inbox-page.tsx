import { useState } from 'react';
import { Alert, Button, Card, Empty, Input, List, Skeleton, Space, Tag, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { smsListCall } from '@travel/contracts/dev/sms';
import { callApi } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { useFormat } from '../../lib/use-format';

/**
 * The SMS sandbox (sandbox servers only): the texts its phone network delivered — the railway's codes among them —
 * newest first, read here instead of on a phone. Refreshed every few seconds.
 */
export function SmsInboxPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const [mobile, setMobile] = useState('');
  const texts = useQuery({ queryKey: ['dev', 'sms', mobile], queryFn: () => callApi(smsListCall, { mobile: mobile || undefined, limit: 50 }), refetchInterval: 3000 });
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="sms-inbox-page">
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('mailOutbox.sms.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('mailOutbox.sms.hint')}
      </Typography.Paragraph>
      <Card>
        <Space wrap style={{ marginBottom: 12 }}>
          <Input.Search allowClear inputMode="tel" placeholder={t('mailOutbox.sms.filter')} onSearch={(v) => setMobile(v.trim())} style={{ maxWidth: 280 }} data-testid="sms-filter" />
          <Button icon={<ReloadOutlined />} onClick={() => void texts.refetch()} loading={texts.isFetching}>
            {t('mailOutbox.sms.refresh')}
          </Button>
        </Space>
        {texts.isPending && <Skeleton active />}
        {texts.isError && <Alert type="error" showIcon message={t('errors.loadFailed')} description={isApiError(texts.error) ? texts.error.description : undefined} />}
        {texts.data && texts.data.list.length === 0 && <Empty description={t('mailOutbox.sms.empty')} />}
        {texts.data && texts.data.list.length > 0 && (
          <List
            dataSource={texts.data.list}
            renderItem={(m) => (
              <List.Item key={m.messageId} data-testid="sms-message" data-to={m.to}>
                <List.Item.Meta
                  title={
                    <Space wrap size={[6, 2]}>
                      <Tag>{m.sender}</Tag>
                      <span>{m.to}</span>
                      <Typography.Text type="secondary">{fmt.dateTime(m.sentAt)}</Typography.Text>
                    </Space>
                  }
                  description={
                    <Typography.Paragraph style={{ margin: 0, overflowWrap: 'anywhere' }} data-testid="sms-text">
                      {m.text}
                    </Typography.Paragraph>
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
