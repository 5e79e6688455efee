import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CallOutput } from '@travel/contracts/platform/define-call';
import type { Money } from '@travel/contracts/platform/envelope';
import type { alternateQuoteCall } from '@travel/contracts/train/rush';
import type { PaxDraft } from '../booking/pax-draft';

type Quote = CallOutput<typeof alternateQuoteCall>;

/** The prepay: each passenger at the highest fare of the options, what comes back if a cheaper one is won or none. */
export function RushPrepayCard(props: { quote: Quote | undefined; passengers: readonly PaxDraft[]; money: (m: Money) => string; highestTrain: string | null }) {
  const { t } = useTranslation();
  const q = props.quote;
  return (
    <Card size="small" className="train-book__card" id="rush-prepay" title={t('train.rush.prepay')} data-testid="rush-prepay-card">
      <Typography.Paragraph type="secondary">{t('train.rush.prepayHint')}</Typography.Paragraph>
      {props.passengers.length === 0 || !q ? (
        <Typography.Text type="secondary">{t('train.book.pricesHint')}</Typography.Text>
      ) : (
        <>
          {q.priceList.map((line) => {
            const p = props.passengers[line.passengerIndex - 1];
            return (
              <div key={line.passengerIndex} className="train-rush__prepay-line" data-testid="rush-prepay-line">
                <span>{p ? `${p.familyName}/${p.givenName}` : line.passengerIndex}</span>
                <span>
                  {t('train.book.ticket')} {props.money(line.ticketPrice)} · {t('train.book.serviceFee')} {props.money(line.serviceFee)}
                </span>
                <Typography.Text strong>{props.money(line.totalPrice)}</Typography.Text>
              </div>
            );
          })}
          {props.highestTrain && (
            <Typography.Text type="secondary" className="train-rush__highest">
              {t('train.rush.highestOption', { option: props.highestTrain })}
            </Typography.Text>
          )}
          <div className="train-rush__prepay-total">
            <span>{t('train.rush.prepayTotal')}</span>
            <Typography.Text strong className="train-rush__prepay-amount" data-testid="rush-prepay" data-amount={q.totalPrepay.amount}>
              {props.money(q.totalPrepay)}
            </Typography.Text>
          </div>
        </>
      )}
    </Card>
  );
}
