import { useState } from 'react';
import { Card, Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '@travel/contracts/member/user';
import { contactFromProfile, contactFromSaved, isMasked, type ContactDraft, type ContactField, type ContactProblem, type SavedContact } from './hotel-contact';

const MESSAGE: Record<ContactField, Record<ContactProblem, string>> = {
  name: { required: 'hotel.book.contactNameRequired', invalid: 'hotel.book.contactNameRequired' },
  mobile: { required: 'hotel.book.contactMobileRequired', invalid: 'server:validation.mobile' },
  email: { required: 'server:validation.email', invalid: 'server:validation.email' },
};

const SELF = '__self__';

/**
 * The booking's contact (the hotel's and our messages go there): prefilled from the member's default contact or
 * their profile, another saved contact a choice away, every field editable. A field says what is wrong once left.
 */
export function ContactCard(props: { value: ContactDraft; onChange: (c: ContactDraft) => void; problems: Partial<Record<ContactField, ContactProblem>>; saved: readonly SavedContact[]; profile: UserProfile }) {
  const { t } = useTranslation();
  const [left, setLeft] = useState<ReadonlySet<ContactField>>(new Set());
  const c = props.value;
  const chosen = c.origin?.targetType === 'CONTACT' ? c.origin.contactId : c.origin ? SELF : null;
  const choose = (id: string) => {
    const saved = props.saved.find((s) => s.contactId === id);
    props.onChange(saved ? contactFromSaved(saved) : contactFromProfile(props.profile));
    setLeft(new Set());
  };
  const item = (field: ContactField, required: boolean) => {
    const problem = props.problems[field];
    const shown = problem && (left.has(field) || problem === 'invalid') ? problem : undefined;
    return {
      required,
      htmlFor: `hotel-book-contact-${field}`,
      validateStatus: shown ? ('error' as const) : undefined,
      help: shown ? <span data-testid={`hotel-book-contact-${field}-error`}>{t(MESSAGE[field][shown])}</span> : undefined,
    };
  };
  const input = (field: ContactField) => ({
    id: `hotel-book-contact-${field}`,
    value: c[field],
    allowClear: true,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => props.onChange({ ...c, [field]: e.target.value }),
    onBlur: () => setLeft((s) => new Set(s).add(field)),
    'data-testid': `hotel-book-contact-${field}`,
  });
  const masked = isMasked(c, 'mobile') || isMasked(c, 'email');
  return (
    <Card size="small" className="hotel-book__card" id="hotel-book-contact" data-testid="hotel-book-contact" title={t('hotel.book.contact')}>
      <Select
        value={chosen}
        onChange={choose}
        style={{ width: '100%', marginBottom: 12 }}
        aria-label={t('hotel.book.contactPick')}
        placeholder={t('hotel.book.contactPick')}
        options={[
          { value: SELF, label: t('hotel.book.contactMe', { name: props.profile.displayName }) },
          ...props.saved.map((s) => ({ value: s.contactId, label: `${s.name} · +${s.mobileCountryCode} ${s.mobile}` })),
        ]}
        data-testid="hotel-book-contact-pick"
      />
      <Form layout="vertical" component="div" className="hotel-book__contact">
        <Form.Item label={t('fields.name')} {...item('name', true)}>
          <Input maxLength={100} autoComplete="name" {...input('name')} />
        </Form.Item>
        <Form.Item label={t('fields.mobile')} {...item('mobile', true)}>
          <Input prefix={`+${c.mobileCountryCode}`} maxLength={20} inputMode="tel" autoComplete="tel-national" {...input('mobile')} />
        </Form.Item>
        <Form.Item label={t('fields.email')} {...item('email', false)}>
          <Input maxLength={100} inputMode="email" autoComplete="email" {...input('email')} />
        </Form.Item>
      </Form>
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }} data-testid="hotel-book-contact-note">
        {masked ? t('hotel.book.contactMasked') : t('hotel.book.contactNote')}
      </Typography.Text>
    </Card>
  );
}
