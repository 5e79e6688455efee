import { useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Alert, Button, Card, Skeleton, Space, Tag, Typography } from 'antd';
import { EnvironmentOutlined, LeftOutlined, PhoneOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error';
import { DetailComments } from './detail-comments';
import { DetailFacilities, DetailIntroduction, DetailPolicies } from './detail-facts';
import { DetailGallery } from './detail-gallery';
import { DetailRecommend } from './detail-recommend';
import { FavoriteToggle } from './favorite-toggle';
import { ReportErrorLink } from './report-error-link';
import { parseHotelParams, stayParams, type HotelSearchState } from './hotel-params';
import { useHotelDetail } from './hotel-queries';
import { starMarks } from './hotel-format';
import { RatePlansSection } from './rate-plans-section';
import { clampStay, isInternationalCity, stayBounds } from './stay-dates';
import './hotel.css';

/** Spec 3: several numbers separated by commas or Chinese separators. */
const phonesOf = (text: string) => text.split(/[,，、;；]/).map((p) => p.trim()).filter(Boolean);

/** A hotel: photos, facts, rooms and rate plans for the stay in the address, policies, comments, hotels nearby. */
export function HotelDetailPage() {
  const { t } = useTranslation();
  const { hotelId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const detail = useHotelDetail(hotelId);
  const h = detail.data;
  const stay = useMemo(() => {
    const s = parseHotelParams(params);
    const cityId = h?.cityId ?? s.cityId;
    return { ...s, ...clampStay(s.checkin, s.checkout, stayBounds(Date.now(), isInternationalCity(cityId))) };
  }, [params, h?.cityId]);
  const setStay = (patch: Partial<HotelSearchState>) => setParams(stayParams({ ...stay, ...patch }), { replace: true });
  const linkOf = (id: string) => `/hotel/${encodeURIComponent(id)}?${stayParams(stay).toString()}`;

  if (detail.isPending) return <Card><Skeleton active /></Card>;
  if (detail.isError || !h) {
    return (
      <Alert
        type="error"
        showIcon
        message={isApiError(detail.error) ? detail.error.description : t('errors.loadFailed')}
        action={<Link to="/hotel"><Button size="small">{t('hotel.search.title')}</Button></Link>}
        data-testid="hotel-detail-error"
      />
    );
  }
  const years = [t('hotel.detail.opened', { year: h.hotelOpen }), h.hotelDecorate ? t('hotel.detail.renovated', { year: h.hotelDecorate }) : null].filter(Boolean).join(' · ');
  return (
    <Space direction="vertical" size="middle" className="hotel-page" data-testid="hotel-detail-page" data-hotel-id={h.hotelId}>
      <Button type="link" icon={<LeftOutlined />} onClick={() => window.history.back()} className="hotel-back">
        {t('hotel.detail.back')}
      </Button>
      <Card>
        <div className="hotel-detail-head">
          <div className="hotel-detail-head__main">
            <Typography.Title level={2} className="hotel-detail-head__name" data-testid="hotel-detail-name">
              {h.hotelName}
            </Typography.Title>
            <div className="hotel-card__line">
              <span className="hotel-card__stars" title={h.hotelStarName}>{h.hotelStarRating || starMarks(h.hotelStar)}</span>
              <span className="hotel-card__score">{h.score.toFixed(1)}</span>
              <Typography.Text type="secondary">{t('hotel.card.comments', { count: h.commentCount })}</Typography.Text>
              {h.protocolHotel && <Tag color="blue" bordered={false} icon={<SafetyCertificateOutlined />}>{t('hotel.card.protocol')}</Tag>}
            </div>
            <Typography.Paragraph className="hotel-detail-head__line">
              <EnvironmentOutlined /> {h.address}
              {h.businessDistrictName ? ` · ${h.businessDistrictName}` : ''}
            </Typography.Paragraph>
            <Typography.Paragraph className="hotel-detail-head__line">
              <PhoneOutlined />{' '}
              {phonesOf(h.hotelPhone).map((p, i) => (
                <a key={p} href={`tel:${p.replace(/[^\d+]/g, '')}`} className="hotel-phone">{`${i > 0 ? ' · ' : ''}${p}`}</a>
              ))}
            </Typography.Paragraph>
            <Typography.Text type="secondary">{years}</Typography.Text>
            <ReportErrorLink hotelId={h.hotelId} hotelName={h.hotelName} />
          </div>
          <FavoriteToggle hotelId={h.hotelId} favorite={h.favorite} size="large" />
        </div>
        <DetailGallery pictures={h.pictures} name={h.hotelName} />
      </Card>
      <Card title={t('hotel.detail.rooms')} size="small">
        <RatePlansSection hotelId={h.hotelId} cityId={h.cityId} stay={stay} onStay={setStay} />
      </Card>
      <Card title={t('hotel.detail.facilities')} size="small">
        <DetailFacilities facilities={h.facilityList} />
      </Card>
      <Card title={t('hotel.detail.policies')} size="small">
        <DetailPolicies hotel={h} />
      </Card>
      {h.introduction && (
        <Card title={t('hotel.detail.introduction')} size="small">
          <DetailIntroduction text={h.introduction} />
        </Card>
      )}
      <Card title={t('hotel.detail.comments')} size="small">
        <DetailComments hotelId={h.hotelId} />
      </Card>
      <DetailRecommend hotelId={h.hotelId} stay={stay} linkOf={linkOf} />
    </Space>
  );
}
