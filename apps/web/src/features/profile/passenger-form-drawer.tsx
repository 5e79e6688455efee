import { useEffect, useState } from 'react';
import { Alert, App, Button, Col, DatePicker, Drawer, Form, Input, Radio, Row, Select, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { passengerInputSchema } from '@travel/contracts/member/passenger';
import { isApiError } from '../../lib/api-error';
import { applyIssues, clearIssues, issuesFromServer, issuesFromZod, type FieldPath } from '../../lib/form-issues';
import { useIsDesktop } from '../../lib/use-media-query';
import { uuid } from '../../lib/uuid';
import { CertificateFields } from './certificate-fields';
import { CountrySelect, PhoneCodeSelect } from '../../widgets/reference/country-select';
import { NEW_PASSENGER, toPassengerInput, type PassengerFormValues } from './passenger-form-values';
import { useSavePassenger } from './profile-queries';

/** Issues on the list as a whole (at least one certificate) have no field of their own. */
const isPassengerField = (path: FieldPath) => !(path.length === 1 && path[0] === 'certificateList');

export interface PassengerFormTarget {
  passengerId?: string;
  values: PassengerFormValues;
}

/** Adds or edits a saved passenger; checks it with the contract's schema, then shows the server's issues too. */
export function PassengerFormDrawer(props: { target: PassengerFormTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<PassengerFormValues>();
  const isDesktop = useIsDesktop();
  const save = useSavePassenger();
  const [errors, setErrors] = useState<string[]>([]);
  // Changes the user made (onValuesChange ignores the values the form is filled with).
  const [dirty, setDirty] = useState(false);
  const open = props.target !== null;
  const editing = Boolean(props.target?.passengerId);

  useEffect(() => {
    if (!props.target) return;
    form.resetFields();
    form.setFieldsValue(props.target.values);
    setErrors([]);
    setDirty(false);
  }, [props.target, form]);

  const close = () => {
    if (!dirty) return props.onClose();
    modal.confirm({
      title: t('common.discardChanges'),
      okText: t('common.discard'),
      cancelText: t('common.keepEditing'),
      onOk: props.onClose,
    });
  };

  const submit = async () => {
    setErrors([]);
    clearIssues(form);
    const values = form.getFieldsValue(true) as PassengerFormValues;
    const parsed = passengerInputSchema.safeParse(toPassengerInput(values, props.target?.passengerId));
    if (!parsed.success) {
      setErrors(applyIssues(form, issuesFromZod(t, parsed.error), isPassengerField));
      return;
    }
    try {
      await save.mutateAsync({ input: parsed.data, idempotencyKey: uuid() });
      void message.success(t('profile.passengers.saved'));
      props.onClose();
    } catch (error) {
      if (isApiError(error) && error.issues.length > 0) setErrors(applyIssues(form, issuesFromServer(t, error.issues), isPassengerField));
      else setErrors([isApiError(error) ? error.description : t('errors.unexpected')]);
    }
  };

  return (
    <Drawer
      open={open}
      onClose={close}
      title={editing ? t('profile.passengers.edit') : t('profile.passengers.add')}
      width={isDesktop ? 640 : '100%'}
      maskClosable={false}
      data-testid="passenger-form"
      footer={
        <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => void submit()} data-testid="passenger-save">
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" initialValues={NEW_PASSENGER} onFinish={() => void submit()} onValuesChange={() => setDirty(true)}>
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item name="familyName" label={t('fields.familyName')} required>
              <Input autoComplete="family-name" maxLength={100} data-testid="passenger-family-name" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="givenName" label={t('fields.givenName')} required>
              <Input autoComplete="given-name" maxLength={100} data-testid="passenger-given-name" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="gender" label={t('fields.gender')} required>
              <Radio.Group optionType="button" buttonStyle="solid" data-testid="passenger-gender">
                <Radio.Button value="M">{t('gender.M')}</Radio.Button>
                <Radio.Button value="F">{t('gender.F')}</Radio.Button>
              </Radio.Group>
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="birthday" label={t('fields.birthday')} required>
              <DatePicker
                format="YYYY-MM-DD"
                style={{ width: '100%' }}
                disabledDate={(d) => d.isAfter(dayjs(), 'day')}
                data-testid="passenger-birthday"
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="passengerType" label={t('fields.passengerType')}>
              <Select
                options={(['ADT', 'CHD', 'INF'] as const).map((v) => ({ value: v, label: t(`passengerType.${v}`) }))}
                data-testid="passenger-type"
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="nationality" label={t('fields.nationality')}>
              <CountrySelect allowClear={false} data-testid="passenger-nationality" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label={t('fields.mobile')} style={{ marginBottom: 0 }}>
              <Space.Compact style={{ width: '100%' }}>
                <Form.Item name="mobileCountryCode" noStyle>
                  <PhoneCodeSelect style={{ width: 96 }} aria-label={t('fields.mobileCountryCode')} />
                </Form.Item>
                <Form.Item name="mobile" style={{ flex: 1 }}>
                  <Input inputMode="tel" autoComplete="tel-national" maxLength={15} data-testid="passenger-mobile" />
                </Form.Item>
              </Space.Compact>
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="email" label={t('fields.email')}>
              <Input inputMode="email" autoComplete="email" maxLength={100} data-testid="passenger-email" />
            </Form.Item>
          </Col>
        </Row>
        <Typography.Title level={5}>{t('profile.passengers.certificates')}</Typography.Title>
        <CertificateFields />
        {errors.length > 0 && <Alert type="error" showIcon message={errors.join(' ')} style={{ marginTop: 16 }} data-testid="passenger-form-error" />}
      </Form>
    </Drawer>
  );
}
