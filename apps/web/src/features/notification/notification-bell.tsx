import { lazy, Suspense, useState } from 'react';
import { Badge, Button } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNotifications } from './notification-queries';

const loadDrawer = () => import('./notification-drawer');
const NotificationDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.NotificationDrawer })));

/**
 * The header's bell: the unread count (polled every 30 s and on focus), and a drawer with the notifications, whose
 * code loads when the bell is first opened (fetched ahead when the pointer or focus reaches it).
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const notifications = useNotifications();
  const unread = notifications.data?.unreadCount ?? 0;

  return (
    <>
      <Button
        type="text"
        onClick={() => {
          setOpened(true);
          setOpen(true);
          // Opening the bell shows what came since the last poll, not a list up to 30 s old.
          void notifications.refetch();
        }}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        aria-label={t('notifications.title')}
        title={t('notifications.title')}
        data-testid="notification-bell"
        icon={
          <Badge count={unread} size="small" overflowCount={99} data-testid="notification-count" data-count={unread}>
            <BellOutlined style={{ fontSize: 18 }} />
          </Badge>
        }
      />
      {opened && (
        <Suspense fallback={null}>
          <NotificationDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
