import { useEffect, useState } from 'react';
import { Alert, App, Checkbox, Form, Input, Modal, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { contactInputSchema } from '@travel/contracts/member/contact';
import type { CallInput } from '@travel/contracts/platform/define-call';
import type { Contact, contactSaveCall } from '@travel/contracts/member/contact';
import { isApiError } from '../../lib/api-error';
import { applyIssues, clearIssues, issuesFromServer, issuesFromZod } from '../../lib/form-issues';
import { uuid } from '../../lib/uuid';
import { PhoneCodeSelect } from '../../widgets/reference/country-select';
import { useSaveContact } from './profile-queries';

export interface ContactFormValues {
  name?: string;
  mobileCountryCode?: string;
  mobile?: string;
  email?: string;
  isDefault?: boolean;
}

export interface ContactFormTarget {
  contactId?: string;
  values: ContactFormValues;
}

export const NEW_CONTACT: ContactFormValues = { mobileCountryCode: '86', isDefault: false };

/** A contact as form values; masked mobile and email sent back unchanged keep the stored ones. */
export function fromContact(c: Contact): ContactFormValues {
  return { name: c.name, mobileCountryCode: c.mobileCountryCode, mobile: c.mobile, email: c.email ?? '', isDefault: c.isDefault };
}

function toContactInput(values: ContactFormValues, contactId: string | undefined): CallInput<typeof contactSaveCall> {
  return {
    contactId,
    name: values.name ?? '',
    mobileCountryCode: values.mobileCountryCode || '86',
    mobile: values.mobile?.trim() ?? '',
    email: values.email?.trim() ? values.email.trim() : null,
    isDefault: values.isDefault ?? false,
  };
}

/** Adds or edits a contact, checked by the contract's schema and then by the server. */
export function ContactFormModal(props: { target: ContactFormTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<ContactFormValues>();
  const save = useSaveContact();
  const [errors, setErrors] = useState<string[]>([]);

  useEffect(() => {
    if (!props.target) return;
    form.resetFields();
    form.setFieldsValue(props.target.values);
    setErrors([]);
  }, [props.target, form]);

  const submit = async () => {
    setErrors([]);
    clearIssues(form);
    const parsed = contactInputSchema.safeParse(toContactInput(form.getFieldsValue(true) as ContactFormValues, props.target?.contactId));
    if (!parsed.success) {
      setErrors(applyIssues(form, issuesFromZod(t, parsed.error), () => true));
      return;
    }
    try {
      await save.mutateAsync({ input: parsed.data, idempotencyKey: uuid() });
      void message.success(t('profile.contacts.saved'));
      props.onClose();
    } catch (error) {
      if (isApiError(error) && error.issues.length > 0) setErrors(applyIssues(form, issuesFromServer(t, error.issues), () => true));
      else setErrors([isApiError(error) ? error.description : t('errors.unexpected')]);
    }
  };

  return (
    <Modal
      open={props.target !== null}
      title={props.target?.contactId ? t('profile.contacts.edit') : t('profile.contacts.add')}
      onCancel={props.onClose}
      onOk={() => void submit()}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      maskClosable={false}
      okButtonProps={{ 'data-testid': 'contact-save' }}
      data-testid="contact-form"
    >
      <Form form={form} layout="vertical" initialValues={NEW_CONTACT} onFinish={() => void submit()}>
        <Form.Item name="name" label={t('fields.name')} required>
          <Input autoComplete="name" maxLength={100} data-testid="contact-name" />
        </Form.Item>
        <Form.Item label={t('fields.mobile')} required style={{ marginBottom: 0 }}>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="mobileCountryCode" noStyle>
              <PhoneCodeSelect style={{ width: 96 }} aria-label={t('fields.mobileCountryCode')} />
            </Form.Item>
            <Form.Item name="mobile" style={{ flex: 1 }}>
              <Input inputMode="tel" autoComplete="tel-national" maxLength={15} data-testid="contact-mobile" />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
        <Form.Item name="email" label={t('fields.email')}>
          <Input inputMode="email" autoComplete="email" maxLength={100} data-testid="contact-email" />
        </Form.Item>
        <Form.Item name="isDefault" valuePropName="checked">
          <Checkbox>{t('profile.contacts.setDefault')}</Checkbox>
        </Form.Item>
        {errors.length > 0 && <Alert type="error" showIcon message={errors.join(' ')} />}
      </Form>
    </Modal>
  );
}
