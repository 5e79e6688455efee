import { hashString } from '../../platform/seeded-random';
import type { HotelMeta } from './hotel-meta';
import type { RoomDef } from './rooms';

/**
 * What a night is like at a hotel, from the seed and the calendar alone: how full the hotel is with other guests
 * (background occupancy), the allotment the sandbox sells of each room type, closed-to-arrival dates, and the
 * season and weekday price factors. Pure functions: nothing here reads the database.
 */

/** A draw in [0, 1) from a key. */
export const unit = (key: string) => hashString(key) / 4294967296;
/** A draw in [0, 1) from a hash. */
export const unitOf = (hash: number) => hash / 4294967296;

/** Holiday weeks (month-day ranges): full hotels and high prices. */
const PEAKS: readonly [string, string][] = [['01-01', '01-03'], ['05-01', '05-05'], ['10-01', '10-07'], ['12-24', '12-31']];
/** Month factors of price, January first (summer and autumn dear, winter cheap). */
const SEASON = [0.9, 0.88, 0.97, 1.03, 1.06, 1.02, 1.12, 1.15, 1.04, 1.08, 1.0, 0.95];

export function isPeak(date: string): boolean {
  const md = date.slice(5);
  return PEAKS.some(([a, b]) => md >= a && md <= b);
}

/** 0 Sunday .. 6 Saturday of a YYYY-MM-DD. */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** What the rules need of a calendar night, worked out once per date (a search prices many hotels on the same nights). */
export interface NightDay {
  date: string;
  /** 0 Sunday .. 6 Saturday */
  weekday: number;
  /** the month's price factor, raised in holiday weeks */
  season: number;
  /** the month's and holidays' push on occupancy */
  seasonLoad: number;
}

export function nightDay(date: string): NightDay {
  const month = SEASON[Number(date.slice(5, 7)) - 1]!;
  const peak = isPeak(date);
  return { date, weekday: weekday(date), season: month * (peak ? 1.3 : 1), seasonLoad: (month - 1) * 1.5 + (peak ? 0.25 : 0) };
}

export function seasonFactor(date: string): number {
  return nightDay(date).season;
}

/** Business hotels are dearer Monday to Thursday nights and cheaper at weekends; leisure hotels the other way round. */
export function weekdayFactorOn(business: boolean, d: number): number {
  const weekend = d === 5 || d === 6;
  if (business) return weekend ? 0.9 : d === 0 ? 0.95 : 1.1;
  return weekend ? 1.15 : 0.97;
}

export function weekdayFactor(business: boolean, date: string): number {
  return weekdayFactorOn(business, weekday(date));
}

/** Background occupancy from the night and the hotel's noise draw `u` in [0, 1). */
export function occupancyOn(business: boolean, day: NightDay, u: number): number {
  const d = day.weekday;
  const weekend = d === 5 || d === 6;
  const dayShift = business ? (weekend ? -0.12 : 0.08) : weekend ? 0.15 : -0.05;
  const noise = (u - 0.5) * 0.24;
  return Math.min(0.97, Math.max(0.15, 0.58 + dayShift + day.seasonLoad + noise));
}

/** Share of the hotel's rooms other guests fill that night (0.15..0.97). */
export function backgroundOccupancy(seed: string, meta: HotelMeta, date: string): number {
  return occupancyOn(meta.business, nightDay(date), unit(`${seed}|occ|${meta.summary.hotelId}|${date}`));
}

/** The allotment of a room type from its draw `u` in [0, 1), the hotel's rooms, the type's share and the night's occupancy. */
export function allotmentOf(u: number, guestRoomNum: number, share: number, occupancy: number): number {
  if (u < 0.04) return 0;
  if (u < 0.1) return 1 + Math.floor(u * 100) % 2;
  const free = Math.round(guestRoomNum * share * (1 - occupancy));
  return Math.min(40, Math.max(3, Math.floor(free * 0.5)));
}

/** The rooms of a type the sandbox sells that night before anyone books: sometimes none, sometimes one or two. */
export function seedAllotment(seed: string, meta: HotelMeta, room: RoomDef, date: string, occupancy: number): number {
  return allotmentOf(unit(`${seed}|allot|${room.room.roomTypeId}|${date}`), meta.guestRoomNum, room.share, occupancy);
}

/** Share of dates closed to arrival (about one in 30), against the room type's draw for the date. */
export const CLOSED_TO_ARRIVAL_SHARE = 0.033;

/** No arrival that night for the room type (about one date in 30). */
export function closedToArrival(seed: string, room: RoomDef, date: string): boolean {
  return unit(`${seed}|cta|${room.room.roomTypeId}|${date}`) < CLOSED_TO_ARRIVAL_SHARE;
}

/** Prices climb as the hotel fills: 0.85 empty, 1.0 at about 60 %, 1.25 full. */
export function occupancyFactor(occupancy: number): number {
  const occ = Math.min(1, Math.max(0, occupancy));
  return 0.85 + 0.4 * occ * occ;
}

/** The day's noise from the hotel's draw `u` in [0, 1). */
export const noiseOf = (u: number) => 0.97 + u * 0.06;

/** A little day-to-day noise (±3 %) so neighbouring dates do not price alike. */
export function dayNoise(seed: string, meta: HotelMeta, date: string): number {
  return noiseOf(unit(`${seed}|px|${meta.summary.hotelId}|${date}`));
}
