import { Card, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CallOutput } from '@travel/contracts/platform/define-call';
import type { Money } from '@travel/contracts/platform/envelope';
import type { BookTrip, prebookFeeCall } from '@travel/contracts/train/booking';
import { useIsDesktop } from '../../../lib/use-media-query';
import type { PaxDraft } from './pax-draft';

type Fee = CallOutput<typeof prebookFeeCall>;
type Line = Fee['priceList'][number];

/** The price lines per passenger and train (a table on desktops, one block per line on phones) and the total. */
export function BookPricesCard(props: { fee: Fee | undefined; passengers: readonly PaxDraft[]; tripList: readonly BookTrip[]; money: (m: Money) => string }) {
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  const { money } = props;
  const who = (r: Line) => {
    const p = props.passengers[r.passengerIndex - 1];
    const person = r.passengerType === 'FREE_CHILD' ? p?.freeChild : p;
    const name = person ? `${person.familyName}/${person.givenName}` : String(r.passengerIndex);
    // Children's lines say so: the child fare, or a free child without a seat.
    return r.passengerType === 'CHILD' || r.passengerType === 'FREE_CHILD' ? `${name} (${t(`train.passengerType.${r.passengerType}`)})` : name;
  };
  const lineKey = (r: Line) => `${r.tripIndex}-${r.passengerIndex}-${r.passengerType === 'FREE_CHILD' ? 'free' : 'seat'}`;
  const trainNo = (r: Line) => props.tripList.find((x) => x.tripIndex === r.tripIndex)?.trainNo ?? '';
  const amounts = (r: Line): [string, Money][] => [
    [t('train.book.ticket'), r.ticketPrice],
    [t('train.book.serviceFee'), r.serviceFee],
    [t('train.book.insurance'), r.insuranceFee],
  ];
  const fee = props.fee;
  return (
    <Card title={t('train.book.prices')} size="small" className="train-book__card" data-testid="book-prices">
      {!fee && <Typography.Text type="secondary">{t('train.book.pricesHint')}</Typography.Text>}
      {fee && isDesktop && (
        <Table
          size="small"
          pagination={false}
          rowKey={lineKey}
          dataSource={fee.priceList}
          scroll={{ x: true }}
          columns={[
            { title: t('train.book.passenger'), render: (_, r) => who(r) },
            { title: t('train.book.train'), render: (_, r) => trainNo(r) },
            { title: t('train.book.ticket'), render: (_, r) => money(r.ticketPrice) },
            { title: t('train.book.serviceFee'), render: (_, r) => money(r.serviceFee) },
            { title: t('train.book.insurance'), render: (_, r) => money(r.insuranceFee) },
            { title: t('train.book.total'), render: (_, r) => money(r.totalPrice) },
          ]}
        />
      )}
      {fee && !isDesktop && (
        <ul className="train-book__lines">
          {fee.priceList.map((r) => (
            <li key={lineKey(r)} className="train-book__line" data-testid="book-price-line">
              <div className="train-book__line-head">
                <Typography.Text strong>{who(r)}</Typography.Text>
                <Typography.Text type="secondary">{trainNo(r)}</Typography.Text>
              </div>
              <dl className="train-book__line-amounts">
                {amounts(r).map(([label, m]) => (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd>{money(m)}</dd>
                  </div>
                ))}
                <div className="train-book__line-total">
                  <dt>{t('train.book.total')}</dt>
                  <dd>{money(r.totalPrice)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
      {fee && (
        <div className="train-book__total">
          {t('train.book.grandTotal')} <strong data-testid="book-grand-total">{money(fee.totalPrice)}</strong>
        </div>
      )}
    </Card>
  );
}
