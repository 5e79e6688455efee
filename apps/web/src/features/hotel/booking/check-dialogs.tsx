import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { needsReason, travellerPart, type CheckResult } from './check-outcome';
import type { CheckState } from './use-order-check';

/** The order-check warning: which nights are over the standard, by how much, and what the traveller will pay. */
function ExceedWarning(props: { result: CheckResult }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const r = props.result;
  const cny = (amount: number) => fmt.money({ amount, currency: 'CNY' });
  const part = travellerPart(r);
  return (
    <div className="hotel-book__warn" data-testid="hotel-book-warn" data-check-type={r.checkType} data-handling={r.exceedHandling}>
      <p>{r.message}</p>
      <p>{t('hotel.book.warn.nights', { nights: fmt.list(r.exceedDates.map((d) => fmt.date(d))) })}</p>
      {r.standard !== null && r.standard >= 0 && <p>{t('hotel.book.warn.standard', { amount: cny(r.standard) })}</p>}
      <p data-testid="hotel-book-warn-exceed" data-amount={r.exceedAmount}>
        {t('hotel.book.warn.exceed', { amount: cny(r.exceedAmount) })}
      </p>
      {part && (
        <p data-testid="hotel-book-warn-part">
          <strong>{t(`hotel.book.warn.part.${part.kind}`, { amount: fmt.money(part.amount) })}</strong>
        </p>
      )}
      {needsReason(r) && <p>{t('hotel.book.warn.reason')}</p>}
    </div>
  );
}

/**
 * The questions order/check may ask before the booking form: the over-standard warning (accept or choose another
 * room), the guarantee reminder and the late-booking warning (continue asks the check again without them).
 */
export function CheckDialogs(props: { state: CheckState; onAccept: () => void; onDecline: () => void; onGuarantee: () => void; onOvertime: () => void }) {
  const { t } = useTranslation();
  const s = props.state;
  const common = { onCancel: props.onDecline, cancelText: t('hotel.book.chooseAnother'), maskClosable: false, destroyOnHidden: true };
  return (
    <>
      <Modal {...common} open={s.kind === 'warn'} title={t('hotel.book.warn.title')} okText={t('hotel.book.warn.accept')} onOk={props.onAccept} okButtonProps={{ 'data-testid': 'hotel-book-warn-accept' }}>
        {s.kind === 'warn' && <ExceedWarning result={s.result} />}
      </Modal>
      <Modal {...common} open={s.kind === 'guarantee'} title={t('hotel.book.guaranteeTitle')} okText={t('hotel.book.continue')} onOk={props.onGuarantee} okButtonProps={{ 'data-testid': 'hotel-book-guarantee-continue' }}>
        {s.kind === 'guarantee' && (
          <div data-testid="hotel-book-guarantee-dialog">
            {s.lines.map((line, i) => (
              <p key={i}>{line}</p>
            ))}
          </div>
        )}
      </Modal>
      <Modal {...common} open={s.kind === 'overtime'} title={t('hotel.book.overtimeTitle')} okText={t('hotel.book.continue')} onOk={props.onOvertime} okButtonProps={{ 'data-testid': 'hotel-book-overtime-continue' }}>
        {s.kind === 'overtime' && <p data-testid="hotel-book-overtime-dialog">{s.message}</p>}
      </Modal>
    </>
  );
}
