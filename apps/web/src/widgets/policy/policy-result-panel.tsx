import { Alert, Card, Space, Table, Tag, Typography } from 'antd';
import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ControlResult, PaymentSplit, TravellerControl, Violation } from '@travel/contracts/policy/control';
import type { Money } from '@travel/contracts/platform/envelope';
import { useLocale } from '../../lib/locale-provider';
import { formatMoney } from '../../lib/format';
import { useFormat } from '../../lib/use-format';
import { personalShare, splitTotals } from './payment-split';
import { handleTypeKeys, isMixedPayment, needsReason, outcomeStatus, type OutcomeStatus } from './policy-labels';
import { resultNeedsReason, type ReasonValue } from './reason-value';
import { ReasonPicker } from './reason-picker';
import './policy-result-panel.css';

const STATUS_COLOR: Record<OutcomeStatus, string> = { success: 'success', warning: 'warning', error: 'error' };
const STATUS_ICON: Record<OutcomeStatus, React.ReactNode> = {
  success: <CheckCircleFilled />,
  warning: <ExclamationCircleFilled />,
  error: <CloseCircleFilled />,
};

function useMoney() {
  const { locale } = useLocale();
  return (money: Money) => formatMoney(money, locale);
}

function ViolationItem(props: { violation: Violation }) {
  const fmt = useFormat();
  const { t } = useTranslation();
  const money = useMoney();
  const v = props.violation;
  // A money comparison (both amounts known) is shown in the UI's money format; any other in the server's words.
  const asMoney = v.limitAmount !== null && v.actualAmount !== null && v.limitAmount.amount >= 0;
  const over =
    v.limitAmount && v.actualAmount && v.actualAmount.currency === v.limitAmount.currency && v.actualAmount.amount > v.limitAmount.amount && v.limitAmount.amount >= 0
      ? money({ amount: v.actualAmount.amount - v.limitAmount.amount, currency: v.actualAmount.currency })
      : null;
  return (
    <li className="policy-violation" data-testid="policy-violation">
      <div className="policy-violation__text" data-testid="policy-violation-description">
        {v.description}
      </div>
      <dl className="policy-violation__facts">
        <div className="policy-violation__fact">
          <dt>{t('policy.result.rule')}</dt>
          <dd>
            <Tag bordered={false} data-testid="policy-violation-rule">
              {t(`policy.rule.${v.rule}`, { defaultValue: v.rule })}
            </Tag>
          </dd>
        </div>
        {v.date && (
          <div className="policy-violation__fact">
            <dt>{t('policy.result.night')}</dt>
            <dd>{fmt.date(v.date)}</dd>
          </div>
        )}
        <div className="policy-violation__fact">
          <dt>{t('policy.result.limit')}</dt>
          <dd data-testid="policy-violation-limit">{asMoney && v.limitAmount ? money(v.limitAmount) : v.limit}</dd>
        </div>
        <div className="policy-violation__fact">
          <dt>{t('policy.result.actual')}</dt>
          <dd className="policy-violation__actual" data-testid="policy-violation-actual">
            {asMoney && v.actualAmount ? money(v.actualAmount) : v.actual}
          </dd>
        </div>
        {over && (
          <div className="policy-violation__fact">
            <dt>{t('policy.result.over')}</dt>
            <dd>{over}</dd>
          </div>
        )}
      </dl>
      {handleTypeKeys(v.handleTypes).length > 0 && (
        <Space size={[4, 4]} wrap style={{ marginTop: 4 }}>
          {handleTypeKeys(v.handleTypes).map((key) => (
            <Tag key={key} color="blue">
              {t(key)}
            </Tag>
          ))}
        </Space>
      )}
    </li>
  );
}

/** The company/personal split of a mixed payment, night by night, with totals. */
export function PaymentSplitTable(props: { split: PaymentSplit }) {
  const fmt = useFormat();
  const { t } = useTranslation();
  const money = useMoney();
  const currency = props.split.companyAmount.currency;
  const m = (amount: number) => money({ amount, currency });
  const totals = splitTotals(props.split);
  return (
    <div className="policy-split" data-testid="policy-split">
      <Typography.Paragraph style={{ marginBottom: 8 }}>
        {t('policy.split.summary', { company: m(props.split.companyAmount.amount), personal: m(props.split.personalAmount.amount), share: personalShare(totals) })}
      </Typography.Paragraph>
      {/* Only a hotel's split goes night by night; a train's is the sentence above. */}
      {props.split.nights.length > 0 && (
        <Table
          size="small"
          pagination={false}
          rowKey="date"
          scroll={{ x: 'max-content' }}
          dataSource={props.split.nights}
          columns={[
            { title: t('policy.split.night'), dataIndex: 'date', render: (v: string) => fmt.date(v) },
            { title: t('policy.split.price'), dataIndex: 'price', align: 'right', render: (v: number) => m(v) },
            {
              title: t('policy.split.standard'),
              dataIndex: 'standard',
              align: 'right',
              render: (v: number) => (v < 0 ? t('policy.noLimit') : m(v)),
            },
            { title: t('policy.split.company'), dataIndex: 'company', align: 'right', render: (v: number) => m(v) },
            {
              title: t('policy.split.personal'),
              dataIndex: 'personal',
              align: 'right',
              render: (v: number) => (v > 0 ? <Typography.Text type="danger">{m(v)}</Typography.Text> : m(v)),
            },
          ]}
          summary={() => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>{t('policy.split.total')}</Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                {m(totals.price)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2} />
              <Table.Summary.Cell index={3} align="right">
                <span data-testid="policy-split-company">{m(props.split.companyAmount.amount)}</span>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="right">
                <span data-testid="policy-split-personal">{m(props.split.personalAmount.amount)}</span>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          )}
        />
      )}
    </div>
  );
}

