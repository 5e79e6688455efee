import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactSaveCall } from '@travel/contracts/member/contact';
import { callUrl, type CallDef } from '@travel/contracts/platform/define-call';
import { createServices } from '../../app';
import { DEMO_ENTERPRISE_ID } from '../../demo/seed-demo';
import { Clock } from '../clock';
import { fuzzCases } from '../../test/fuzz-bodies';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';

/** Tables a refused call may write: a failed login is recorded, which is what makes the throttle work. */
const MAY_WRITE_ON_REFUSAL = new Set(['login_attempts']);

/**
 * Counts every row any statement inserts, updates or deletes, and keeps the count only when that statement's
 * transaction commits: a refused call must leave it unchanged, whatever it tried and rolled back.
 */
async function countCommittedWrites(t: TestApp): Promise<() => Promise<number>> {
  const db = t.database.db;
  await db.execute(sql`create table if not exists fuzz_writes (n bigint not null)`);
  await db.execute(sql`insert into fuzz_writes values (0)`);
  await db.execute(sql.raw(`create or replace function fuzz_count() returns trigger language plpgsql as $$ begin update fuzz_writes set n = n + 1; return null; end $$`));
  const tables = (await db.execute(sql`select table_schema as s, table_name as n from information_schema.tables where table_type = 'BASE TABLE' and table_schema in ('public', 'sandbox') and table_name <> 'fuzz_writes'`)) as unknown as { rows?: Array<{ s: string; n: string }> } | Array<{ s: string; n: string }>;
  const rows = Array.isArray(tables) ? tables : (tables.rows ?? []);
  for (const { s, n } of rows.filter((r) => !MAY_WRITE_ON_REFUSAL.has(r.n))) {
    await db.execute(sql.raw(`create trigger fuzz_count after insert or update or delete on "${s}"."${n}" for each row execute function fuzz_count()`));
  }
  expect(rows.length).toBeGreaterThan(20);
  return async () => {
    const result = (await db.execute(sql`select n from fuzz_writes`)) as unknown as { rows?: Array<{ n: string | number }> } | Array<{ n: string | number }>;
    const list = Array.isArray(result) ? result : (result.rows ?? []);
    return Number(list[0]!.n);
  };
}

interface Target {
  label: string;
  def: CallDef;
  bg: boolean;
}

// Every call the server registers, as the member it is for and, for bg twins, as an administrator.
const defs = createServices(new Clock(), {} as never).bindings.map((b) => b.def);
const targets: Target[] = defs.flatMap((def) => [
  { label: callUrl(def), def, bg: false },
  ...(def.bg ? [{ label: callUrl(def, true), def, bg: true }] : []),
]);

describe('fuzzing every call', () => {
  let t: TestApp;
  let writes: () => Promise<number>;
  let employee: TestClient;
  let admin: TestClient;
  beforeAll(async () => {
    t = await createTestApp({ rail: true });
    employee = await t.login('employee');
    admin = await t.login('admin');
    writes = await countCommittedWrites(t);
  }, 120_000);
  afterAll(async () => t.close());

  it('covers every registered call and its bg twin, and sees a committed write', async () => {
    expect(defs.length).toBeGreaterThan(100);
    expect(targets.length).toBeGreaterThan(200);
    const before = await writes();
    await employee.ok(contactSaveCall, { name: 'Fuzz Check', mobileCountryCode: '86', mobile: '13900000099' });
    expect(await writes()).toBeGreaterThan(before);
  });

  it.each(targets)('$label: no malformed body answers 5xx, and a refused one writes nothing', async ({ def, bg }) => {
    const client = bg || def.auth === 'admin' ? admin : def.auth === 'member' ? employee : t.anonymous();
    const schema = z.toJSONSchema(def.input, { io: 'input', unrepresentable: 'any' }) as object;
    for (const fuzz of fuzzCases(schema)) {
      const payload = bg && fuzz.payload.startsWith('{') ? `{"enterpriseId":"${DEMO_ENTERPRISE_ID}",${fuzz.payload.slice(1)}`.replace(',}', '}') : fuzz.payload;
      const before = await writes();
      const res = await t.app.inject({
        method: 'POST',
        url: callUrl(def, bg),
        cookies: client.cookies,
        headers: { 'content-type': 'application/json', 'accept-language': 'en', ...(client.cookies.csrf_token ? { 'x-csrf-token': client.cookies.csrf_token } : {}) },
        payload,
      });
      const what = `${callUrl(def, bg)} with ${fuzz.name}: ${res.statusCode} ${res.body.slice(0, 300)}`;
      expect(res.statusCode, what).toBeLessThan(500);
      const refused = res.statusCode >= 400 || res.json().resultCode !== '0';
      if (refused) expect(await writes(), `${what} wrote rows`).toBe(before);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
