import { useNavigate } from 'react-router';
import { Button } from 'antd';
// The Avatar alone: antd's avatar index adds Avatar.Group, which brings Popover, Tooltip and Trigger along.
import Avatar from 'antd/es/avatar/Avatar';
import { HeartOutlined, HistoryOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLogout, useUser } from '../lib/use-session';
import { LazyDropdown } from '../components/lazy-dropdown';

/** The member's avatar in the header: the profile and logging out (the menu's code loads on the first click). */
export function UserMenu(props: { compact: boolean }) {
  const { t } = useTranslation();
  const user = useUser();
  const logout = useLogout();
  const navigate = useNavigate();
  return (
    <LazyDropdown
      menu={{
        items: [
          { key: 'profile', icon: <UserOutlined />, label: <span data-testid="user-menu-profile">{t('nav.profile')}</span> },
          { key: 'hotelFavorites', icon: <HeartOutlined />, label: <span data-testid="user-menu-hotel-favorites">{t('nav.hotelFavorites')}</span> },
          { key: 'hotelHistory', icon: <HistoryOutlined />, label: <span data-testid="user-menu-hotel-history">{t('nav.hotelHistory')}</span> },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, danger: true, label: <span data-testid="logout">{t('auth.logout')}</span> },
        ],
        onClick: ({ key }) => {
          if (key === 'profile') navigate('/profile');
          if (key === 'hotelFavorites') navigate('/hotel/favorites');
          if (key === 'hotelHistory') navigate('/hotel/history');
          if (key === 'logout') logout.mutate(undefined, { onSettled: () => navigate('/login', { replace: true }) });
        },
      }}
    >
      <Button type="text" className="app-header__user" data-testid="user-menu" aria-label={user.displayName}>
        <Avatar size="small" style={{ backgroundColor: '#1668dc' }}>
          {user.displayName.slice(0, 1).toUpperCase()}
        </Avatar>
        {!props.compact && <span className="app-header__user-name">{user.displayName}</span>}
      </Button>
    </LazyDropdown>
  );
}
