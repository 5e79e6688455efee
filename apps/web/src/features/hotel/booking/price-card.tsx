import { Card, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HotelTravelType } from '@travel/contracts/hotel/stay';
import { useFormat } from '../../../lib/use-format';
import type { CheckResult } from './check-outcome';
import { payShares } from './pay-shares';
import type { PreCreate } from './stay-card';

/** The price of the stay: night by night (the nights over the standard marked), rooms, total, and who pays what, when. */
export function PriceCard(props: { data: PreCreate; rooms: number; travelType: HotelTravelType; check: CheckResult; updating: boolean; children?: React.ReactNode }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const d = props.data;
  const p = d.priceInfo;
  const money = (amount: number, currency = p.currency) => fmt.roomPrice({ amount, currency });
  const shares = payShares({ payWay: d.payWay, total: p.totalPrice, totalCny: p.totalCnyAmount, travelType: props.travelType, check: props.check, rooms: props.rooms });
  const lines: [string, string, number][] = [
    ['tax', t('hotel.book.taxIncluded'), p.totalTaxAndFee],
    ['company', t('hotel.book.companyPays'), shares.company],
    ['online', t('hotel.book.payOnline'), shares.online],
    ['atHotel', t('hotel.book.payAtHotel'), shares.atHotel],
    ['atHotelYours', t('hotel.book.overYours'), shares.atHotelYours],
  ];
  const standard = props.check.standard;
  return (
    <Card size="small" className="hotel-book__card" id="hotel-book-prices" data-testid="hotel-book-prices" title={t('hotel.book.prices')} extra={props.updating ? <Spin size="small" /> : null}>
      <table className="hotel-book__nights" data-testid="hotel-book-nights">
        <tbody>
          {d.calendarPriceList.map((n) => (
            <tr key={n.date} className={n.exceeding ? 'hotel-book__night--over' : undefined} data-exceeding={n.exceeding ? 'true' : 'false'}>
              <td>{fmt.date(n.date)}</td>
              <td>{n.exceeding ? t('hotel.plan.overNight') : ''}</td>
              <td>{fmt.roomPrice(n.price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {standard !== null && (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }} data-testid="hotel-book-standard">
          {standard < 0 ? t('hotel.plans.noLimit') : t('hotel.plans.standard', { amount: fmt.money({ amount: standard, currency: 'CNY' }) })}
        </Typography.Text>
      )}
      <dl className="hotel-book__sum">
        {props.rooms > 1 && (
          <div>
            <dt>{t('hotel.book.roomsTimes', { count: props.rooms })}</dt>
            <dd />
          </div>
        )}
        <div className="hotel-book__total">
          <dt>{t('hotel.book.total')}</dt>
          <dd data-testid="hotel-book-total" data-amount={p.totalPrice} data-currency={p.currency}>
            {money(p.totalPrice)}
          </dd>
        </div>
        {p.currency !== 'CNY' && (
          <div>
            <dt />
            <dd>≈ {money(p.totalCnyAmount, 'CNY')}</dd>
          </div>
        )}
        {lines
          .filter(([, , amount]) => amount > 0)
          .map(([key, label, amount]) => (
            <div key={key} data-testid={`hotel-book-sum-${key}`} data-amount={amount}>
              <dt>{label}</dt>
              <dd>{money(amount)}</dd>
            </div>
          ))}
      </dl>
      {shares.estimate && (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, marginTop: 4 }}>
          {t('hotel.book.partNote')}
        </Typography.Text>
      )}
      {d.baseInfo.showInvoiceModule && (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, marginTop: 4 }} data-testid="hotel-book-invoice-note">
          {t('invoice.booking.note')}
        </Typography.Text>
      )}
      {props.children}
    </Card>
  );
}
