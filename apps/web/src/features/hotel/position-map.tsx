import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { HotelInfo } from '@travel/contracts/hotel/hotel-card';
import type { GeoPoint } from './plot-geometry';
import { PlotDots, PlotReference, PlotScale, type DotHandlers } from './plot-marks';
import { TILE_SIZE, tileUrlOf, tileView } from './tile-geometry';
import './position-map.css';

/**
 * The positions on map tiles (Web Mercator, the zoom that fits nine hotels in ten), the dots and the reference point on
 * the same projection as the tiles. Tiles that do not load (no internet) leave the plain ground under the dots.
 */
export function PositionMap(props: DotHandlers & { hotels: HotelInfo[]; landmark: { name: string } | null; centre: GeoPoint; size: number; tileUrl: string; attribution: string | null }) {
  const { t } = useTranslation();
  const clipId = `hotel-map-${useId().replace(/[^\w-]/g, '')}`;
  const { size } = props;
  const view = tileView(props.centre, props.hotels, size);
  return (
    <div className="hotel-map" data-testid="hotel-map" data-zoom={view.zoom}>
      <svg viewBox={`0 0 ${size} ${size}`} role="img" aria-label={t('hotel.plot.label')} className="hotel-plot__svg">
        <clipPath id={clipId}>
          <rect x={0} y={0} width={size} height={size} rx={8} />
        </clipPath>
        <g clipPath={`url(#${clipId})`}>
          <rect x={0} y={0} width={size} height={size} className="hotel-plot__ground" />
          {view.tiles.map((tile) => (
            <image
              key={`${tile.left}:${tile.top}`}
              href={tileUrlOf(props.tileUrl, tile)}
              x={tile.left}
              y={tile.top}
              width={TILE_SIZE}
              height={TILE_SIZE}
              preserveAspectRatio="none"
              data-testid="hotel-map-tile"
            />
          ))}
        </g>
        {props.landmark && <PlotReference at={view.centre} name={props.landmark.name} />}
        <PlotDots {...props} points={view.points} />
        <PlotScale kmPerUnit={view.kmPerUnit} size={size} />
      </svg>
      {props.attribution && (
        <small className="hotel-map__attribution" data-testid="hotel-map-attribution">
          {props.attribution}
        </small>
      )}
    </div>
  );
}
