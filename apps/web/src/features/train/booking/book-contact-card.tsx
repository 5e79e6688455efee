import { useState } from 'react';
import { Card, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '@travel/contracts/member/user';
import { isProfileMask, type ContactDraft, type ContactField, type ContactProblem } from './book-contact';

const MESSAGE: Record<ContactField, Record<ContactProblem, string>> = {
  name: { required: 'train.book.contactNameRequired', invalid: 'train.book.contactNameInvalid' },
  mobile: { required: 'train.book.contactMobileRequired', invalid: 'server:validation.mobile' },
  email: { required: 'train.book.contactEmailRequired', invalid: 'server:validation.email' },
};

/**
 * The booking's contact (required: the notices and the refund notice go there), prefilled from the member's profile.
 * A field says what is wrong once it was left or holds something invalid.
 */
export function BookContactCard(props: {
  value: ContactDraft;
  onChange: (c: ContactDraft) => void;
  problems: Partial<Record<ContactField, ContactProblem>>;
  profile: Pick<UserProfile, 'mobile' | 'email'>;
}) {
  const { t } = useTranslation();
  const [left, setLeft] = useState<ReadonlySet<ContactField>>(new Set());
  const c = props.value;
  const fromProfile = isProfileMask(c.mobile, props.profile.mobile) || isProfileMask(c.email, props.profile.email);
  const item = (field: ContactField) => {
    const problem = props.problems[field];
    const shown = problem && (left.has(field) || problem === 'invalid') ? problem : undefined;
    return {
      required: true,
      htmlFor: `book-contact-${field}`,
      validateStatus: shown ? ('error' as const) : undefined,
      help: shown ? <span data-testid={`contact-${field}-error`}>{t(MESSAGE[field][shown])}</span> : undefined,
    };
  };
  const input = (field: ContactField) => ({
    id: `book-contact-${field}`,
    value: c[field],
    allowClear: true,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => props.onChange({ ...c, [field]: e.target.value }),
    onBlur: () => setLeft((s) => new Set(s).add(field)),
    'data-testid': `contact-${field}`,
  });
  return (
    <Card title={t('train.book.contact')} size="small" className="train-book__card" id="book-contact" data-testid="book-contact">
      <Form layout="vertical" component="div" className="train-book__contact">
        <Form.Item label={t('fields.name')} {...item('name')}>
          <Input maxLength={60} autoComplete="name" {...input('name')} />
        </Form.Item>
        <Form.Item label={t('fields.mobile')} {...item('mobile')}>
          <Input addonBefore={`+${c.mobileCountryCode}`} maxLength={20} inputMode="tel" autoComplete="tel-national" {...input('mobile')} />
        </Form.Item>
        <Form.Item label={t('fields.email')} {...item('email')}>
          <Input maxLength={100} inputMode="email" autoComplete="email" {...input('email')} />
        </Form.Item>
      </Form>
      <Typography.Text type="secondary" className="train-book__contact-note" data-testid="contact-note">
        {fromProfile ? t('train.book.contactFromProfile') : t('train.book.contactNote')}
      </Typography.Text>
    </Card>
  );
}
