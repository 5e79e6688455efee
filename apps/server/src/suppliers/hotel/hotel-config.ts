/** The hotel sandbox's settings, read from the environment (HOTEL_*). */
export interface HotelConfig {
  /** generation seed: the same seed gives the same hotels, rooms, plans, prices and allotments */
  seed: string;
  /** an unconfirmed hold lapses after this many minutes */
  holdMinutes: number;
  /** the longest a hold may be kept on request (an order awaiting its approval), never past the stay's latest check-in */
  maxHoldHours: number;
  /** share of confirmations that fail (fault testing), decided per hold from the seed */
  failureRate: number;
  /** days ahead (after today) a stay may reach */
  bookingDays: number;
  /** the longest stay the sandbox sells */
  maxNights: number;
}

export const DEFAULT_HOTEL_SEED = 'hotel-sandbox-1';

function intEnv(value: string | undefined, fallback: number, min: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be an integer >= ${min}, got "${value}"`);
  return n;
}

export function loadHotelConfig(env: NodeJS.ProcessEnv = process.env): HotelConfig {
  const rate = Number(env.HOTEL_FAILURE_RATE ?? 0);
  if (!(rate >= 0 && rate <= 1)) throw new Error(`HOTEL_FAILURE_RATE must be between 0 and 1, got "${env.HOTEL_FAILURE_RATE}"`);
  return {
    seed: env.HOTEL_SEED || DEFAULT_HOTEL_SEED,
    holdMinutes: intEnv(env.HOTEL_HOLD_MINUTES, 30, 1, 'HOTEL_HOLD_MINUTES'),
    maxHoldHours: intEnv(env.HOTEL_MAX_HOLD_HOURS, 24, 1, 'HOTEL_MAX_HOLD_HOURS'),
    failureRate: rate,
    bookingDays: 180,
    maxNights: 90,
  };
}
