import { useState } from 'react';
import { Alert, App, Button, Card, Col, Empty, Popconfirm, Row, Skeleton, Space, Tag } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Contact } from '@travel/contracts/member/contact';
import { isApiError } from '../../lib/api-error';
import { ContactFormModal, NEW_CONTACT, fromContact, type ContactFormTarget } from './contact-form-modal';
import { MaskedValue } from './masked-value';
import { useContacts, useDeleteContact } from './profile-queries';

function ContactCard(props: { contact: Contact; onEdit: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const remove = useDeleteContact();
  const c = props.contact;
  const target = { targetType: 'CONTACT' as const, targetId: c.contactId };
  return (
    <Card
      size="small"
      className="profile-item"
      data-testid="contact-card"
      title={
        <Space wrap size={[6, 0]}>
          <span>{c.name}</span>
          {c.isDefault && <Tag color="green">{t('common.default')}</Tag>}
        </Space>
      }
      actions={[
        <Button key="edit" type="text" icon={<EditOutlined />} onClick={props.onEdit}>
          {t('common.edit')}
        </Button>,
        <Popconfirm
          key="delete"
          title={t('profile.contacts.deleteConfirm', { name: c.name })}
          okText={t('common.delete')}
          okButtonProps={{ danger: true, loading: remove.isPending }}
          cancelText={t('common.cancel')}
          onConfirm={() =>
            remove.mutateAsync(c.contactId).then(
              () => void message.success(t('profile.contacts.deleted')),
              (error: unknown) => void message.error(isApiError(error) ? error.description : t('errors.unexpected')),
            )
          }
        >
          <Button type="text" danger icon={<DeleteOutlined />}>
            {t('common.delete')}
          </Button>
        </Popconfirm>,
      ]}
    >
      <dl className="profile-facts">
        <dt>{t('fields.mobile')}</dt>
        <dd>
          <MaskedValue key={`${c.mobileCountryCode}${c.mobile}`} masked={c.mobile} prefix={`+${c.mobileCountryCode} `} target={{ ...target, fieldType: 'MOBILE' }} />
        </dd>
        <dt>{t('fields.email')}</dt>
        <dd>
          <MaskedValue key={c.email ?? ''} masked={c.email} target={{ ...target, fieldType: 'EMAIL' }} />
        </dd>
      </dl>
    </Card>
  );
}

export function ContactSection() {
  const { t } = useTranslation();
  const contacts = useContacts();
  const [target, setTarget] = useState<ContactFormTarget | null>(null);
  return (
    <Card
      title={t('profile.contacts.title')}
      extra={
        <Button icon={<PlusOutlined />} onClick={() => setTarget({ values: NEW_CONTACT })} data-testid="contact-add">
          {t('profile.contacts.add')}
        </Button>
      }
      data-testid="contact-section"
    >
      {contacts.isPending && <Skeleton active />}
      {contacts.isError && (
        <Alert
          type="error"
          showIcon
          message={t('errors.loadFailed')}
          description={isApiError(contacts.error) ? contacts.error.description : undefined}
          action={<Button onClick={() => void contacts.refetch()}>{t('common.retry')}</Button>}
        />
      )}
      {contacts.data && contacts.data.list.length === 0 && <Empty description={t('profile.contacts.empty')} />}
      {contacts.data && contacts.data.list.length > 0 && (
        <Row gutter={[16, 16]}>
          {contacts.data.list.map((c) => (
            <Col key={c.contactId} xs={24} md={12} xl={8}>
              <ContactCard contact={c} onEdit={() => setTarget({ contactId: c.contactId, values: fromContact(c) })} />
            </Col>
          ))}
        </Row>
      )}
      <ContactFormModal target={target} onClose={() => setTarget(null)} />
    </Card>
  );
}
