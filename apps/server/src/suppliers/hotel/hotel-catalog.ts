import type { HotelArea, HotelSummary } from '../../modules/hotel/hotel-port';
import type { ReferenceData } from '../../modules/common/reference-cache';
import { buildCityAreas } from './city-areas';
import { generateCityHotels } from './generate-hotels';
import { buildHotelCities, type HotelCity } from './hotel-cities';
import { cityIdOfHotel, type HotelMeta } from './hotel-meta';
import { priceProfile, type PriceProfile } from './price-profile';
import { generatePlans, type RatePlanDef } from './rate-plans';
import { generateRooms, type RoomDef } from './rooms';

interface CityContent {
  areas: HotelArea[];
  hotels: HotelMeta[];
  summaries: HotelSummary[];
  byId: Map<string, HotelMeta>;
}

export interface HotelRates {
  meta: HotelMeta;
  rooms: RoomDef[];
  plans: RatePlanDef[];
}

/** Hotels whose rooms and plans are kept (a search page's worth many times over); older ones are regenerated. */
const RATES_CACHE = 4000;

/**
 * The generated content, made lazily per city from the seed and kept in memory: a city's hotels on its first use
 * (well under 100 ms for the biggest), rooms and rate plans per hotel in a bounded cache. Nothing is stored.
 */
export class HotelCatalog {
  readonly cities: readonly HotelCity[];
  private readonly cityById: Map<string, HotelCity>;
  private readonly content = new Map<string, CityContent>();
  private readonly rates = new Map<string, HotelRates>();
  private readonly profiles = new Map<string, PriceProfile>();

  constructor(
    private readonly ref: ReferenceData,
    readonly seed: string,
  ) {
    this.cities = buildHotelCities(ref, seed);
    this.cityById = new Map(this.cities.map((c) => [c.cityId, c]));
  }

  city(cityId: string): HotelCity | null {
    return this.cityById.get(cityId) ?? null;
  }

  private cityContent(cityId: string): CityContent | null {
    const cached = this.content.get(cityId);
    if (cached) return cached;
    const city = this.cityById.get(cityId);
    if (!city) return null;
    const areas = buildCityAreas(this.ref, city);
    const hotels = generateCityHotels(this.seed, city, areas);
    const made: CityContent = { areas, hotels, summaries: hotels.map((h) => h.summary), byId: new Map(hotels.map((h) => [h.summary.hotelId, h])) };
    this.content.set(cityId, made);
    return made;
  }

  areas(cityId: string): readonly HotelArea[] {
    return this.cityContent(cityId)?.areas ?? [];
  }

  summaries(cityId: string): readonly HotelSummary[] {
    return this.cityContent(cityId)?.summaries ?? [];
  }

  hotel(hotelId: string): HotelMeta | null {
    const cityId = cityIdOfHotel(hotelId);
    return cityId ? (this.cityContent(cityId)?.byId.get(hotelId) ?? null) : null;
  }

  /** Rooms and rate plans of a hotel (deterministic; cached, least recently used dropped first). */
  hotelRates(hotelId: string): HotelRates | null {
    const hit = this.rates.get(hotelId);
    if (hit) {
      this.rates.delete(hotelId);
      this.rates.set(hotelId, hit);
      return hit;
    }
    const made = this.generate(hotelId);
    if (!made) return null;
    this.rates.set(hotelId, made);
    if (this.rates.size > RATES_CACHE) this.rates.delete(this.rates.keys().next().value!);
    return made;
  }

  /**
   * A hotel's price profile (numbers only): kept for every hotel once made — all the sandbox's hotels fit in a few MB —
   * so listing prices never regenerates rooms and plans.
   */
  priceProfile(hotelId: string): PriceProfile | null {
    const hit = this.profiles.get(hotelId);
    if (hit) return hit;
    const rates = this.rates.get(hotelId) ?? this.generate(hotelId);
    if (!rates) return null;
    const made = priceProfile(this.seed, rates);
    this.profiles.set(hotelId, made);
    return made;
  }

  private generate(hotelId: string): HotelRates | null {
    const meta = this.hotel(hotelId);
    if (!meta) return null;
    const rooms = generateRooms(this.seed, meta);
    return { meta, rooms, plans: generatePlans(this.seed, meta, rooms) };
  }
}
