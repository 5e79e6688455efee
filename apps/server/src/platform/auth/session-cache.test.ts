import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache';
import type { SessionMember } from './session-member';

const member = (sessionId: string, memberId = 'm1'): SessionMember => ({
  memberId,
  enterpriseId: 'e1',
  userName: 'u',
  role: 'employee',
  travelManager: false,
  sessionId,
  csrfToken: 'c',
});

describe('SessionCache', () => {
  const t0 = new Date('2026-11-25T00:00:00Z');
  const later = (ms: number) => new Date(t0.getTime() + ms);

  it('answers a cached session until it goes stale in real time', () => {
    let real = 1_000;
    const cache = new SessionCache(30_000, () => real);
    cache.set(member('s1'), later(3600_000));
    expect(cache.get('s1', t0)?.memberId).toBe('m1');
    real += 29_999;
    expect(cache.get('s1', t0)?.memberId).toBe('m1');
    real += 1;
    expect(cache.get('s1', t0)).toBeUndefined();
  });

  it('answers null once the session itself has expired by the clock it is asked with', () => {
    const cache = new SessionCache(30_000, () => 0);
    cache.set(member('s1'), later(1000));
    expect(cache.get('s1', later(999))).not.toBeNull();
    expect(cache.get('s1', later(1000))).toBeNull();
  });

  it('forgets one session, or every session of a member', () => {
    const cache = new SessionCache(30_000, () => 0);
    cache.set(member('s1', 'm1'), later(3600_000));
    cache.set(member('s2', 'm1'), later(3600_000));
    cache.set(member('s3', 'm2'), later(3600_000));
    cache.forgetSession('s1');
    expect(cache.get('s1', t0)).toBeUndefined();
    expect(cache.get('s2', t0)).toBeDefined();
    cache.forgetMemberSessions('m1');
    expect(cache.get('s2', t0)).toBeUndefined();
    expect(cache.get('s3', t0)?.memberId).toBe('m2');
  });
});
