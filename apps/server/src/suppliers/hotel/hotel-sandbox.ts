import type { HotelSupplier } from '../../modules/hotel/hotel-port';
import { getReferenceData } from '../../modules/common/reference-cache';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { getStay, lowestPrices, type AvailabilityDeps } from './availability';
import { HotelCatalog } from './hotel-catalog';
import { loadHotelConfig, type HotelConfig } from './hotel-config';
import { commentStats } from './comments';
import { addComment, commentPageWithGuests, remindReservation } from './guest-voice';
import { hotelDetail } from './hotel-detail';
import { cancelReservation, confirmHold, getHold, releaseHold } from './hold-actions';
import { holdRooms } from './room-holds';
import { stayStatus } from './front-desk';
import { guaranteeHold } from './hold-guarantee';
import { renameGuests, shortenReservation } from './reservation-changes';
import { extendReservation, releaseExtension } from './reservation-extend';
import { applyToHotel, getApplication } from './applications';

export interface HotelSandbox extends HotelSupplier {
  readonly config: HotelConfig;
  /** The generated content (built on first use from the reference data). */
  catalog(): Promise<HotelCatalog>;
}

/**
 * The sandbox hotel supplier behind the HotelSupplier port. Content (hotels, rooms, plans, prices, allotments) derives
 * from the seed and the reference data, generated per city on first use and kept in memory; only what sales touch is
 * stored (the nights' inventory rows and the holds, schema sandbox), in the sandbox's own transactions on `db`.
 */
export function createHotelSandbox(opts: { clock: Clock; db: Db; config?: HotelConfig }): HotelSandbox {
  const config = opts.config ?? loadHotelConfig();
  const { clock, db } = opts;
  let loading: Promise<HotelCatalog> | null = null;
  const catalog = (): Promise<HotelCatalog> => {
    loading ??= getReferenceData(db).then((ref) => {
      if (ref.cities.length === 0) throw new Error('hotel sandbox: no reference data loaded');
      return new HotelCatalog(ref, config.seed);
    });
    loading.catch(() => {
      loading = null;
    });
    return loading;
  };
  const deps = async (): Promise<AvailabilityDeps> => ({ db, catalog: await catalog(), config, nowMs: () => clock.nowMs() });

  return {
    config,
    catalog,
    listAreas: async (cityId) => (await catalog()).areas(cityId),
    listHotels: async (cityId) => (await catalog()).summaries(cityId),
    listCities: async () => (await catalog()).cities.map((c) => ({ cityId: c.cityId, hotelCount: c.hotelCount })),
    findHotel: async (hotelId) => (await catalog()).hotel(hotelId)?.summary ?? null,
    getHotel: async (hotelId) => {
      const rates = (await catalog()).hotelRates(hotelId);
      return rates ? hotelDetail(config.seed, rates) : null;
    },
    getComments: async (hotelId, q) => {
      const rates = (await catalog()).hotelRates(hotelId);
      return rates ? commentPageWithGuests(db, config.seed, rates, q, clock.nowMs()) : { total: 0, list: [] };
    },
    getCommentStats: async (hotelId) => {
      const rates = (await catalog()).hotelRates(hotelId);
      return rates ? commentStats(config.seed, rates) : null;
    },
    getStay: async (hotelId, q) => getStay(await deps(), hotelId, q),
    lowestPrices: async (hotelIds, q) => lowestPrices(await deps(), hotelIds, q),
    holdRooms: async (req) => holdRooms(await deps(), req, config),
    releaseHold: async (ref) => releaseHold(db, ref, clock.now()),
    confirmHold: async (holdId) => confirmHold(db, config, holdId, clock.now()),
    cancelReservation: async (holdId) => cancelReservation(db, holdId, clock.now()),
    getHold: async (holdId) => getHold(db, holdId),
    stayStatus: async (holdId) => stayStatus(db, await catalog(), holdId, clock.now()),
    remindReservation: async (holdId) => remindReservation(db, holdId, clock.now()),
    addComment: async (req) => addComment(db, req, clock.now()),
    renameGuests: async (holdId, guestNames) => renameGuests(db, holdId, guestNames),
    guaranteeHold: async (holdId, card) => guaranteeHold(db, holdId, card, clock.now()),
    shortenReservation: async (holdId, checkoutDate) => shortenReservation(await deps(), holdId, checkoutDate),
    extendReservation: async (holdId, req) => extendReservation(await deps(), holdId, req),
    releaseExtension: async (ref) => releaseExtension(await deps(), ref),
    applyToHotel: async (req) => applyToHotel(await deps(), req, clock.now()),
    getApplication: async (applicationId) => getApplication(await deps(), applicationId, clock.now()),
  };
}
