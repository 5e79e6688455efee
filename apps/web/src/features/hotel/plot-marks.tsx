import type { HotelInfo } from '@travel/contracts/hotel/hotel-card';
import type { PlotPoint } from './plot-geometry';
import { scaleBarKm } from './plot-geometry';

/** What the dots do: a dot hovered or tapped highlights its card, a highlighted dot tapped again opens the hotel. */
export interface DotHandlers {
  highlighted: string | null;
  /** `reveal`: a tap or click asks for the card to be scrolled into view (a hover must not scroll the page under the pointer) */
  onHighlight: (hotelId: string | null, reveal?: boolean) => void;
  onOpen: (hotelId: string) => void;
}

/** The hotels' dots, numbered as in the list, the highlighted card's standing out (the plain plot's and the map's). */
export function PlotDots(props: DotHandlers & { hotels: HotelInfo[]; points: PlotPoint[] }) {
  return props.hotels.map((h, i) => {
    const p = props.points[i]!;
    const on = props.highlighted === h.hotelId;
    return (
      <g
        key={h.hotelId}
        className={`hotel-plot__dot${on ? ' hotel-plot__dot--on' : ''}`}
        transform={`translate(${p.x} ${p.y})`}
        onMouseEnter={() => props.onHighlight(h.hotelId)}
        onMouseLeave={() => props.onHighlight(null)}
        onClick={() => (on ? props.onOpen(h.hotelId) : props.onHighlight(h.hotelId, true))}
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
  });
}

/** The reference point (the searched place) as a triangle, named on hover. */
export function PlotReference({ at, name }: { at: PlotPoint; name: string }) {
  return (
    <g data-testid="hotel-plot-reference">
      <path d={`M${at.x} ${at.y - 9} l6 11 h-12 z`} className="hotel-plot__reference" />
      <title>{name}</title>
    </g>
  );
}

/** A round length (about a quarter of the view) drawn to scale in the top-left corner. */
export function PlotScale({ kmPerUnit, size }: { kmPerUnit: number; size: number }) {
  const bar = scaleBarKm(kmPerUnit, size);
  const barLength = bar / kmPerUnit;
  return (
    <g transform="translate(12 18)" className="hotel-plot__scale">
      <line x1={0} y1={0} x2={barLength} y2={0} />
      <text x={barLength / 2} y={-5} textAnchor="middle">
        {bar >= 1 ? `${bar} km` : `${Math.round(bar * 1000)} m`}
      </text>
    </g>
  );
}
