import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hotelSearchCall } from '@travel/contracts/hotel/search';
import { userDetailCall } from '@travel/contracts/member/user';
import { mapConfigCall } from '@travel/contracts/common/map';

// The catalogs are a Vite virtual module: the client only needs the language and a translator here.
vi.mock('./i18n', () => ({ currentLocale: () => 'en', i18n: { t: (k: string) => k } }));

const { callApi } = await import('./api-client');
const { actingMember, startActing, stopActing } = await import('./acting-member');

const MEMBER = { enterpriseId: 'ent-1', memberId: 'mem-2', name: 'Li Na', enterpriseName: 'Demo Enterprise' };

/** Every request the client makes: its address and body. */
function recordFetch() {
  const sent: { url: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, body: JSON.parse(String(init.body)) as Record<string, unknown> });
    return new Response(JSON.stringify({ resultCode: '0', description: 'ok', data: {} }), { headers: { 'content-type': 'application/json' } });
  });
  return sent;
}

function memoryStorage(): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, String(v)),
  };
}

describe('acting for a member: the one switch in callApi', () => {
  beforeEach(() => {
    vi.stubGlobal('document', { cookie: '' });
    vi.stubGlobal('sessionStorage', memoryStorage());
  });
  afterEach(() => {
    stopActing();
    vi.unstubAllGlobals();
  });

  it('sends a call with a bg twin through /api/bg/… with the member’s scope while acting, and as usual otherwise', async () => {
    const sent = recordFetch();
    const search = { cityId: '156310000', checkinDate: '2030-01-01', checkoutDate: '2030-01-02', travelType: 1 } as never;
    await callApi(hotelSearchCall, search);
    startActing(MEMBER);
    await callApi(hotelSearchCall, search);
    stopActing();
    await callApi(hotelSearchCall, search);

    expect(sent.map((s) => s.url)).toEqual(['/api/hotel-app/hotel/search', '/api/bg/hotel-app/hotel/search', '/api/hotel-app/hotel/search']);
    expect(sent[1]!.body).toMatchObject({ cityId: '156310000', enterpriseId: 'ent-1', memberId: 'mem-2' });
    expect(sent[0]!.body).not.toHaveProperty('memberId');
    expect(sent[2]!.body).not.toHaveProperty('memberId');
  });

  it('sends a call without a bg twin, or the session’s own profile, as the logged-in user even while acting', async () => {
    const sent = recordFetch();
    startActing(MEMBER);
    await callApi(mapConfigCall, {});
    await callApi(userDetailCall, {}, { asSelf: true });
    await callApi(userDetailCall, {});
    expect(sent.map((s) => s.url)).toEqual(['/api/common/map/config', '/api/member/user/detail', '/api/bg/member/user/detail']);
    expect(sent[0]!.body).toEqual({});
    expect(sent[1]!.body).toEqual({});
  });

  it('lets a page’s own back-office scope win over the mode, and keeps the mode across a reload of the tab', async () => {
    const sent = recordFetch();
    startActing(MEMBER);
    await callApi(userDetailCall, {}, { backOffice: { enterpriseId: 'ent-9', memberId: 'mem-9' } });
    expect(sent[0]).toMatchObject({ url: '/api/bg/member/user/detail', body: { enterpriseId: 'ent-9', memberId: 'mem-9' } });
    expect(actingMember()).toEqual(MEMBER);
    // A reload: the module starts afresh and reads the tab's storage.
    vi.resetModules();
    const reloaded = await import('./acting-member');
    expect(reloaded.actingScope()).toEqual({ enterpriseId: 'ent-1', memberId: 'mem-2' });
  });
});
