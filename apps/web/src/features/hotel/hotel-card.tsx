import { Link } from 'react-router';
import { Tag, Typography } from 'antd';
import { EnvironmentOutlined, SafetyCertificateOutlined, WarningOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { HotelInfo } from '@travel/contracts/hotel/hotel-card';
import { useFormat } from '../../lib/use-format';
import { FavoriteToggle } from './favorite-toggle';
import { distanceText, priceText, starMarks } from './hotel-format';

/** The price column: lowest nightly price (with CNY beside a local currency), sold out, or nothing for the stay. */
function CardPrice(props: { hotel: HotelInfo }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const h = props.hotel;
  if (h.soldOut) return <Tag color="default" data-testid="hotel-card-sold-out">{t('hotel.card.soldOut')}</Tag>;
  if (!h.lowestPrice) return <Typography.Text type="secondary">{t('hotel.card.noPrice')}</Typography.Text>;
  const price = priceText(h.lowestPrice.averagePrice, h.lowestPrice.averageCnyAmount, fmt.locale);
  return (
    <div className="hotel-card__price" data-testid="hotel-card-price" data-cny={h.lowestPrice.averageCnyAmount}>
      <span className="hotel-card__amount">{price.main}</span>
      <span className="hotel-card__per">{t('hotel.card.perNight')}</span>
      {price.cny && <span className="hotel-card__cny">{price.cny}</span>}
    </div>
  );
}

/** A hotel in a list: cover, name, stars, score, where it is, marks, the lowest price, the heart. */
export function HotelCard(props: { hotel: HotelInfo; to: string; index?: number; highlighted?: boolean; onHover?: (hotelId: string | null) => void }) {
  const { t } = useTranslation();
  const h = props.hotel;
  const where = [h.districtName, h.businessDistrictName].filter(Boolean).join(' · ');
  const distance = distanceText(h.distance);
  return (
    <article
      className={`hotel-card${props.highlighted ? ' hotel-card--highlighted' : ''}`}
      onMouseEnter={() => props.onHover?.(h.hotelId)}
      onMouseLeave={() => props.onHover?.(null)}
      onFocus={() => props.onHover?.(h.hotelId)}
      data-testid="hotel-card"
      data-hotel-id={h.hotelId}
      data-exceeding={h.exceeding ? 'true' : 'false'}
      id={`hotel-card-${h.hotelId}`}
    >
      <div className="hotel-card__cover">
        {h.coverPictureUrl ? <img src={h.coverPictureUrl} alt="" loading="lazy" /> : null}
        {props.index !== undefined && <span className="hotel-card__index">{props.index}</span>}
      </div>
      <div className="hotel-card__body">
        <div className="hotel-card__top">
          {/* The link's box covers the whole card (CSS), so the card opens the hotel and the heart stays a button of its own. */}
          <Link to={props.to} className="hotel-card__name" data-testid="hotel-card-name">
            {h.hotelName}
          </Link>
          <FavoriteToggle hotelId={h.hotelId} favorite={h.favorite} size="small" />
        </div>
        <div className="hotel-card__line">
          <span className="hotel-card__stars" aria-label={t('hotel.card.stars', { count: h.hotelStar })} title={t('hotel.card.stars', { count: h.hotelStar })}>
            {starMarks(h.hotelStar)}
          </span>
          <span className="hotel-card__score">{h.score.toFixed(1)}</span>
          <Typography.Text type="secondary">{t('hotel.card.comments', { count: h.commentCount })}</Typography.Text>
        </div>
        {(where || distance) && (
          <Typography.Text type="secondary" className="hotel-card__where">
            <EnvironmentOutlined /> {where}
            {where && distance ? ' · ' : ''}
            {distance && <span data-testid="hotel-card-distance">{t('hotel.card.distance', { distance })}</span>}
          </Typography.Text>
        )}
        <div className="hotel-card__marks">
          {h.protocolHotel && (
            <Tag color="blue" bordered={false} icon={<SafetyCertificateOutlined />} data-testid="hotel-card-protocol">
              {t('hotel.card.protocol')}
            </Tag>
          )}
          {h.exceeding && (
            <Tag color="orange" bordered={false} icon={<WarningOutlined />} data-testid="hotel-card-exceeding">
              {t('hotel.card.exceeding')}
            </Tag>
          )}
        </div>
        <div className="hotel-card__foot">
          <CardPrice hotel={h} />
        </div>
      </div>
    </article>
  );
}
