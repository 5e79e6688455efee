// What one hotel call costs in-process, without the network: the built app answers `app.inject` calls of the hotel mix
// (bench/hotel-mix.mjs, the load run's seed) one at a time, on a throw-away database, and each kind is timed with this
// process's CPU per call. Steadier than the load run on a busy machine (CPU time, no load generator beside it), so it
// is the figure to compare a change by; the load run (bench/run.mjs hotel) says what the machine serves.
//
//   npx tsx bench/hotel-search-phases.ts                      PGlite in a temp folder (its CPU counts as this process's)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/hotel-search-phases.ts
//
// Environment: PHASE_CALLS (timed calls per kind, default 600; each kind's list is answered once unmeasured first, so
// the supplier's per-process caches are warm), PHASE_ONLY (only the kinds whose name contains this; with
// `node --cpu-prof --import tsx` it profiles one).
import { boot } from '../apps/server/src/boot';
import { loadConfig } from '../apps/server/src/platform/config';
import { login } from './api-client.mjs';
import { prepareDatabase } from './bench-database.mjs';
import { hotelMix } from './hotel-mix.mjs';
import { phaseHeader, timePhase } from './phase-timing';

const CALLS = Number(process.env.PHASE_CALLS ?? 600);
const ONLY = process.env.PHASE_ONLY ?? '';

async function main() {
  const target = await prepareDatabase(process.env.DATABASE_URL);
  const pg = target.kind === 'postgres';
  const config = { ...loadConfig({ ...process.env, ...target.env, LOG_LEVEL: 'warn', LOGIN_MAX_FAILURES: '1000000' }), port: 0, host: '127.0.0.1' };
  console.error(`[phases] ${target.label}: migrating, loading reference and demo data…`);
  const { app, database } = await boot(config);
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const session = await login(baseUrl, 'employee', 'Passw0rd!');
    const cache = new Map();
    const kinds: [string, Record<string, number>][] = [
      ['hotel/search (60 % of the mix: near a place, or by recommend, price or score)', { search: 1 }],
      ['hotel/nearby_recommend (39 %)', { recommend: 1 }],
      ['rateplan/list', { rateplan: 1 }],
      ['hotel/get', { detail: 1 }],
    ];
    console.log(phaseHeader(pg, 'call'));
    for (const [name, shares] of kinds) {
      if (ONLY && !name.includes(ONLY)) continue;
      const { calls } = (await hotelMix({ baseUrl, session, cache }, shares, CALLS)) as { calls: { path: string; body: unknown }[] };
      const inject = async (i: number) => {
        const call = calls[i % calls.length]!;
        const res = await app.inject({ method: 'POST', url: call.path, headers: { ...session.headers, 'content-type': 'application/json' }, payload: JSON.stringify(call.body) });
        if (res.statusCode !== 200 || !res.body.startsWith('{"resultCode":"0"')) throw new Error(`${call.path} answered ${res.statusCode} ${res.body.slice(0, 200)}`);
      };
      for (let i = 0; i < calls.length; i++) await inject(i);
      await timePhase(name, CALLS, pg, inject);
    }
  } finally {
    await app.close();
    await database.close();
    await target.dispose();
  }
}

await main();
