import { App, Button, Card, Descriptions, Popconfirm, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { railLogoutCall, railUnbindCall, type RailAccountStatus } from '@travel/contracts/train/account';
import { callApi } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { useFormat } from '../../../lib/use-format';
import { useSubmit } from '../../../lib/use-submit';

const STATUS_COLOR = { NOT_LINKED: 'default', LOGGED_IN: 'success', LOGGED_OUT: 'default', EXPIRED: 'warning' } as const;

export function RailStatusTag({ status }: { status: RailAccountStatus['loginStatus'] }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLOR[status]} data-testid="rail-status" data-status={status}>
      {t(`profile.railAccount.status.${status}`)}
    </Tag>
  );
}

/** The linked account: who it is, whether logged in, log out and unbind. */
export function RailStatusCard(props: { status: RailAccountStatus; onStatus: (s: RailAccountStatus) => void }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const { message } = App.useApp();
  const { busy, run } = useSubmit();
  const s = props.status;
  const act = (call: typeof railLogoutCall | typeof railUnbindCall, done: string) =>
    run(async () => {
      try {
        props.onStatus(await callApi(call, {}));
        void message.success(t(done));
      } catch (e) {
        void message.error(isApiError(e) ? e.description : t('errors.unexpected'));
      }
    });
  return (
    <Card title={t('profile.railAccount.linked')} extra={<RailStatusTag status={s.loginStatus} />} data-testid="rail-status-card">
      <Descriptions column={1} size="small" className="rail-account__facts">
        <Descriptions.Item label={t('profile.railAccount.accountName')}>
          <span data-testid="rail-linked-name">{s.accountName}</span>
        </Descriptions.Item>
        {s.realName && <Descriptions.Item label={t('profile.railAccount.realName')}>{s.realName}</Descriptions.Item>}
        {s.mobile && <Descriptions.Item label={t('profile.railAccount.mobile')}>{s.mobile}</Descriptions.Item>}
        {s.loginTime && <Descriptions.Item label={t('profile.railAccount.loginTime')}>{fmt.dateTime(s.loginTime)}</Descriptions.Item>}
      </Descriptions>
      <Space wrap style={{ marginTop: 12 }}>
        {s.loginStatus === 'LOGGED_IN' && (
          <Button loading={busy} onClick={() => void act(railLogoutCall, 'profile.railAccount.loggedOut')} data-testid="rail-logout">
            {t('profile.railAccount.logout')}
          </Button>
        )}
        <Popconfirm title={t('profile.railAccount.unbindConfirm')} okText={t('profile.railAccount.unbind')} cancelText={t('profile.railAccount.cancel')} onConfirm={() => act(railUnbindCall, 'profile.railAccount.unbound')}>
          <Button danger loading={busy} data-testid="rail-unbind">
            {t('profile.railAccount.unbind')}
          </Button>
        </Popconfirm>
      </Space>
    </Card>
  );
}
