import { useTranslation } from 'react-i18next';
import type { HotelInfo } from '@travel/contracts/hotel/hotel-card';
import type { MapTiles } from './hotel-queries';
import { middleOf, projectPoints, type GeoPoint } from './plot-geometry';
import { PlotDots, PlotReference, PlotScale, type DotHandlers } from './plot-marks';
import { PositionMap } from './position-map';

const SIZE = 280;

/**
 * Where the hotels are relative to the destination: on map tiles when the server names a tile server, else drawn
 * without tiles (the product works offline): the reference point in the middle, north up, each hotel a dot numbered
 * as in the list; a dot hovered or tapped highlights its card, and the highlighted card's dot stands out.
 */
export function PositionPlot(props: DotHandlers & { hotels: HotelInfo[]; landmark: (GeoPoint & { name: string }) | null; tiles?: MapTiles | null }) {
  const { t } = useTranslation();
  const centre = props.landmark ?? middleOf(props.hotels);
  if (!centre || props.hotels.length === 0) return null;
  const tileUrl = props.tiles?.tileUrl;
  return (
    <figure className="hotel-plot" data-testid="hotel-plot" data-tiles={tileUrl ? 'true' : 'false'}>
      {tileUrl ? <PositionMap {...props} centre={centre} size={SIZE} tileUrl={tileUrl} attribution={props.tiles?.attribution ?? null} /> : <PlainPlot {...props} centre={centre} />}
      <figcaption className="hotel-plot__caption">{props.landmark ? t('hotel.plot.from', { name: props.landmark.name }) : t('hotel.plot.noReference')}</figcaption>
    </figure>
  );
}

/** The positions without tiles: rings around the centre, a north mark and a scale. */
function PlainPlot(props: DotHandlers & { hotels: HotelInfo[]; landmark: { name: string } | null; centre: GeoPoint }) {
  const { t } = useTranslation();
  const plot = projectPoints(props.centre, props.hotels, SIZE);
  return (
    <svg viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-label={t('hotel.plot.label')} className="hotel-plot__svg">
      <rect x={0} y={0} width={SIZE} height={SIZE} rx={8} className="hotel-plot__ground" />
      <circle cx={plot.centre.x} cy={plot.centre.y} r={SIZE / 4} className="hotel-plot__ring" />
      <circle cx={plot.centre.x} cy={plot.centre.y} r={SIZE / 2 - 16} className="hotel-plot__ring" />
      <text x={SIZE - 14} y={20} className="hotel-plot__north" textAnchor="middle">
        N↑
      </text>
      {props.landmark && <PlotReference at={plot.centre} name={props.landmark.name} />}
      <PlotDots {...props} points={plot.points} />
      <PlotScale kmPerUnit={plot.kmPerUnit} size={SIZE} />
    </svg>
  );
}
