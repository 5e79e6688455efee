import { DatePicker, Form, Input, Modal, Radio, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { FreeChild } from '@travel/contracts/train/free-child';
import { ageOn, mayRideFree } from '@travel/contracts/train/passenger-age';

interface ChildForm {
  familyName: string;
  givenName: string;
  gender: 'M' | 'F';
  birthday: dayjs.Dayjs;
  idNumber: string;
}

/** A free-ticket child typed in under a passenger: under 6 on the departure date, with a passport. */
export function FreeChildModal(props: { open: boolean; adultName: string; departureDate: string; onClose: () => void; onAdd: (child: FreeChild) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ChildForm>();
  const upper = (e: React.ChangeEvent<HTMLInputElement>) => e.target.value.toUpperCase();
  const underSix = (d: dayjs.Dayjs | undefined) => !d || mayRideFree(ageOn(d.format('YYYY-MM-DD'), props.departureDate));
  return (
    <Modal
      open={props.open}
      title={t('train.freeChild.title', { name: props.adultName })}
      onCancel={props.onClose}
      okText={t('train.book.add')}
      okButtonProps={{ id: 'free-child-ok' }}
      destroyOnHidden
      onOk={() =>
        void form.validateFields().then((v) => {
          props.onAdd({ familyName: v.familyName.trim(), givenName: v.givenName.trim(), gender: v.gender, birthday: v.birthday.format('YYYY-MM-DD'), idType: 'PASSPORT', idNumber: v.idNumber.trim().toUpperCase() });
          form.resetFields();
          props.onClose();
        }, () => undefined /* the form shows what is wrong */)
      }
    >
      <Typography.Paragraph type="secondary">{t('train.freeChild.rule')}</Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={{ gender: 'M' }} data-testid="free-child-form" preserve={false}>
        <Form.Item name="familyName" label={t('fields.familyName')} rules={[{ required: true, whitespace: true }]} getValueFromEvent={upper}>
          <Input maxLength={60} data-testid="free-child-family-name" />
        </Form.Item>
        <Form.Item name="givenName" label={t('fields.givenName')} rules={[{ required: true, whitespace: true }]} getValueFromEvent={upper}>
          <Input maxLength={60} data-testid="free-child-given-name" />
        </Form.Item>
        <Form.Item name="gender" label={t('fields.gender')} rules={[{ required: true }]}>
          <Radio.Group>
            <Radio value="M">{t('gender.M')}</Radio>
            <Radio value="F">{t('gender.F')}</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item
          name="birthday"
          label={t('fields.birthday')}
          rules={[{ required: true }, { validator: (_, d: dayjs.Dayjs | undefined) => (underSix(d) ? Promise.resolve() : Promise.reject(new Error(t('train.freeChild.tooOld')))) }]}
        >
          <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isAfter(dayjs())} data-testid="free-child-birthday" />
        </Form.Item>
        <Form.Item label={t('fields.certType')}>
          <Input value={t('certType.2')} disabled />
        </Form.Item>
        <Form.Item name="idNumber" label={t('fields.certNo')} rules={[{ required: true, pattern: /^[A-Za-z0-9]{5,20}$/, message: t('train.book.passportRule') }]} getValueFromEvent={upper}>
          <Input maxLength={20} data-testid="free-child-id-number" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
