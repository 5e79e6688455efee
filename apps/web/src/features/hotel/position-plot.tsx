import { useTranslation } from 'react-i18next';
import type { HotelInfo } from '@travel/contracts/hotel/hotel-card';
import { middleOf, projectPoints, scaleBarKm, type GeoPoint } from './plot-geometry';

const SIZE = 280;

/**
 * Where the hotels are relative to the destination, drawn without map tiles (the product works offline): the
 * reference point in the middle, north up, each hotel a dot numbered as in the list; a dot hovered or tapped
 * highlights its card, and the highlighted card's dot stands out.
 */
export function PositionPlot(props: {
  hotels: HotelInfo[];
  landmark: (GeoPoint & { name: string }) | null;
  highlighted: string | null;
  onHighlight: (hotelId: string | null) => void;
  onOpen: (hotelId: string) => void;
}) {
  const { t } = useTranslation();
  const centre = props.landmark ?? middleOf(props.hotels);
  if (!centre || props.hotels.length === 0) return null;
  const plot = projectPoints(centre, props.hotels, SIZE);
  const bar = scaleBarKm(plot.kmPerUnit, SIZE);
  const barLength = bar / plot.kmPerUnit;
  return (
    <figure className="hotel-plot" data-testid="hotel-plot">
      <svg viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-label={t('hotel.plot.label')} className="hotel-plot__svg">
        <rect x={0} y={0} width={SIZE} height={SIZE} rx={8} className="hotel-plot__ground" />
        <circle cx={plot.centre.x} cy={plot.centre.y} r={SIZE / 4} className="hotel-plot__ring" />
        <circle cx={plot.centre.x} cy={plot.centre.y} r={SIZE / 2 - 16} className="hotel-plot__ring" />
        <text x={SIZE - 14} y={20} className="hotel-plot__north" textAnchor="middle">
          N↑
        </text>
        {props.landmark && (
          <g data-testid="hotel-plot-reference">
            <path d={`M${plot.centre.x} ${plot.centre.y - 9} l6 11 h-12 z`} className="hotel-plot__reference" />
            <title>{props.landmark.name}</title>
          </g>
        )}
        {props.hotels.map((h, i) => {
          const p = plot.points[i]!;
          const on = props.highlighted === h.hotelId;
          return (
            <g
              key={h.hotelId}
              className={`hotel-plot__dot${on ? ' hotel-plot__dot--on' : ''}`}
              transform={`translate(${p.x} ${p.y})`}
              onMouseEnter={() => props.onHighlight(h.hotelId)}
              onMouseLeave={() => props.onHighlight(null)}
              onClick={() => (on ? props.onOpen(h.hotelId) : props.onHighlight(h.hotelId))}
              tabIndex={0}
              role="button"
              aria-label={`${i + 1}. ${h.hotelName}`}
              onKeyDown={(e) => e.key === 'Enter' && props.onOpen(h.hotelId)}
              data-testid="hotel-plot-dot"
              data-hotel-id={h.hotelId}
              data-on={on ? 'true' : 'false'}
            >
              <circle r={on ? 11 : 9} />
              <text textAnchor="middle" dy="0.35em">
                {i + 1}
              </text>
              <title>{h.hotelName}</title>
            </g>
          );
        })}
        <g transform="translate(12 18)" className="hotel-plot__scale">
          <line x1={0} y1={0} x2={barLength} y2={0} />
          <text x={barLength / 2} y={-5} textAnchor="middle">
            {bar >= 1 ? `${bar} km` : `${Math.round(bar * 1000)} m`}
          </text>
        </g>
      </svg>
      <figcaption className="hotel-plot__caption">{props.landmark ? t('hotel.plot.from', { name: props.landmark.name }) : t('hotel.plot.noReference')}</figcaption>
    </figure>
  );
}
