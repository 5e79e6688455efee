import { resolve } from 'node:path';
import { parseMapTiles, type MapTiles } from './map-tiles';

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL server URL; absent runs on the embedded PGlite in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  production: boolean;
  /** Sandbox suppliers and the dev calls (test clock): on unless NODE_ENV=production without SANDBOX=1. */
  sandbox: boolean;
  logLevel: string;
  /** NODE_ENV=test: an error whose `data` breaks its code's schema fails the call; elsewhere it is logged and sent. */
  strictErrorData: boolean;
  /** Secure flag on cookies; on in production unless COOKIE_SECURE=0. */
  cookieSecure: boolean;
  sessionTtlHours: number;
  /** Serve the built web app from apps/web/dist. */
  serveWeb: boolean;
  loginMaxFailures: number;
  loginWindowMinutes: number;
  /** Other origins whose pages may log in (the Vite dev server). */
  trustedOrigins: string[];
  /** Served over HTTPS (production or COOKIE_SECURE=1): HSTS and the CSP's upgrade-insecure-requests go out only then. */
  https: boolean;
  /** Proxies whose X-Forwarded-For is believed (addresses, CIDRs or a hop count); false believes none. */
  trustProxy: false | number | string[];
  /** MAP_TILE_URL and MAP_TILE_ATTRIBUTION: tiles under the hotel position view; unset draws the plain plot (offline). */
  mapTiles: MapTiles;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const cookieSecure = production ? env.COOKIE_SECURE !== '0' : env.COOKIE_SECURE === '1';
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR ?? './.data'),
    production,
    sandbox: production ? env.SANDBOX === '1' : env.SANDBOX !== '0',
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    strictErrorData: env.NODE_ENV === 'test',
    cookieSecure,
    https: cookieSecure,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    sessionTtlHours: Number(env.SESSION_TTL_HOURS ?? 12),
    serveWeb: env.SERVE_WEB !== '0',
    loginMaxFailures: Number(env.LOGIN_MAX_FAILURES ?? 5),
    loginWindowMinutes: Number(env.LOGIN_WINDOW_MINUTES ?? 15),
    trustedOrigins: (env.TRUSTED_ORIGINS ?? (production ? '' : 'http://localhost:5173,http://127.0.0.1:5173'))
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    mapTiles: parseMapTiles(env.MAP_TILE_URL, env.MAP_TILE_ATTRIBUTION),
  };
}

/**
 * TRUST_PROXY: empty, 0 or false believes no X-Forwarded-For (the default: anyone could claim any address and dodge the
 * per-address login throttle); a number trusts that many proxy hops; otherwise a comma-separated list of the proxies'
 * addresses or CIDRs (or proxy-addr's names loopback, linklocal, uniquelocal).
 */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const text = (value ?? '').trim();
  if (text === '' || text === '0' || text.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (text.toLowerCase() === 'true') throw new Error('TRUST_PROXY: name the proxies (addresses or CIDRs) or a hop count; true would believe any client');
  return text.split(',').map((p) => p.trim()).filter(Boolean);
}
