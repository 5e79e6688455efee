import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HybridPaymentData } from '@travel/contracts/policy/control';
import type { Money } from '@travel/contracts/platform/envelope';
import './pay.css';

/** The 432002035 warning: the server's words, then what the company and the traveller would pay (per traveller when several); `note` says what declining does. */
export function HybridPaymentSummary(props: { description: string; data: HybridPaymentData | null; money: (m: Money) => string; note?: string }) {
  const { t } = useTranslation();
  const { data, money } = props;
  return (
    <div data-testid="hybrid-payment-dialog">
      <p>{props.description}</p>
      {data && (
        <dl className="pay-hybrid">
          <div>
            <dt>{t('pay.hybridCompany')}</dt>
            <dd data-testid="hybrid-company-amount" data-amount={data.companyAmount.amount}>
              {money(data.companyAmount)}
            </dd>
          </div>
          <div className="pay-hybrid-personal">
            <dt>{t('pay.hybridPersonal')}</dt>
            <dd data-testid="hybrid-personal-amount" data-amount={data.personalAmount.amount}>
              {money(data.personalAmount)}
            </dd>
          </div>
        </dl>
      )}
      {data && data.travellers.length > 1 && (
        <ul className="pay-hybrid-travellers">
          {data.travellers.map((x, i) => (
            <li key={i} data-testid="hybrid-traveller">
              {t('pay.hybridTraveller', { name: x.name, company: money(x.payment.companyAmount), personal: money(x.payment.personalAmount) })}
            </li>
          ))}
        </ul>
      )}
      <Typography.Text type="secondary">{props.note ?? t('pay.hybridNote')}</Typography.Text>
    </div>
  );
}