function TravellerResult(props: { traveller: TravellerControl; showHint: boolean }) {
  const { t } = useTranslation();
  const tr = props.traveller;
  const status = outcomeStatus(tr.outcome);
  return (
    <Card
      size="small"
      className="policy-traveller"
      data-testid="policy-traveller"
      title={
        <Space wrap size={[8, 4]}>
          <span>{tr.name}</span>
          <Tag color={STATUS_COLOR[status]} icon={STATUS_ICON[status]} data-testid="policy-outcome">
            {t(`policy.outcome.${tr.outcome}.label`)}
          </Tag>
        </Space>
      }
    >
      {props.showHint && (
        <Typography.Paragraph type={status === 'error' ? 'danger' : status === 'warning' ? 'warning' : 'success'} style={{ marginBottom: 8 }}>
          {t(`policy.outcome.${tr.outcome}.hint`)}
        </Typography.Paragraph>
      )}
      {tr.violations.length === 0 ? (
        <Typography.Text type="secondary">{t('policy.result.noViolations')}</Typography.Text>
      ) : (
        <ul className="policy-violations">
          {tr.violations.map((v, i) => (
            <ViolationItem key={`${v.rule}-${v.date ?? ''}-${i}`} violation={v} />
          ))}
        </ul>
      )}
      {tr.payment && (
        <>
          <Typography.Title level={5} style={{ marginTop: 12 }}>
            {t(isMixedPayment(tr) ? 'policy.split.title' : 'policy.split.titlePersonal')}
          </Typography.Title>
          <PaymentSplitTable split={tr.payment} />
        </>
      )}
    </Card>
  );
}

/**
 * The travel-control result in plain words: for each traveller the outcome, every violation with its rule, limit and
 * the booking's value, the mixed-payment split night by night, and (unless read-only) a reason picker where the
 * outcome asks for one. The chosen reason is controlled by the parent through `reason` and `onReasonChange`.
 */
export function PolicyResultPanel(props: {
  result: ControlResult;
  readOnly?: boolean;
  /** Read-only: say that the traveller is asked for a reason (not where the reason given is shown beside it). */
  reasonNote?: boolean;
  reason?: ReasonValue;
  onReasonChange?: (value: ReasonValue) => void;
}) {
  const { t } = useTranslation();
  const r = props.result;
  const status = outcomeStatus(r.outcome);
  const askReason = !props.readOnly && props.onReasonChange && resultNeedsReason(r);
  return (
    <div className="policy-result" data-testid="policy-result">
      <Alert
        type={status}
        showIcon
        data-testid="policy-result-summary"
        message={t(`policy.outcome.${r.outcome}.label`)}
        description={
          <Space direction="vertical" size={4}>
            <span>{t(`policy.outcome.${r.outcome}.hint`)}</span>
            <Space wrap size={[4, 4]}>
              <Tag>{t(`policy.product.${r.product}`, { defaultValue: r.product })}</Tag>
              <Tag>{t(`policy.travelType.${r.travelType}`)}</Tag>
              <Tag color={STATUS_COLOR[status]}>{t('policy.result.checkResult', { result: t(`policy.checkResult.${r.checkResult}`) })}</Tag>
              {r.controlStrength && <Tag>{t(`policy.strength.${r.controlStrength}`)}</Tag>}
              {handleTypeKeys(r.handleTypes).map((key) => (
                <Tag key={key} color="blue">
                  {t(key)}
                </Tag>
              ))}
            </Space>
          </Space>
        }
      />
      {r.travellers.map((tr, i) => (
        <TravellerResult key={`${tr.memberId ?? tr.passengerId ?? tr.name}-${i}`} traveller={tr} showHint={r.travellers.length > 1} />
      ))}
      {askReason && props.onReasonChange && (
        <ReasonPicker product={r.product} value={props.reason ?? { reasonCode: null, reasonText: '' }} onChange={props.onReasonChange} />
      )}
      {!askReason && props.readOnly && props.reasonNote !== false && r.travellers.some(needsReason) && (
        <Typography.Text type="secondary">{t('policy.reason.readOnly')}</Typography.Text>
      )}
    </div>
  );
}
