import type { HotelSupplier } from './hotel-port';

/** What the hotel module's calls are built with: the supplier behind the port. */
export interface HotelDeps {
  hotels: HotelSupplier;
}
