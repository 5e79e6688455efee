import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { countByWaitTypeCall } from '@travel/contracts/order-center/order-center';
import { callApi } from '../../lib/api-client';
import { Panel } from '../../components/panel';
import { PlainText } from '../../components/plain-typography';

/** What waits for the member across products ("2 to pay · 1 to confirm"), linking to the orders page; nothing when none. */
export function WaitingCounts() {
  const { t } = useTranslation();
  const counts = useQuery({ queryKey: ['order-center', 'counts'], queryFn: () => callApi(countByWaitTypeCall, {}), retry: false });
  if (!counts.data || counts.data.total === 0) return null;
  const parts = counts.data.countList.filter((c) => c.count > 0);
  return (
    <Link to="/orders" className="home-waiting" data-testid="home-waiting" data-total={counts.data.total}>
      <Panel hoverable className="home-waiting__panel">
        <PlainText className="home-waiting__title">
          {t('home.waiting.title')}
        </PlainText>
        <span className="home-waiting__counts">
          {parts.map((c) => (
            <span key={c.waitType} className="home-waiting__count" data-testid={`home-waiting-${c.waitType}`} data-count={c.count}>
              {t(`home.waiting.${c.waitType}`, { count: c.count })}
            </span>
          ))}
        </span>
        <PlainText className="home-waiting__open">{t('home.waiting.open')} →</PlainText>
      </Panel>
    </Link>
  );
}
