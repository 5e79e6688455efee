import { useState } from 'react';
import { Alert, App, Button, Card, Col, Empty, Pagination, Popconfirm, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Passenger } from '@travel/contracts/member/passenger';
import { isApiError } from '../../lib/api-error';
import { useFormat } from '../../lib/use-format';
import { useCountryName } from '../../widgets/reference/country-select';
import { MaskedValue } from './masked-value';
import { NEW_PASSENGER, fromPassenger } from './passenger-form-values';
import { PassengerFormDrawer, type PassengerFormTarget } from './passenger-form-drawer';
import { useDeletePassenger } from './profile-queries';
import { PASSENGER_PAGE_SIZE, usePassengers } from '../../widgets/member/member-queries';

function PassengerCard(props: { passenger: Passenger; onEdit: () => void }) {
  const fmt = useFormat();
  const { t } = useTranslation();
  const { message } = App.useApp();
  const remove = useDeletePassenger();
  const countryName = useCountryName();
  const p = props.passenger;
  const target = { targetType: 'PASSENGER' as const, targetId: p.passengerId };

  return (
    <Card
      size="small"
      className="profile-item"
      data-testid="passenger-card"
      title={
        <Space wrap size={[6, 0]}>
          <span data-testid="passenger-name">{p.name}</span>
          {p.isSelf && <Tag color="blue">{t('profile.passengers.self')}</Tag>}
          <Tag>{t(`passengerType.${p.passengerType}`)}</Tag>
        </Space>
      }
      actions={[
        <Button key="edit" type="text" icon={<EditOutlined />} onClick={props.onEdit} data-testid="passenger-edit">
          {t('common.edit')}
        </Button>,
        <Popconfirm
          key="delete"
          title={t('profile.passengers.deleteConfirm', { name: p.name })}
          okText={t('common.delete')}
          okButtonProps={{ danger: true, loading: remove.isPending }}
          cancelText={t('common.cancel')}
          onConfirm={() =>
            remove.mutateAsync(p.passengerId).then(
              () => void message.success(t('profile.passengers.deleted')),
              (error: unknown) => void message.error(isApiError(error) ? error.description : t('errors.unexpected')),
            )
          }
        >
          <Button type="text" danger icon={<DeleteOutlined />} data-testid="passenger-delete">
            {t('common.delete')}
          </Button>
        </Popconfirm>,
      ]}
    >
      <dl className="profile-facts">
        <dt>{t('fields.gender')}</dt>
        <dd>{p.gender === 'M' || p.gender === 'F' ? t(`gender.${p.gender}`) : p.gender}</dd>
        <dt>{t('fields.birthday')}</dt>
        <dd>{fmt.date(p.birthday)}</dd>
        <dt>{t('fields.nationality')}</dt>
        <dd>{countryName(p.nationality) || p.nationalityName}</dd>
        <dt>{t('fields.mobile')}</dt>
        <dd>
          <MaskedValue key={`mobile-${p.updateTime}`} masked={p.mobile} prefix={`+${p.mobileCountryCode} `} target={{ ...target, fieldType: 'MOBILE' }} />
        </dd>
        <dt>{t('fields.email')}</dt>
        <dd>
          <MaskedValue key={`email-${p.updateTime}`} masked={p.email} target={{ ...target, fieldType: 'EMAIL' }} />
        </dd>
      </dl>
      <Typography.Text strong>{t('profile.passengers.certificates')}</Typography.Text>
      <ul className="profile-certificates">
        {p.certificateList.map((c) => (
          <li key={c.certificateId} data-testid="passenger-certificate">
            <Tag color="geekblue">{t(`certType.${c.certType}`, { defaultValue: String(c.certType) })}</Tag>
            <MaskedValue key={p.updateTime} masked={c.certNo} target={{ ...target, fieldType: 'CERT_NO', certificateId: c.certificateId }} testId="cert-no" />
            <div className="profile-certificates__meta">
              {c.expiryDate && <span>{t('profile.passengers.validUntil', { date: fmt.date(c.expiryDate) })}</span>}
              {c.issuePlace && <span>{t('profile.passengers.issuedIn', { place: countryName(c.issuePlace) })}</span>}
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}

export function PassengerSection() {
  const { t } = useTranslation();
  const [pageIndex, setPageIndex] = useState(1);
  const passengers = usePassengers(pageIndex);
  const [target, setTarget] = useState<PassengerFormTarget | null>(null);
  const data = passengers.data;
  return (
    <Card
      title={t('profile.passengers.title')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setTarget({ values: NEW_PASSENGER })} data-testid="passenger-add">
          {t('profile.passengers.add')}
        </Button>
      }
      data-testid="passenger-section"
    >
      {passengers.isPending && <Skeleton active />}
      {passengers.isError && (
        <Alert
          type="error"
          showIcon
          message={t('errors.loadFailed')}
          description={isApiError(passengers.error) ? passengers.error.description : undefined}
          action={<Button onClick={() => void passengers.refetch()}>{t('common.retry')}</Button>}
        />
      )}
      {data && data.list.length === 0 && <Empty description={t('profile.passengers.empty')} />}
      {data && data.list.length > 0 && (
        <>
          <Row gutter={[16, 16]} data-testid="passenger-list">
            {data.list.map((p) => (
              <Col key={p.passengerId} xs={24} md={12} xl={8}>
                <PassengerCard passenger={p} onEdit={() => setTarget({ passengerId: p.passengerId, values: fromPassenger(p) })} />
              </Col>
            ))}
          </Row>
          {data.totalSize > PASSENGER_PAGE_SIZE && (
            <Pagination
              style={{ marginTop: 16, textAlign: 'center' }}
              current={pageIndex}
              pageSize={PASSENGER_PAGE_SIZE}
              total={data.totalSize}
              onChange={setPageIndex}
              showSizeChanger={false}
              size="small"
            />
          )}
        </>
      )}
      <PassengerFormDrawer target={target} onClose={() => setTarget(null)} />
    </Card>
  );
}
