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
  /** share of ticket issues that fail (fault testing), decided per hold from the seed */
  issueFailureRate: number;
}

export const DEFAULT_RAIL_SEED = 'rail-sandbox-1';

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
    issueFailureRate: rate,
  };
}
