import { useState } from 'react';
import { Button, Modal, Select, Typography } from 'antd';
import { MinusOutlined, PlusOutlined, TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { HOTEL_LIMITS } from '@travel/contracts/hotel/stay';
import { guestIssues, hasGuestIssues, resizeChildren, type Guests } from './guests';

function Stepper(props: { label: string; value: number; min: number; max: number; onChange: (n: number) => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="hotel-stepper" data-testid={props.testId}>
      <span className="hotel-stepper__label">{props.label}</span>
      <Button icon={<MinusOutlined />} disabled={props.value <= props.min} onClick={() => props.onChange(props.value - 1)} aria-label={t('hotel.guests.decrease', { what: props.label })} data-testid={`${props.testId}-minus`} />
      <span className="hotel-stepper__value" data-testid={`${props.testId}-value`}>
        {props.value}
      </span>
      <Button icon={<PlusOutlined />} disabled={props.value >= props.max} onClick={() => props.onChange(props.value + 1)} aria-label={t('hotel.guests.increase', { what: props.label })} data-testid={`${props.testId}-plus`} />
    </div>
  );
}

/** "2 adults · 1 child". */
export function guestSummary(t: (k: string, o?: Record<string, unknown>) => string, g: { adults: number; childAges: readonly unknown[] }): string {
  const parts = [t('hotel.guests.adultCount', { count: g.adults })];
  if (g.childAges.length > 0) parts.push(t('hotel.guests.childCount', { count: g.childAges.length }));
  return parts.join(' · ');
}

/** The guests-and-children picker: adults 1–20, children 0–9, each child's age 1–17 required (errors in place). */
export function GuestsPicker(props: { value: Guests; onChange: (g: Guests) => void; showErrors?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Guests>(props.value);
  const [tried, setTried] = useState(false);
  const issues = guestIssues(draft);
  const outer = guestIssues(props.value);
  const show = (g: Guests) => {
    setDraft(g);
  };
  const done = () => {
    setTried(true);
    if (hasGuestIssues(issues)) return;
    props.onChange(draft);
    setOpen(false);
  };
  const ageOptions = Array.from({ length: HOTEL_LIMITS.maxChildAge - HOTEL_LIMITS.minChildAge + 1 }, (_, i) => i + HOTEL_LIMITS.minChildAge).map((a) => ({
    value: a,
    label: t('hotel.guests.age', { count: a }),
  }));
  return (
    <>
      <button
        type="button"
        className={`hotel-place hotel-place--small${props.showErrors && hasGuestIssues(outer) ? ' hotel-place--error' : ''}`}
        onClick={() => {
          setDraft(props.value);
          setTried(false);
          setOpen(true);
        }}
        data-testid="hotel-guests"
      >
        <span className="hotel-place__label">{t('hotel.guests.label')}</span>
        <span className="hotel-place__value hotel-place__value--small">
          <TeamOutlined /> {guestSummary(t, props.value)}
        </span>
      </button>
      <Modal
        open={open}
        title={t('hotel.guests.title')}
        onCancel={() => setOpen(false)}
        onOk={done}
        okText={t('hotel.guests.done')}
        okButtonProps={{ 'data-testid': 'hotel-guests-done' } as Record<string, string>}
        destroyOnHidden
        width={440}
        data-testid="hotel-guests-picker"
      >
        <Stepper label={t('hotel.guests.adults')} value={draft.adults} min={HOTEL_LIMITS.minAdults} max={HOTEL_LIMITS.maxAdults} onChange={(adults) => show({ ...draft, adults })} testId="hotel-adults" />
        <Stepper
          label={t('hotel.guests.children')}
          value={draft.childAges.length}
          min={0}
          max={HOTEL_LIMITS.maxChildren}
          onChange={(n) => show({ ...draft, childAges: resizeChildren(draft.childAges, n) })}
          testId="hotel-children"
        />
        {draft.childAges.length > 0 && <Typography.Paragraph type="secondary">{t('hotel.guests.ageHint')}</Typography.Paragraph>}
        <div className="hotel-child-ages">
          {draft.childAges.map((age, i) => {
            const bad = tried && issues.ages.includes(i);
            return (
              <div key={i} className="hotel-child-age">
                <label className="hotel-child-age__label" htmlFor={`hotel-child-age-${i}`}>
                  {t('hotel.guests.childN', { n: i + 1 })}
                </label>
                <Select<number>
                  id={`hotel-child-age-${i}`}
                  value={age ?? undefined}
                  placeholder={t('hotel.guests.chooseAge')}
                  status={bad ? 'error' : undefined}
                  options={ageOptions}
                  onChange={(a) => show({ ...draft, childAges: draft.childAges.map((x, j) => (j === i ? a : x)) })}
                  style={{ width: '100%' }}
                  data-testid={`hotel-child-age-${i}`}
                />
                {bad && (
                  <Typography.Text type="danger" className="hotel-field-error" data-testid={`hotel-child-age-${i}-error`}>
                    {t('hotel.guests.ageRequired')}
                  </Typography.Text>
                )}
              </div>
            );
          })}
        </div>
      </Modal>
    </>
  );
}
