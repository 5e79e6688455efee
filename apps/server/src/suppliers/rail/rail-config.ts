/** The rail sandbox's settings, read from the environment (RAIL_*). */
export interface RailConfig {
  /** generation seed: the same seed gives the same trains, numbers and timetables */
  seed: string;
  /** days on sale, today included */
  saleDays: number;
  /** presale dates after the sale window */
  presaleDays: number;
  /** sales close this long before departure from the boarding station */
  saleCloseMinutes: number;
  /** minutes after local midnight when the newest date of the window opens for sale (12306 opens by station, 08:00–18:00) */
  saleOpenMinute: number;
  /** the nightly hours the railway does not sell (local minutes, end exclusive, may wrap midnight); null: sells around the clock */
  nightClosed: { begin: number; end: number } | null;
  /** share of ticket issues that fail (fault testing), decided per hold from the seed */
  issueFailureRate: number;
}

export const DEFAULT_RAIL_SEED = 'rail-sandbox-1';
/** 12306's nightly maintenance: no sales from 23:00 to 06:00 */
export const DEFAULT_NIGHT_CLOSED = '23:00-06:00';

/** `HH:mm` as minutes after midnight. */
function clockEnv(value: string | undefined, fallback: string, name: string): number {
  const text = value === undefined || value === '' ? fallback : value;
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  if (!m) throw new Error(`${name} must be a time HH:mm, got "${text}"`);
  return Number(m[1]) * 60 + Number(m[2]);
}

/** `HH:mm-HH:mm` (the railway's nightly closed hours) or `off`. */
function nightEnv(value: string | undefined): RailConfig['nightClosed'] {
  const text = value === undefined || value === '' ? DEFAULT_NIGHT_CLOSED : value;
  if (text === 'off') return null;
  const [begin, end, ...rest] = text.split('-');
  if (rest.length > 0 || begin === undefined || end === undefined) throw new Error(`RAIL_NIGHT_CLOSED must be HH:mm-HH:mm or off, got "${text}"`);
  const window = { begin: clockEnv(begin, '', 'RAIL_NIGHT_CLOSED'), end: clockEnv(end, '', 'RAIL_NIGHT_CLOSED') };
  if (window.begin === window.end) throw new Error(`RAIL_NIGHT_CLOSED must not be empty, got "${text}"`);
  return window;
}

function intEnv(value: string | undefined, fallback: number, min: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be an integer >= ${min}, got "${value}"`);
  return n;
}

export function loadRailConfig(env: NodeJS.ProcessEnv = process.env): RailConfig {
  const rate = Number(env.RAIL_ISSUE_FAILURE_RATE ?? 0);
  if (!(rate >= 0 && rate <= 1)) throw new Error(`RAIL_ISSUE_FAILURE_RATE must be between 0 and 1, got "${env.RAIL_ISSUE_FAILURE_RATE}"`);
  return {
    seed: env.RAIL_SEED || DEFAULT_RAIL_SEED,
    saleDays: intEnv(env.RAIL_SALE_DAYS, 15, 1, 'RAIL_SALE_DAYS'),
    presaleDays: intEnv(env.RAIL_PRESALE_DAYS, 15, 0, 'RAIL_PRESALE_DAYS'),
    saleCloseMinutes: intEnv(env.RAIL_SALE_CLOSE_MINUTES, 30, 0, 'RAIL_SALE_CLOSE_MINUTES'),
    saleOpenMinute: clockEnv(env.RAIL_SALE_OPEN_TIME, '00:00', 'RAIL_SALE_OPEN_TIME'),
    nightClosed: nightEnv(env.RAIL_NIGHT_CLOSED),
    issueFailureRate: rate,
  };
}
