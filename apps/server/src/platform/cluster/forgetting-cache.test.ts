import { describe, expect, it } from 'vitest';
import { ForgettingCache } from './forgetting-cache';
import { ProcessEvents } from './process-events';

function setup(ttlMs = 30_000) {
  const events = new ProcessEvents();
  let now = 1_000;
  const cache = new ForgettingCache<string>('test', ttlMs, 100, events, () => now);
  let loads = 0;
  const source = { value: 'v1' };
  const load = async () => {
    loads += 1;
    return source.value;
  };
  return { events, cache, source, load, loads: () => loads, advance: (ms: number) => (now += ms) };
}

describe('ForgettingCache', () => {
  it('reads the source once while fresh, again after a forget and after its time to live', async () => {
    const t = setup();
    const db = {};
    expect(await t.cache.get(db, 'k', t.load)).toBe('v1');
    expect(await t.cache.get(db, 'k', t.load)).toBe('v1');
    expect(t.loads()).toBe(1);
    t.source.value = 'v2';
    await t.cache.forget('k');
    expect(await t.cache.get(db, 'k', t.load)).toBe('v2');
    t.source.value = 'v3';
    t.advance(30_001);
    expect(await t.cache.get(db, 'k', t.load)).toBe('v3');
    expect(t.loads()).toBe(3);
  });

  it("forgets a key when another process says so, and everything when the listener resynchronises", async () => {
    const t = setup();
    const db = {};
    await t.cache.get(db, 'a', t.load);
    await t.cache.get(db, 'b', t.load);
    const other = new ProcessEvents();
    const sent: string[] = [];
    other.useNotifier(async (p) => void sent.push(p));
    await other.publish({ kind: 'forget', cache: 'test', key: 'a' });
    await other.publish({ kind: 'forget', cache: 'another cache', key: 'b' });
    for (const p of sent) t.events.receive(p);
    t.source.value = 'v2';
    expect(await t.cache.get(db, 'a', t.load)).toBe('v2');
    expect(await t.cache.get(db, 'b', t.load)).toBe('v1');
    t.events.deliver({ kind: 'resync' });
    expect(await t.cache.get(db, 'b', t.load)).toBe('v2');
  });

  it('does not keep a read that a forget overtook while it was loading', async () => {
    const t = setup();
    const db = {};
    let release: (v: string) => void = () => undefined;
    const slow = t.cache.get(db, 'k', () => new Promise<string>((r) => (release = r)));
    await t.cache.forget('k');
    release('stale');
    expect(await slow).toBe('stale');
    expect(await t.cache.get(db, 'k', t.load)).toBe('v1');
  });

  it('keeps each database handle apart', async () => {
    const t = setup();
    expect(await t.cache.get({}, 'k', async () => 'one')).toBe('one');
    expect(await t.cache.get({}, 'k', async () => 'two')).toBe('two');
  });
});
