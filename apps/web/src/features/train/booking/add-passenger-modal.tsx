import { useRef } from 'react';
import { Alert, DatePicker, Form, Input, Modal, Radio } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { uuid } from '../../../lib/uuid';
import { CountrySelect } from '../../../widgets/reference/country-select';
import type { PaxDraft } from './pax-draft';

interface CustomerForm {
  familyName: string;
  givenName: string;
  gender: 'M' | 'F';
  birthday: dayjs.Dayjs;
  nationality: string;
  idNumber: string;
  placeOfIssue: string;
  idExpiredDate: dayjs.Dayjs;
}

/** A colleague picked from the company directory, whose passport the booker types in. */
export interface ColleagueChoice {
  memberId: string;
  name: string;
  departmentName: string | null;
}

/**
 * A customer typed in, or a colleague's passport: the fields a train passenger needs, with a passport (the only
 * document trains take). The directory holds no colleague's passport the booker may read, so it is typed as printed.
 */
export function AddPassengerModal(props: { open: boolean; onClose: () => void; onAdd: (p: PaxDraft) => void; colleague?: ColleagueChoice | null }) {
  const { t } = useTranslation();
  // The colleague stays named while the form closes.
  const lastColleague = useRef<ColleagueChoice | null>(null);
  if (props.colleague) lastColleague.current = props.colleague;
  const colleague = props.colleague ?? lastColleague.current;
  const [form] = Form.useForm<CustomerForm>();
  const upper = (e: React.ChangeEvent<HTMLInputElement>) => e.target.value.toUpperCase();
  return (
    <Modal
      open={props.open}
      title={colleague ? t('train.book.colleagueTitle', { name: colleague.name }) : t('train.book.addPassenger')}
      onCancel={props.onClose}
      okText={t('train.book.add')}
      destroyOnHidden
      onOk={() =>
        void form.validateFields().then((v) => {
          props.onAdd({
            ...(colleague
              ? { key: `staff-${colleague.memberId}`, source: 'STAFF' as const, memberId: colleague.memberId, colleagueName: colleague.name }
              : { key: `customer-${uuid()}`, source: 'CUSTOMER' as const }),
            familyName: v.familyName.trim(),
            givenName: v.givenName.trim(),
            gender: v.gender,
            birthday: v.birthday.format('YYYY-MM-DD'),
            nationality: v.nationality,
            idNumber: v.idNumber.trim().toUpperCase(),
            placeOfIssue: v.placeOfIssue,
            idExpiredDate: v.idExpiredDate.format('YYYY-MM-DD'),
            insuranceProductIds: [],
          });
          form.resetFields();
          props.onClose();
        })
      }
    >
      {colleague && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="colleague-passport-note"
          message={[colleague.name, colleague.departmentName].filter(Boolean).join(' · ')}
          description={t('train.book.colleaguePassportHint')}
        />
      )}
      <Form form={form} layout="vertical" initialValues={{ gender: 'M', nationality: 'CN', placeOfIssue: 'CN' }} data-testid="add-passenger-form" preserve={false}>
        <Form.Item name="familyName" label={t('fields.familyName')} rules={[{ required: true, whitespace: true }]} getValueFromEvent={upper}>
          <Input maxLength={60} data-testid="pax-family-name" />
        </Form.Item>
        <Form.Item name="givenName" label={t('fields.givenName')} rules={[{ required: true, whitespace: true }]} getValueFromEvent={upper}>
          <Input maxLength={60} data-testid="pax-given-name" />
        </Form.Item>
        <Form.Item name="gender" label={t('fields.gender')} rules={[{ required: true }]}>
          <Radio.Group>
            <Radio value="M">{t('gender.M')}</Radio>
            <Radio value="F">{t('gender.F')}</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item name="birthday" label={t('fields.birthday')} rules={[{ required: true }]}>
          <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isAfter(dayjs())} data-testid="pax-birthday" />
        </Form.Item>
        <Form.Item name="nationality" label={t('fields.nationality')} rules={[{ required: true }]}>
          <CountrySelect />
        </Form.Item>
        <Form.Item label={t('fields.certType')}>
          <Input value={t('certType.2')} disabled />
        </Form.Item>
        <Form.Item name="idNumber" label={t('fields.certNo')} rules={[{ required: true, pattern: /^[A-Za-z0-9]{5,20}$/, message: t('train.book.passportRule') }]} getValueFromEvent={upper}>
          <Input maxLength={20} data-testid="pax-id-number" />
        </Form.Item>
        <Form.Item name="placeOfIssue" label={t('fields.issuePlace')} rules={[{ required: true }]}>
          <CountrySelect />
        </Form.Item>
        <Form.Item name="idExpiredDate" label={t('fields.expiryDate')} rules={[{ required: true }]}>
          <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isBefore(dayjs(), 'day')} data-testid="pax-expiry" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
