import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { companyConfigSaveCall, companyDetailCall } from '@travel/contracts/member/company';
import { bookingCheckCall } from '@travel/contracts/policy/control';
import { travelStandardSaveCall } from '@travel/contracts/policy/standards';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { hybridWaitPayError } from './control-service';

const SHANGHAI = '156310000';
const train = (seatClass: string) => ({ product: 'TRAIN', seatClass, price: 93300 });
const hotel = (prices: number[], extra: Record<string, unknown> = {}) => ({
  product: 'HOTEL',
  cityId: SHANGHAI,
  nightlyPrices: prices.map((amount, i) => ({ date: `2025-04-0${i + 1}`, amount })),
  ...extra,
});

describe('tmc/booking_check', () => {
  let t: TestApp;
  let employee: TestClient;
  let manager: TestClient;
  const setViolationControl = async (travelRuleViolationControl: number, lowPriceAdvice: 0 | 1 | 2 = 1) => {
    const { config } = await manager.ok(companyDetailCall, {});
    await manager.ok(companyConfigSaveCall, { ...config, hotelControl: { ...config.hotelControl, travelRuleViolationControl, lowPriceAdvice } });
  };
  beforeAll(async () => {
    // travel-request's answer to "is an exceed application queued?", given at wiring (the real one: approval's exceed-application test)
    t = await createTestApp({ seams: { isExceedPending: async (_db, enterpriseId, travelNO) => enterpriseId === 'ent-demo' && travelNO === 'TR-PENDING' } });
    employee = await t.login('employee');
    manager = await t.login('manager');
  });
  afterEach(async () => {
    await setViolationControl(0);
  });
  afterAll(async () => t.close());

  it('passes a booking within the standard with its control result', async () => {
    const r = await employee.ok(bookingCheckCall, { candidate: train('SECOND') });
    expect(r).toMatchObject({ outcome: 'SUCCESS', checkResult: 'SUCCESS' });
  });

  it('432002021 without a reason; a known reason code or a reason text lets it through', async () => {
    const none = await employee.call(bookingCheckCall, { candidate: train('FIRST') });
    expect(none.body.resultCode).toBe('432002021');
    expect(none.body.description).toBe('Please select a reason for booking outside your travel standard.');
    expect((none.body.data as { outcome: string }).outcome).toBe('TIP_REASON');
    expect((await employee.call(bookingCheckCall, { candidate: train('FIRST'), reasonCode: 'H01' })).body.resultCode).toBe('432002021'); // a hotel reason
    expect((await employee.call(bookingCheckCall, { candidate: train('FIRST'), reasonCode: 'NOPE' })).body.resultCode).toBe('432002021');
    expect((await employee.ok(bookingCheckCall, { candidate: train('FIRST'), reasonCode: 'T01' })).checkResult).toBe('TIP_REASON');
    expect((await employee.ok(bookingCheckCall, { candidate: train('FIRST'), reasonText: '客户要求 client asked' })).checkResult).toBe('TIP_REASON');
  });

  it('a hotel whose only question is the low price takes the candidate’s low-price reason', async () => {
    const cheaper = hotel([50000], { lowestAveragePrice: 30000 });
    expect((await employee.call(bookingCheckCall, { candidate: cheaper })).body.resultCode).toBe('432002021');
    expect((await employee.ok(bookingCheckCall, { candidate: { ...cheaper, lowPriceReasonCode: 'H02' } })).outcome).toBe('TIP_REASON');
  });

  it('432002029 when the booking is denied, with the control result', async () => {
    await setViolationControl(1);
    const r = await employee.call(bookingCheckCall, { candidate: hotel([70000]), reasonCode: 'H01' });
    expect(r.body.resultCode).toBe('432002029');
    expect(r.body.data).toMatchObject({ outcome: 'DENNY', checkResult: 'DENNY', handleTypes: '6' });
  });

  it('432002035 for mixed pay until the traveller accepts it, with the split', async () => {
    await setViolationControl(4, 0);
    const r = await employee.call(bookingCheckCall, { candidate: hotel([60000, 72000]) }, { lang: 'zh-CN' });
    expect(r.body.resultCode).toBe('432002035');
    expect(r.body.description).toContain('混合支付');
    expect(r.body.data).toMatchObject({
      companyAmount: { amount: 125000, currency: 'CNY' },
      personalAmount: { amount: 7000, currency: 'CNY' },
      travellers: [{ memberId: 'mem-employee', payment: { nights: [{ company: 60000, personal: 0 }, { company: 65000, personal: 7000 }] } }],
    });
    const accepted = await employee.ok(bookingCheckCall, { candidate: hotel([60000, 72000]), acceptHybridPayment: true });
    expect(accepted).toMatchObject({ outcome: 'HYBRID_PAYMENT', checkResult: 'TMC_HYBRID_PAYMENT', approvalType: '8' });
  });

  it('432002035 also when the whole price moves to the traveller (personal pay)', async () => {
    await setViolationControl(5, 0);
    const r = await employee.call(bookingCheckCall, { candidate: hotel([70000]) });
    expect(r.body.resultCode).toBe('432002035');
    expect(r.body.data).toMatchObject({ companyAmount: { amount: 0 }, personalAmount: { amount: 70000 } });
    expect((await employee.ok(bookingCheckCall, { candidate: hotel([70000]), acceptHybridPayment: true })).checkResult).toBe('CHARGE_HYBRID_PAYMENT');
  });

  it('432002028 when an exceed application for the travelNO is still waiting', async () => {
    const queued = await employee.call(bookingCheckCall, { candidate: train('FIRST'), reasonCode: 'T01', travelNO: 'TR-PENDING' });
    expect(queued.body.resultCode).toBe('432002028');
    expect(queued.body.data).toEqual({ travelNO: 'TR-PENDING' });
    // another trip, or a booking within the standard, is not held up
    expect((await employee.ok(bookingCheckCall, { candidate: train('FIRST'), reasonCode: 'T01', travelNO: 'TR-OTHER' })).outcome).toBe('TIP_REASON');
    expect((await employee.ok(bookingCheckCall, { candidate: train('SECOND'), travelNO: 'TR-PENDING' })).outcome).toBe('SUCCESS');
  });

  it('lets a hybrid booking through unaccepted when approval is the other way (approval type 1|8)', async () => {
    await manager.ok(travelStandardSaveCall, { travelLevel: 'L3', product: 'TRAIN', standard: { allowedSeatClasses: ['SECOND'], highestStandard: '5', handleTypes: '4|8' } });
    const r = await employee.ok(bookingCheckCall, { candidate: train('FIRST') });
    expect(r).toMatchObject({ outcome: 'HYBRID_PAYMENT', approvalType: '1|8', checkResult: 'TMC_HYBRID_PAYMENT' });
    await manager.ok(travelStandardSaveCall, { travelLevel: 'L3', product: 'TRAIN', standard: { allowedSeatClasses: ['SECOND'], highestStandard: '5', handleTypes: '8' } });
    expect((await employee.call(bookingCheckCall, { candidate: train('FIRST') })).body.resultCode).toBe('432002035');
  });

  it('offers the 432002034 error to the payment modules', () => {
    const err = hybridWaitPayError({ orderId: 'o1', personalAmount: { amount: 7000, currency: 'CNY' } });
    expect(err.code).toBe('432002034');
    expect(err.data).toEqual({ orderId: 'o1', personalAmount: { amount: 7000, currency: 'CNY' } });
  });
});
