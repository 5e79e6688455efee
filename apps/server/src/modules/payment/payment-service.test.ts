import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentDetailCall, payTypeCheckCall, SANDBOX_CARDS, type PayPurpose } from '@travel/contracts/payment/payment';
import { runDueJobs } from '../../platform/jobs/job-queue';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createPaymentSandbox } from '../../suppliers/payment/payment-sandbox';
import { paymentCharges, paymentRefunds } from '../../suppliers/payment/schema';
import { createPayOrder, createPaymentService, findPayOrderOf, type PayOrderRow, type PaymentService } from './payment-service';
import { paymentRecords, payOrders } from './schema';

describe('payment', () => {
  let t: TestApp;
  let payments: PaymentService;
  const events: string[] = [];
  const scope = { enterpriseId: 'ent-demo', memberId: 'mem-employee' };
  let n = 0;

  // CAR: a product no module books yet, so only this test's hooks hear of its pay orders.
  const newOrder = (company: number, personal: number, minutes = 30, purpose: PayPurpose = 'BOOKING') =>
    createPayOrder(
      t.database.db,
      { ...scope, product: 'CAR', purpose, orderId: `O${++n}`, payMode: personal === 0 ? 'COMPANY' : company === 0 ? 'PERSONAL' : 'HYBRID', currency: 'CNY', companyAmount: company, personalAmount: personal, payEndTime: new Date(t.clock.nowMs() + minutes * 60000) },
      t.clock.now(),
    );
  const reload = async (po: PayOrderRow) => (await t.database.db.select().from(payOrders).where(eq(payOrders.id, po.id)))[0]!;
  const records = async (po: PayOrderRow) => (await t.database.db.select().from(paymentRecords).where(eq(paymentRecords.payOrderId, po.id))).map((r) => `${r.recordType} ${r.direction} ${r.payWay} ${r.amount}`).sort();

  beforeAll(async () => {
    t = await createTestApp();
    // A product module's side of the contract: it hears of payments and timeouts inside the payment's transaction.
    payments = createPaymentService({
      provider: createPaymentSandbox({ clock: t.clock, db: t.database.db }),
      hooks: {
        CAR: {
          onPaid: async (_db, po) => void events.push(`paid ${po.orderId}`),
          onTimeout: async (_db, po) => void events.push(`timeout ${po.orderId}`),
        },
        CAR_CHANGE: {
          onPaid: async (_db, po) => void events.push(`change paid ${po.orderId}`),
          onTimeout: async (_db, po) => void events.push(`change timeout ${po.orderId}`),
          recordType: 'CHANGE_PAYMENT',
        },
      },
    });
  });
  afterAll(async () => t?.close());

  it('settles a company-paid order at once by monthly settlement', async () => {
    const po = await newOrder(12000, 0);
    expect(po).toMatchObject({ status: 'PAID', paidAmount: 12000, payMode: 'COMPANY' });
    expect(await records(po)).toEqual(['PAYMENT IN company_monthly_settlement 12000']);
  });

  it('charges the personal part online; a declined card changes nothing; paying twice charges once', async () => {
    const po = await newOrder(10000, 2550);
    expect(po.status).toBe('WAIT_PAY');
    const declined = await payments.pay(t.database.db, scope, { payOrderId: po.id, payWay: 'online_payment', cardNumber: SANDBOX_CARDS.DECLINE }, t.clock.now()).catch((e: { code?: string }) => e.code);
    expect(declined).toBe('PAYMENT_DECLINED');
    expect((await reload(po)).status).toBe('WAIT_PAY');
    const paid = await payments.pay(t.database.db, scope, { payOrderId: po.id, payWay: 'online_payment', cardNumber: SANDBOX_CARDS.SUCCEED }, t.clock.now());
    expect(paid).toMatchObject({ status: 'PAID', paidAmount: 12550 });
    expect(events).toContain(`paid ${po.orderId}`);
    await payments.pay(t.database.db, scope, { payOrderId: po.id, payWay: 'online_payment', cardNumber: SANDBOX_CARDS.SUCCEED }, t.clock.now());
    expect(events.filter((e) => e === `paid ${po.orderId}`)).toHaveLength(1);
    expect(await records(po)).toEqual(['PAYMENT IN company_monthly_settlement 10000', 'PAYMENT IN online_payment 2550']);
    const charges = await t.database.db.select().from(paymentCharges).where(eq(paymentCharges.reference, po.id));
    expect(charges).toHaveLength(1);
  });

  it("refuses another member's pay order, and shows the countdown", async () => {
    const po = await newOrder(0, 5000, 10);
    const other = payments.pay(t.database.db, { enterpriseId: 'ent-demo', memberId: 'mem-manager' }, { payOrderId: po.id, payWay: 'online_payment', cardNumber: SANDBOX_CARDS.SUCCEED }, t.clock.now());
    await expect(other).rejects.toMatchObject({ code: 'DATA_NOT_FOUND' });
    const employee = await t.login('employee');
    const detail = await employee.ok(paymentDetailCall, { payOrderId: po.id });
    expect(detail).toMatchObject({ product: 'CAR', purpose: 'BOOKING', status: 'WAIT_PAY', needPay: true, overTime: false, personalAmount: { amount: 5000, currency: 'CNY' }, payWayList: ['online_payment'] });
    expect(detail.payDeadLineSeconds).toBeGreaterThan(590);
    expect(detail.payDeadLineSeconds).toBeLessThanOrEqual(600);
    expect(await employee.ok(payTypeCheckCall, { payOrderId: po.id, payWay: 'company_monthly_settlement' })).toEqual({ allowed: false, payWayList: ['online_payment'] });
    expect((await (await t.login('manager')).call(paymentDetailCall, { payOrderId: po.id })).body.resultCode).toBe('DATA_NOT_FOUND');
  });

  it("keeps a change's pay order apart from its booking's: product and purpose on the wire, the change's own hooks", async () => {
    const po = await newOrder(0, 1500, 30, 'CHANGE');
    expect(po.product).toBe('CAR_CHANGE');
    expect(await findPayOrderOf(t.database.db, scope.enterpriseId, { product: 'CAR', purpose: 'CHANGE', orderId: po.orderId })).toMatchObject({ id: po.id });
    expect(await findPayOrderOf(t.database.db, scope.enterpriseId, { product: 'CAR', purpose: 'BOOKING', orderId: po.orderId })).toBeNull();
    const employee = await t.login('employee');
    expect(await employee.ok(paymentDetailCall, { payOrderId: po.id })).toMatchObject({ product: 'CAR', purpose: 'CHANGE', orderId: po.orderId });
    await payments.pay(t.database.db, scope, { payOrderId: po.id, payWay: 'online_payment', cardNumber: SANDBOX_CARDS.SUCCEED }, t.clock.now());
    expect(events).toContain(`change paid ${po.orderId}`);
    expect(events).not.toContain(`paid ${po.orderId}`);
    expect(await records(po)).toEqual(['CHANGE_PAYMENT IN online_payment 1500']);
  });

  it('times an unpaid order out at its deadline by a job, and then refuses payment', async () => {
    const po = await newOrder(0, 3000, 30);
    t.clock.setOffsetSeconds(t.clock.offsetSeconds + 29 * 60);
    await runDueJobs(t.database.db, t.clock, payments.jobHandlers);
    expect((await reload(po)).status).toBe('WAIT_PAY');
    t.clock.setOffsetSeconds(t.clock.offsetSeconds + 2 * 60);
    await runDueJobs(t.database.db, t.clock, payments.jobHandlers);
    expect((await reload(po)).status).toBe('PAY_TIMEOUT');
    expect(events).toContain(`timeout ${po.orderId}`);
    const late = await payments.pay(t.database.db, scope, { payOrderId: po.id, payWay: 'online_payment', cardNumber: SANDBOX_CARDS.SUCCEED }, t.clock.now()).catch((e: { code?: string }) => e.code);
    expect(late).toBe('PAY_ORDER_CLOSED');
  });

  it('refunds the way the money came, once per reference, never more than was charged', async () => {
    const po = await newOrder(8000, 2000);
    await payments.pay(t.database.db, scope, { payOrderId: po.id, payWay: 'online_payment', cardNumber: SANDBOX_CARDS.SUCCEED }, t.clock.now());
    await payments.sendRefund(t.database.db, po.id, { company: 8000, personal: 2000, type: 'ISSUE_FAILURE_REFUND', reference: `r-${po.id}` }, t.clock.now());
    await payments.sendRefund(t.database.db, po.id, { company: 0, personal: 2000, type: 'ISSUE_FAILURE_REFUND', reference: `r-${po.id}` }, t.clock.now());
    const refunds = await t.database.db.select().from(paymentRefunds);
    expect(refunds.filter((r) => r.reference === `r-${po.id}`)).toHaveLength(1);
    expect(await records(po)).toEqual(
      expect.arrayContaining(['ISSUE_FAILURE_REFUND OUT company_monthly_settlement 8000', 'ISSUE_FAILURE_REFUND OUT online_payment 2000']),
    );
    await expect(payments.sendRefund(t.database.db, po.id, { company: 0, personal: 1, type: 'TICKET_REFUND', reference: `r2-${po.id}` }, t.clock.now())).rejects.toMatchObject({ code: 'REFUND_EXCEEDS_CHARGE' });
  });
});
