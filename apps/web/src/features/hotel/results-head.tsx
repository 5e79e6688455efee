import { Link } from 'react-router';
import { Button, Card, Tag, Typography } from 'antd';
import { BankOutlined, EditOutlined, FileTextOutlined, TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/use-format';
import { guestSummary } from './guests-picker';
import type { HotelSearchState } from './hotel-params';
import { nightsOf } from './stay-dates';

/** What the results are of: the destination, the stay and guests, the trip; the way back to change it. */
/** `answered`: names from the search's answer, in the reader's language (the address keeps those of when it was made). */
export function ResultsHead(props: { state: HotelSearchState; changeUrl: string; answered?: { place: string | null; city: string | null } }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const s = props.state;
  return (
    <Card size="small" className="hotel-results-head">
      <div className="hotel-results-head__top">
        <Typography.Title level={3} className="hotel-results-head__title" data-testid="hotel-results-destination">
          {[s.destinationId ? props.answered?.place || s.destinationName : null, props.answered?.city || s.cityName].filter(Boolean).join(' · ')}
        </Typography.Title>
        <Link to={props.changeUrl}>
          <Button icon={<EditOutlined />} data-testid="hotel-change-search">
            {t('hotel.results.changeSearch')}
          </Button>
        </Link>
      </div>
      <Typography.Text type="secondary" data-testid="hotel-results-stay">
        {fmt.dateRange(s.checkin, s.checkout)} · {t('hotel.search.nights', { count: nightsOf(s.checkin, s.checkout) })} · {guestSummary(t, s)} · {t(`policy.travelType.${s.travelType === 1 ? 'PRIVATE' : 'BUSINESS'}`)}
      </Typography.Text>
      <div className="hotel-results-head__tags">
        {s.destinationType === 'OFFICE_ZONE' && (
          <Tag bordered={false} icon={<BankOutlined />} data-testid="hotel-results-office-zone">
            {s.sort === 5 ? t('hotel.results.nearOfficeZone') : t('hotel.areaType.OFFICE_ZONE')}
          </Tag>
        )}
        {s.trNo && (
          <Tag color="blue" bordered={false} icon={<FileTextOutlined />} data-testid="hotel-results-tr">
            {t('hotel.results.trTag', { travelNO: s.trNo })}
          </Tag>
        )}
        {s.travelType === 0 && s.travellers.length > 0 && (
          <Tag color="geekblue" bordered={false} icon={<TeamOutlined />} className="hotel-results-head__travellers" data-testid="hotel-results-travellers">
            {t('hotel.results.travellersTag', { names: fmt.list(s.travellers.map((x) => x.name)) })}
          </Tag>
        )}
      </div>
    </Card>
  );
}
