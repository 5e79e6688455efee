import { useState } from 'react';
import { Alert, App, Button, Card, Empty, List, Skeleton, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { railPassengerVerifyCall, type RailAccountPassenger, type RailVerification } from '@travel/contracts/train/account';
import { callApi } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { uuid } from '../../../lib/uuid';
import { useRailPassengers } from './rail-account-queries';

/** The railway account's passengers with their verification; a pending one is verified with a code to its mobile. */
export function RailPassengersCard(props: { onVerification: (v: RailVerification) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const passengers = useRailPassengers(true);
  const [busy, setBusy] = useState<string | null>(null);
  const verify = async (p: RailAccountPassenger) => {
    setBusy(p.passengerId);
    try {
      props.onVerification(await callApi(railPassengerVerifyCall, { passengerId: p.passengerId }, { idempotencyKey: uuid() }));
    } catch (e) {
      void message.error(isApiError(e) ? e.description : t('errors.unexpected'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Card title={t('profile.railAccount.passengers')} data-testid="rail-passengers">
      {passengers.isPending && <Skeleton active />}
      {passengers.isError && <Alert type="error" showIcon message={isApiError(passengers.error) ? passengers.error.description : t('errors.loadFailed')} />}
      {passengers.data?.list.length === 0 && <Empty description={t('profile.railAccount.noPassengers')} />}
      {passengers.data && passengers.data.list.length > 0 && (
        <List
          dataSource={passengers.data.list}
          renderItem={(p) => (
            <List.Item
              key={p.passengerId}
              data-testid="rail-passenger"
              data-name={p.name}
              actions={
                p.verifyStatus === 'PENDING'
                  ? [
                      <Button key="verify" size="small" loading={busy === p.passengerId} onClick={() => void verify(p)} data-testid="rail-passenger-verify">
                        {t('profile.railAccount.verify')}
                      </Button>,
                    ]
                  : []
              }
            >
              <List.Item.Meta
                title={
                  <Space wrap size={[6, 2]}>
                    <span>{p.name}</span>
                    {p.self && <Tag>{t('profile.railAccount.self')}</Tag>}
                    <Tag color={p.verifyStatus === 'VERIFIED' ? 'success' : 'warning'} data-testid="rail-passenger-status">
                      {t(`profile.railAccount.verifyStatus.${p.verifyStatus}`)}
                    </Tag>
                  </Space>
                }
                description={
                  <Typography.Text type="secondary" className="rail-account__passenger-facts">
                    {t(`profile.railAccount.passengerType.${p.railPassengerType}`)} · {t('profile.railAccount.passport')} {p.idNumber}
                    {p.mobile ? ` · ${p.mobile}` : ''}
                  </Typography.Text>
                }
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
