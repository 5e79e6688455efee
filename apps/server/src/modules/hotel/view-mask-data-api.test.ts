import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderGetCall } from '@travel/contracts/hotel/order';
import { orderCreateCall } from '@travel/contracts/hotel/order-create';
import { viewMaskDataCall } from '@travel/contracts/hotel/view-mask-data';
import { ErrorCode } from '@travel/contracts/platform/error-codes';
import { auditLog } from '../../platform/audit/schema';
import type { TestClient } from '../../test/test-app';
import { findPlan, openOrderEnv, orderStay, type OrderEnv } from './hotel-order-fixture';

const contact = { name: 'Li Na', mobileCountryCode: '86', mobile: '13800001234', email: 'li.na@example.com' };

describe('bff/view_mask_data: the order contact revealed to whoever may open the order', () => {
  let env: OrderEnv;
  let outsider: TestClient;
  let orderId: string;
  let keys: { mobileMaskKey: string; emailMaskKey: string | null };
  beforeAll(async () => {
    env = await openOrderEnv();
    outsider = await env.t.login('outsider');
    const stay = env.stay(5, 1);
    const f = await findPlan(env.hotels, stay, (p) => p.payWay === 14 && p.guarantee === null);
    ({ orderId } = await env.notr.ok(orderCreateCall, orderStay(f, stay, { travelType: 1, totalPrice: undefined, roomList: [{ guestList: [{ source: 'SELF', name: 'Li Na' }] }], contact })));
    const o = await env.notr.ok(orderGetCall, { orderId });
    keys = o.keyContact;
    expect(o.keyContact).toMatchObject({ mobile: '138****1234', email: 'l***a@example.com' });
  }, 120_000);
  afterAll(async () => env?.t.close());

  const reveals = () =>
    env.t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'REVEAL_FIELD'), eq(auditLog.targetType, 'HOTEL_ORDER_CONTACT'), eq(auditLog.targetId, orderId)));
  const refusedBlank = (r: { body: { resultCode: string; data: unknown; description: string } }) => {
    expect(r.body).toMatchObject({ resultCode: ErrorCode.DATA_NOT_FOUND, data: null });
    expect(JSON.stringify(r.body)).not.toMatch(/13800001234|li\.na|Li Na/);
  };

  it('reveals the mobile and the email to the traveller, each reveal audited', async () => {
    expect(keys.mobileMaskKey).not.toContain(orderId);
    expect(await env.notr.ok(viewMaskDataCall, { maskKey: keys.mobileMaskKey })).toEqual({ value: '13800001234' });
    expect(await env.notr.ok(viewMaskDataCall, { maskKey: keys.emailMaskKey! })).toEqual({ value: 'li.na@example.com' });
    const audit = await reveals();
    expect(audit.map((a) => a.detail.fieldType).sort()).toEqual(['EMAIL', 'MOBILE']);
    expect(audit.every((a) => a.actorMemberId === 'mem-notr' && a.enterpriseId === 'ent-demo')).toBe(true);
  });

  it('lets an administrator acting for the traveller reveal it, audited as the administrator', async () => {
    const before = (await reveals()).length;
    const got = await env.admin.ok(viewMaskDataCall, { maskKey: keys.mobileMaskKey, enterpriseId: 'ent-demo', memberId: 'mem-notr' } as never, { bg: true });
    expect(got).toEqual({ value: '13800001234' });
    const audit = await reveals();
    expect(audit).toHaveLength(before + 1);
    expect(audit.at(-1)).toMatchObject({ actorMemberId: 'mem-admin', detail: { fieldType: 'MOBILE', actingMemberId: 'mem-notr', backOffice: true } });
  });

  it('refuses another member, another enterprise and made-up keys, and audits none of them', async () => {
    const before = (await reveals()).length;
    refusedBlank(await env.employee.call(viewMaskDataCall, { maskKey: keys.mobileMaskKey }));
    refusedBlank(await outsider.call(viewMaskDataCall, { maskKey: keys.emailMaskKey! }));
    const forged = keys.mobileMaskKey.replace(/\.m\./, '.x.');
    for (const maskKey of ['13800001234', forged, `${keys.mobileMaskKey}.e`, 'hoc.m.', 'hoc.m.' + Buffer.from('HO-no-such-order').toString('base64url')]) {
      refusedBlank(await env.notr.call(viewMaskDataCall, { maskKey }));
    }
    expect(await reveals()).toHaveLength(before);
  });
});
