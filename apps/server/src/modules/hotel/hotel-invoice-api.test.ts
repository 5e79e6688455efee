import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockAdvanceCall } from '@travel/contracts/dev/clock';
import { orderGetCall } from '@travel/contracts/hotel/order';
import { HOTEL_ORDER_ACTION as A } from '@travel/contracts/hotel/order-actions';
import { InvoiceError } from '@travel/contracts/invoice/errors';
import { invoiceDetailCall, invoicePdfCall, invoiceSendCall, invoiceSupplyCall, invoiceTitleSearchCall } from '@travel/contracts/invoice/invoice';
import { ErrorCode } from '@travel/contracts/platform/error-codes';
import { t } from '../../platform/i18n';
import { maskEmail } from '../../platform/masking';
import { runDueJobs } from '../../platform/jobs/job-queue';
import type { TestClient } from '../../test/test-app';
import { pdfText } from '../../test/pdf-text';
import { mailOutbox } from '../notification/schema';
import { bookPrivateStay, findPlan, openOrderEnv, type OrderEnv } from './hotel-order-fixture';
import { hotelOrders } from './schema';

describe('hotel invoices (actions 15–17): supply, issue by the job, resend, view', () => {
  let env: OrderEnv;
  let orderId: string;
  let refusedId: string;
  let me: TestClient;
  let employee: TestClient;
  let outsider: TestClient;
  const supply = { email: 'li.na@example.com', invoiceTitle: 'it-demo-sh' };
  const mailsTo = (address: string) => env.t.database.db.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, address)));

  beforeAll(async () => {
    env = await openOrderEnv();
    const stay = env.stay(1, 1);
    const booked = await bookPrivateStay(env, await findPlan(env.hotels, stay, (p) => p.payWay === 1 && p.cancel.type === 'FREE_CANCEL'), stay);
    orderId = booked.baseInfo.orderId;
    expect(booked.baseInfo.orderStatusName).toBe('CONFIRMED');
    // A second stay of the same dates, checked out with the first: its invoice is refused at issue, then asked again.
    const other = await bookPrivateStay(env, await findPlan(env.hotels, stay, (p) => p.payWay === 1 && p.cancel.type === 'FREE_CANCEL', new Set([booked.hotelInfo.hotelId])), stay);
    refusedId = other.baseInfo.orderId;
    me = env.notr;
    employee = env.employee;
    outsider = await env.t.login('outsider');
  }, 120_000);
  afterAll(async () => env?.t.close());

  it('searches only the caller’s enterprise’s titles, by a part of the Chinese or English name', async () => {
    const names = async (client: TestClient, input: Record<string, unknown>) => (await client.ok(invoiceTitleSearchCall, input)).list.map((x) => x.invoiceTitleID);
    expect(await names(me, { companyName: 'Shanghai' })).toEqual(['it-demo-sh']);
    expect(await names(me, { companyName: '演示企业' })).toEqual(expect.arrayContaining(['it-demo-hq', 'it-demo-bj']));
    expect(await names(me, { companyName: '演示企业' })).not.toContain('it-demo-sh');
    expect((await names(me, { companyName: '' })).sort()).toEqual(['it-demo-bj', 'it-demo-hq', 'it-demo-sh']);
    expect(await names(me, { companyName: 'Hangzhou' })).toEqual([]);
    expect(await names(me, { companyName: '%' })).toEqual([]);
    expect(await names(me, { companyName: 'Other', enterpriseID: 'ent-other' })).toEqual([]);
    expect(await names(outsider, { companyName: 'Enterprise' })).toEqual(['it-other-hz']);
    const [sh] = (await me.ok(invoiceTitleSearchCall, { companyName: 'shanghai' })).list;
    expect(sh).toEqual({ invoiceTitleID: 'it-demo-sh', titleName: '演示科技（上海）有限公司', titleNameEN: 'Demo Technology (Shanghai) Co., Ltd.', taxNumber: '91310115MA1DEMO03K' });
  });

  it('refuses a stay not yet checked out; offers the invoice once the guest left', async () => {
    const before = await me.ok(orderGetCall, { orderId });
    expect(before.orderOperateInfo).toMatchObject({ invoiceStatus: null, canSupplyInvoice: false, canViewInvoice: false });
    expect(before.invoiceInfo).toEqual({ invoiceList: [], hasFinishInvoice: false });
    const early = (await me.call(invoiceSupplyCall, { orderId, ...supply }, { lang: 'en' })).body;
    expect(early).toMatchObject({ resultCode: InvoiceError.NOT_INVOICABLE, data: { reason: 'NOT_YET' } });
    expect(early.description).toContain(t('en', 'invoice.refusal.NOT_YET'));
    const [row] = await env.t.database.db.select().from(hotelOrders).where(eq(hotelOrders.id, orderId));
    const hold = (await env.hotels.getHold(row!.holdId))!;
    await env.t.anonymous().ok(clockAdvanceCall, { seconds: Math.ceil((Date.parse(hold.checkoutAt) + 60_000 - env.t.clock.nowMs()) / 1000) });
    me = await env.t.login('notr');
    employee = await env.t.login('employee');
    outsider = await env.t.login('outsider');
    const after = await me.ok(orderGetCall, { orderId });
    expect(after.baseInfo.orderStatusName).toBe('CHECKED_OUT');
    expect(after.orderOperateInfo).toMatchObject({ invoiceStatus: null, canSupplyInvoice: true, canViewInvoice: false });
    expect(after.actionList).toContain(A.SUPPLY_INVOICE);
    expect(after.actionList).not.toContain(A.RESEND_INVOICE);
  });

  it('never lets another member or enterprise touch the order, nor a title of another enterprise be used', async () => {
    for (const client of [employee, outsider]) {
      for (const [call, input] of [
        [invoiceSupplyCall, { orderId, ...supply }],
        [invoiceSendCall, { orderId, email: supply.email }],
        [invoiceDetailCall, { orderId }],
      ] as const) {
        const body = (await client.call(call as typeof invoiceDetailCall, input as never)).body;
        expect(body.resultCode).toBe(ErrorCode.DATA_NOT_FOUND);
        expect(JSON.stringify(body)).not.toContain(orderId);
      }
    }
    const foreign = (await me.call(invoiceSupplyCall, { orderId, ...supply, invoiceTitle: 'it-other-hz' })).body;
    expect(foreign).toMatchObject({ resultCode: InvoiceError.TITLE_NOT_FOUND, data: null });
    expect(JSON.stringify(foreign)).not.toContain('Hangzhou');
    expect((await me.call(invoiceDetailCall, { orderId })).body.resultCode).toBe(InvoiceError.NO_INVOICE);
    expect((await me.call(invoiceSupplyCall, { orderId, ...supply, productType: 'TRAIN' })).body.resultCode).toBe(ErrorCode.DATA_NOT_FOUND);
  });

  it('supplies once, issues and mails it by the job (status 3), then resends once a minute and shows its facts and PDF', async () => {
    const [row] = await env.t.database.db.select().from(hotelOrders).where(eq(hotelOrders.id, orderId));
    const applied = await me.ok(invoiceSupplyCall, { orderId, ...supply });
    expect(applied).toEqual({ orderId, invoiceStatus: 1, invoiceStatusName: 'APPLIED', amount: { amount: row!.totalCnyAmount, currency: 'CNY' } });
    expect((await me.call(invoiceSupplyCall, { orderId, ...supply })).body).toMatchObject({ resultCode: InvoiceError.ALREADY_SUPPLIED, data: { invoiceStatus: 1 } });
    expect((await me.call(invoiceSendCall, { orderId, email: supply.email })).body).toMatchObject({ resultCode: InvoiceError.NOT_SENT, data: { invoiceStatus: 1 } });
    expect((await me.call(invoicePdfCall, { orderId })).body.resultCode).toBe(InvoiceError.NOT_SENT);
    const waiting = await me.ok(orderGetCall, { orderId });
    expect(waiting.orderOperateInfo).toMatchObject({ invoiceStatus: 1, canSupplyInvoice: false, canViewInvoice: false });
    expect(waiting.invoiceInfo).toEqual({ invoiceList: [{ invoiceTitle: '演示科技（上海）有限公司', invoiceStatus: 1, invoiceStatusName: 'APPLIED', invoiceMethod: 'E-INVOICE', failReason: null }], hasFinishInvoice: false });
    expect(await mailsTo(supply.email)).toHaveLength(0);

    await runDueJobs(env.t.database.db, env.t.clock, env.t.app.jobHandlers);
    const sent = await me.ok(orderGetCall, { orderId });
    expect(sent.orderOperateInfo).toMatchObject({ invoiceStatus: 3, canSupplyInvoice: false, canViewInvoice: true });
    expect(sent.actionList).toEqual(expect.arrayContaining([A.RESEND_INVOICE, A.VIEW_INVOICE]));
    expect(sent.actionList).not.toContain(A.SUPPLY_INVOICE);
    expect(sent.invoiceInfo?.hasFinishInvoice).toBe(true);
    const detail = await me.ok(invoiceDetailCall, { orderId }, { lang: 'en' });
    expect(detail).toMatchObject({ orderId, productType: 'HOTEL', invoiceStatus: 3, invoiceStatusName: 'SENT', invoiceMethod: 'E-INVOICE', amount: { amount: row!.totalCnyAmount, currency: 'CNY' }, email: maskEmail(supply.email) });
    expect(detail.title).toEqual({ titleName: '演示科技（上海）有限公司', titleNameEN: 'Demo Technology (Shanghai) Co., Ltd.', taxNumber: '91310115MA1DEMO03K' });
    expect(detail.invoiceNumber).toMatch(/^\d{20}$/);
    expect(detail.itemName).toContain(row!.hotelName.en);
    expect(detail.sendList).toHaveLength(1);
    const [mail] = await mailsTo(supply.email);
    expect(mail!.subject).toContain(detail.invoiceNumber!);
    expect(mail!.body).toContain('91310115MA1DEMO03K');

    expect((await me.call(invoiceSendCall, { orderId, email: 'finance@example.com' })).body.resultCode).toBe(InvoiceError.SEND_TOO_SOON);
    await env.t.anonymous().ok(clockAdvanceCall, { seconds: 61 });
    me = await env.t.login('notr');
    const resent = await me.ok(invoiceSendCall, { orderId, email: 'finance@example.com' });
    expect(resent.sentTo).toBe(maskEmail('finance@example.com'));
    expect(await mailsTo('finance@example.com')).toHaveLength(1);
    expect((await me.ok(invoiceDetailCall, { orderId })).sendList.map((s) => s.sentTo)).toEqual([maskEmail('finance@example.com'), maskEmail(supply.email)]);
    expect((await me.ok(orderGetCall, { orderId })).orderOperateInfo.invoiceStatus).toBe(3);

    const { res } = await me.call(invoicePdfCall, { orderId }, { lang: 'zh-CN' });
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload).join('');
    for (const expected of [t('zh-CN', 'invoice.sheet.title'), detail.invoiceNumber!, '91310115MA1DEMO03K', '演示科技（上海）有限公司']) expect(text).toContain(expected);
    for (const client of [employee, outsider]) expect((await client.call(invoicePdfCall, { orderId })).body.resultCode).toBe(ErrorCode.DATA_NOT_FOUND);
  });

  it('lets the member ask again for an invoice the issue refused (FAILED), with a corrected title and address', async () => {
    const db = env.t.database.db;
    const [row] = await db.select().from(hotelOrders).where(eq(hotelOrders.id, refusedId));
    expect(row!.status).toBe('CHECKED_OUT');
    await me.ok(invoiceSupplyCall, { orderId: refusedId, ...supply });
    // Before the job runs the order no longer charges anything through us: the issue refuses it.
    await db.update(hotelOrders).set({ totalCnyAmount: 0 }).where(eq(hotelOrders.id, refusedId));
    await runDueJobs(db, env.t.clock, env.t.app.jobHandlers);
    const failed = await me.ok(orderGetCall, { orderId: refusedId });
    expect(failed.invoiceInfo?.invoiceList).toEqual([{ invoiceTitle: '演示科技（上海）有限公司', invoiceStatus: 4, invoiceStatusName: 'FAILED', invoiceMethod: 'E-INVOICE', failReason: 'NOTHING_CHARGED' }]);
    // Still not invoicable: not offered, and refused with the reason.
    expect(failed.orderOperateInfo).toMatchObject({ invoiceStatus: 4, canSupplyInvoice: false, canViewInvoice: false });
    expect((await me.call(invoiceSupplyCall, { orderId: refusedId, ...supply })).body).toMatchObject({ resultCode: InvoiceError.NOT_INVOICABLE, data: { reason: 'NOTHING_CHARGED' } });

    // Invoicable again: offered again (action 16), and asked for with another title and address.
    await db.update(hotelOrders).set({ totalCnyAmount: row!.totalCnyAmount }).where(eq(hotelOrders.id, refusedId));
    const offered = await me.ok(orderGetCall, { orderId: refusedId });
    expect(offered.orderOperateInfo).toMatchObject({ invoiceStatus: 4, canSupplyInvoice: true, canViewInvoice: false });
    expect(offered.actionList).toContain(A.SUPPLY_INVOICE);
    for (const client of [employee, outsider]) expect((await client.call(invoiceSupplyCall, { orderId: refusedId, ...supply })).body.resultCode).toBe(ErrorCode.DATA_NOT_FOUND);
    const again = await me.ok(invoiceSupplyCall, { orderId: refusedId, email: 'finance@example.com', invoiceTitle: 'it-demo-bj' });
    expect(again).toEqual({ orderId: refusedId, invoiceStatus: 1, invoiceStatusName: 'APPLIED', amount: { amount: row!.totalCnyAmount, currency: 'CNY' } });
    expect((await me.call(invoiceSupplyCall, { orderId: refusedId, ...supply })).body).toMatchObject({ resultCode: InvoiceError.ALREADY_SUPPLIED, data: { invoiceStatus: 1 } });
    const waiting = await me.ok(orderGetCall, { orderId: refusedId });
    expect(waiting.orderOperateInfo).toMatchObject({ invoiceStatus: 1, canSupplyInvoice: false });
    expect(waiting.invoiceInfo?.invoiceList[0]).toMatchObject({ invoiceStatusName: 'APPLIED', failReason: null });

    await runDueJobs(db, env.t.clock, env.t.app.jobHandlers);
    const detail = await me.ok(invoiceDetailCall, { orderId: refusedId });
    expect(detail).toMatchObject({ invoiceStatusName: 'SENT', email: maskEmail('finance@example.com'), amount: { amount: row!.totalCnyAmount } });
    expect(detail.title.taxNumber).not.toBe('91310115MA1DEMO03K');
    expect(detail.invoiceNumber).toMatch(/^\d{20}$/);
    expect(detail.sendList).toHaveLength(1);
    expect((await me.ok(orderGetCall, { orderId: refusedId })).actionList).not.toContain(A.SUPPLY_INVOICE);
  });
});
