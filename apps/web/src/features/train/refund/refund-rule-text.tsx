import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/locale-provider';
import { ratePercent, refundRuleKey, type RefundRuleName } from './refund-logic';

const RULE_COLOR: Record<RefundRuleName, string> = { FREE: 'green', TIER: 'blue', EIGHT_DAY_KEPT: 'orange', SPRING_FESTIVAL: 'volcano', DEPARTED: 'default', OFFLINE: 'cyan' };

/** The fee rule that priced a ticket, in words: "5% — 48 hours to 8 days before departure", "Free — …". */
export function RefundRuleText({ rule, rate, hoursBefore }: { rule: RefundRuleName; rate: number; hoursBefore: number | null }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <Tag color={RULE_COLOR[rule]} className="refund-rule" data-testid="refund-rule" data-rule={rule} data-rate={rate}>
      {t(`train.refund.rule.${refundRuleKey(rule, hoursBefore)}`, { rate: ratePercent(rate, locale) })}
    </Tag>
  );
}
