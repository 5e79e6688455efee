import { useNavigate } from 'react-router';
import { Alert, Badge, Button, Drawer, Empty, List, Skeleton, Space, Typography } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { notificationSchema } from '@travel/contracts/notification/notification';
import { isApiError } from '../../lib/api-error';
import { useIsDesktop } from '../../lib/use-media-query';
import { useFormat } from '../../lib/use-format';
import { useMarkRead, useNotifications } from './notification-queries';
import { safeAppLink } from './safe-app-link';

dayjs.extend(relativeTime);

type Notification = z.infer<typeof notificationSchema>;

/** The bell's drawer: the member's notifications, newest first; opening one marks it read and follows its link. */
export function NotificationDrawer(props: { open: boolean; onClose: () => void }) {
  const fmt = useFormat();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isDesktop = useIsDesktop();
  const notifications = useNotifications();
  const markRead = useMarkRead();
  const unread = notifications.data?.unreadCount ?? 0;

  const openItem = (n: Notification) => {
    if (!n.read) markRead.mutate([n.notificationId]);
    const link = safeAppLink(n.link);
    if (link) {
      props.onClose();
      navigate(link);
    }
  };

  return (
    <Drawer
      open={props.open}
      onClose={props.onClose}
      placement="right"
      width={isDesktop ? 400 : '100%'}
      title={t('notifications.title')}
      data-testid="notification-drawer"
      extra={
        <Button size="small" icon={<CheckOutlined />} disabled={unread === 0} loading={markRead.isPending} onClick={() => markRead.mutate(undefined)} data-testid="notification-read-all">
          {t('notifications.markAllRead')}
        </Button>
      }
    >
      {notifications.isPending && <Skeleton active />}
      {notifications.isError && (
        <Alert type="error" showIcon message={t('errors.loadFailed')} description={isApiError(notifications.error) ? notifications.error.description : undefined} />
      )}
      {notifications.data && notifications.data.list.length === 0 && <Empty description={t('notifications.empty')} />}
      {notifications.data && notifications.data.list.length > 0 && (
        <List
          dataSource={notifications.data.list}
          renderItem={(n) => (
            <List.Item
              key={n.notificationId}
              onClick={() => openItem(n)}
              style={{ cursor: 'pointer', background: n.read ? undefined : '#f0f7ff', paddingInline: 8, borderRadius: 6 }}
              data-testid="notification-item"
              data-read={n.read}
            >
              <List.Item.Meta
                avatar={<Badge status={n.read ? 'default' : 'processing'} />}
                title={
                  <Space size={6} wrap>
                    <Typography.Text strong={!n.read}>{n.title}</Typography.Text>
                  </Space>
                }
                description={
                  <>
                    <Typography.Paragraph style={{ marginBottom: 2 }} ellipsis={{ rows: 3 }}>
                      {n.body}
                    </Typography.Paragraph>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }} title={fmt.dateTime(n.createTime)}>
                      {dayjs(n.createTime).fromNow()}
                    </Typography.Text>
                  </>
                }
              />
            </List.Item>
          )}
        />
      )}
    </Drawer>
  );
}
