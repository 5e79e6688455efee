import type { HotelInfo } from '@travel/contracts/hotel/hotel-card';
import { HotelCard } from './hotel-card';

/** Hotel cards, numbered as the position plot numbers them when `numbered`. */
export function HotelList(props: { hotels: HotelInfo[]; linkOf: (hotelId: string) => string; numbered?: boolean; highlighted?: string | null; onHover?: (id: string | null) => void; testId: string }) {
  return (
    <div className="hotel-list" data-testid={props.testId}>
      {props.hotels.map((h, i) => (
        <HotelCard key={h.hotelId} hotel={h} to={props.linkOf(h.hotelId)} index={props.numbered ? i + 1 : undefined} highlighted={props.highlighted === h.hotelId} onHover={props.onHover} />
      ))}
    </div>
  );
}
