import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Tag, Typography } from 'antd';
import { CalendarOutlined, CrownOutlined, SafetyCertificateOutlined, WarningOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { RatePlan } from '@travel/contracts/hotel/rateplan';
import { useFormat } from '../../lib/use-format';
import { cancelRuleOf, planButton } from './hotel-format';

const PAY_WAY: Record<number, string> = { 1: 'online', 14: 'atHotel', 0: 'company', 6: 'company', 10: 'company' };

/** The cancel rule in words, the free-until instant in the reader's format. */
function CancelText(props: { plan: RatePlan }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const rule = cancelRuleOf(props.plan.cancelInfo);
  if (rule.kind === 'none') return <Typography.Text type="warning">{t('hotel.plan.noCancel')}</Typography.Text>;
  const free = rule.until ? t('hotel.plan.freeUntil', { time: fmt.dateTime(rule.until) }) : null;
  if (rule.kind === 'free') return <Typography.Text type="success">{free ?? t('hotel.plan.freeCancel')}</Typography.Text>;
  const penalties = rule.penalties.map((p) => t('hotel.plan.penaltyFrom', { time: fmt.dateTime(p.from), amount: fmt.money(p.amount) }));
  return <Typography.Text type="secondary">{[free, ...penalties].filter(Boolean).join('; ')}</Typography.Text>;
}

/** Night by night: the price, breakfast, rooms left, and the nights over the standard. */
function Nights(props: { plan: RatePlan }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  return (
    <table className="hotel-nights" data-testid="hotel-plan-nights">
      <tbody>
        {props.plan.dailyInfoList.map((d) => (
          <tr key={d.date} className={d.exceeding ? 'hotel-nights__over' : undefined}>
            <td>{fmt.date(d.date)}</td>
            <td>{fmt.roomPrice(d.price)}</td>
            <td>{d.breakfastCount > 0 ? t('hotel.plan.breakfast', { count: d.breakfastCount }) : t('hotel.plan.noBreakfast')}</td>
            <td>{d.exceeding ? t('hotel.plan.overNight') : ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One rate plan: what it includes, how it is paid and cancelled, its marks, the prices and the sold-state button (to the booking page). */
export function RatePlanRow(props: { plan: RatePlan; recommended: boolean; bookHref: string }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const navigate = useNavigate();
  const [nightsOpen, setNightsOpen] = useState(false);
  const p = props.plan;
  const button = planButton(p);
  const c = p.tmcControl;
  const currency = p.bffPriceInfo.currency;
  return (
    <div className={`hotel-plan${button.enabled ? '' : ' hotel-plan--off'}`} data-testid="hotel-plan" data-plan-id={p.ratePlanId} data-exceeding={c.exceeding ? 'true' : 'false'} data-sold={p.soldState} data-breakfast={p.breakfastCount}>
      <div className="hotel-plan__info">
        <Typography.Text strong>{p.ratePlanShowName}</Typography.Text>
        <div className="hotel-plan__facts">
          <span>{p.bedTypeName}</span>
          <span>{p.breakfastCount > 0 ? t('hotel.plan.breakfast', { count: p.breakfastCount }) : t('hotel.plan.noBreakfast')}</span>
          <span>{t(`hotel.plan.pay.${PAY_WAY[p.payWay] ?? 'online'}`)}</span>
          {p.guarantee && <span>{t('hotel.plan.guarantee')}</span>}
          {p.instantConfirm && <span>{t('hotel.plan.instant')}</span>}
        </div>
        <CancelText plan={p} />
        <div className="hotel-plan__marks">
          {props.recommended && <Tag color="green" bordered={false}>{t('hotel.plan.recommended')}</Tag>}
          {p.sourceType === '1' && <Tag color="blue" bordered={false} icon={<SafetyCertificateOutlined />} data-testid="hotel-plan-protocol">{t('hotel.card.protocol')}</Tag>}
          {p.supportMemberCard && <Tag color="gold" bordered={false} icon={<CrownOutlined />}>{t('hotel.plan.member')}</Tag>}
          {p.roomShortage && p.soldState === 'CAN_BOOK' && <Tag color="red" bordered={false} data-testid="hotel-plan-shortage">{t('hotel.plan.roomsLeft', { count: p.lastCount })}</Tag>}
          {c.exceeding && (
            <Tag color={c.forbidden ? 'red' : 'orange'} bordered={false} icon={<WarningOutlined />} data-testid="hotel-plan-exceeding" data-forbidden={c.forbidden ? 'true' : 'false'}>
              {t(c.forbidden ? 'hotel.plan.overForbidden' : c.mixedPay ? 'hotel.plan.overMixed' : 'hotel.plan.over', {
                nights: c.exceedDates.map((d) => fmt.date(d)).join(', '),
                standard: fmt.money({ amount: c.standard, currency: 'CNY' }),
              })}
            </Tag>
          )}
        </div>
        {nightsOpen && <Nights plan={p} />}
      </div>
      <div className="hotel-plan__buy">
        {!p.hidePrice && (
          <>
            <span className="hotel-plan__average" data-testid="hotel-plan-average">{fmt.roomPrice({ amount: p.bffPriceInfo.averagePrice, currency })}</span>
            <Typography.Text type="secondary" className="hotel-plan__total">
              {t('hotel.plan.total', { amount: fmt.roomPrice({ amount: p.bffPriceInfo.totalPrice, currency }) })}
            </Typography.Text>
            {currency !== 'CNY' && <Typography.Text type="secondary">≈ {fmt.roomPrice({ amount: p.priceInfo.averageCnyAmount, currency: 'CNY' })}</Typography.Text>}
          </>
        )}
        <Button type="link" size="small" icon={<CalendarOutlined />} onClick={() => setNightsOpen((o) => !o)} aria-expanded={nightsOpen} data-testid="hotel-plan-nights-toggle">
          {t('hotel.plan.perNight')}
        </Button>
        <Button
          type="primary"
          disabled={!button.enabled}
          onClick={() => navigate(props.bookHref)}
          data-testid="hotel-plan-book"
          data-state={button.label}
        >
          {t(`hotel.plan.sold.${button.label}`)}
        </Button>
      </div>
    </div>
  );
}
