import { Avatar, Card, Descriptions, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOCALE_NATIVE_NAMES } from '../../lib/locale-preference';
import { useFormat } from '../../lib/use-format';
import { useUser } from '../../lib/use-session';
import { MaskedValue } from './masked-value';

/** The member's own details; mobile and email are masked, with a reveal through member/view_mask (SELF). */
export function UserDetailsCard() {
  const fmt = useFormat();
  const { t } = useTranslation();
  const user = useUser();
  const none = t('common.none');
  return (
    <Card data-testid="user-details">
      <Space align="center" size={16} style={{ marginBottom: 16 }} wrap>
        <Avatar size={56} style={{ backgroundColor: '#1668dc', fontSize: 24 }}>
          {user.displayName.slice(0, 1).toUpperCase()}
        </Avatar>
        <div>
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="user-display-name">
            {user.displayName}
          </Typography.Title>
          <Space wrap size={[6, 6]} style={{ marginTop: 4 }}>
            <Tag>{t(`profile.details.roles.${user.role}`)}</Tag>
            {user.travelManager && <Tag color="gold">{t('home.travelManager')}</Tag>}
            {user.vip && <Tag color="magenta">{t('home.vip')}</Tag>}
          </Space>
        </div>
      </Space>
      <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} size="small">
        <Descriptions.Item label={t('profile.details.userName')}>{user.userName}</Descriptions.Item>
        <Descriptions.Item label={t('profile.details.staffId')}>{user.staffId ?? none}</Descriptions.Item>
        <Descriptions.Item label={t('profile.details.enterprise')}>{user.enterpriseName}</Descriptions.Item>
        <Descriptions.Item label={t('profile.details.department')}>{user.departmentName ?? none}</Descriptions.Item>
        <Descriptions.Item label={t('profile.details.travelLevel')}>{user.travelLevelName ?? user.travelLevel ?? none}</Descriptions.Item>
        <Descriptions.Item label={t('fields.gender')}>{user.gender ? t(`gender.${user.gender}`) : none}</Descriptions.Item>
        <Descriptions.Item label={t('fields.birthday')}>{user.birthday ? fmt.date(user.birthday) : none}</Descriptions.Item>
        <Descriptions.Item label={t('fields.mobile')}>
          <MaskedValue
            masked={user.mobile}
            prefix={`+${user.mobileCountryCode} `}
            target={{ targetType: 'SELF', fieldType: 'MOBILE' }}
            testId="self-mobile"
          />
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.email')}>
          <MaskedValue masked={user.email} target={{ targetType: 'SELF', fieldType: 'EMAIL' }} testId="self-email" />
        </Descriptions.Item>
        <Descriptions.Item label={t('profile.details.language')}>
          <span data-testid="self-language" lang={user.language ?? undefined}>
            {user.language ? LOCALE_NATIVE_NAMES[user.language] : none}
          </span>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
