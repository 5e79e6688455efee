import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsListCall } from '@travel/contracts/dev/sms';
import { railLoginCall, railLoginCodeVerifyCall, type RailVerification } from '@travel/contracts/train/account';
import { RailAccountError } from '@travel/contracts/train/account-errors';
import { TrainError } from '@travel/contracts/train/errors';
import { orderDetailCall, orderListCall } from '@travel/contracts/train/order';
import { orderImportCall, orderImportSyncCall } from '@travel/contracts/train/order-import';
import { refundQuoteCall } from '@travel/contracts/train/refund';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';

describe('imported orders: train/order/import/sync (kind 4) and train/order/import (kind 5)', () => {
  let t: TestApp;
  let employee: TestClient;
  let manager: TestClient;
  let outsider: TestClient;

  beforeAll(async () => {
    t = await createTestApp({ rail: true });
    [employee, manager, outsider] = await Promise.all([t.login('employee'), t.login('manager'), t.login('outsider')]);
  });
  afterAll(() => t.close());

  const texts = async (mobile: string) => (await employee.ok(smsListCall, { mobile, limit: 20 })).list.map((m) => m.text);
  /** Logs the client in to a demo railway account, answering the texted code a new client is asked for. */
  const railLogin = async (client: TestClient, accountName: string, mobile: string) => {
    const first = await client.call(railLoginCall, { accountName, password: 'Rail2026' });
    if (first.body.resultCode === '0') return;
    expect(first.body.resultCode).toBe(RailAccountError.PHONE_VERIFY);
    const { verification } = first.body.data as unknown as { verification: RailVerification };
    const code = /(\d{6})/.exec((await texts(mobile))[0]!)![1]!;
    await client.ok(railLoginCodeVerifyCall, { verifyId: verification.verifyId, code });
  };

  let syncedIds: string[] = [];

  it('refuses to sync before the railway account is logged in', async () => {
    expect((await employee.call(orderImportSyncCall, {})).body.resultCode).toBe(RailAccountError.LOGIN_REQUIRED);
  });

  it("imports the account's outside orders once as ISSUED kind-4 orders with coach and seat, and adds nothing the second time", async () => {
    await railLogin(employee, 'railtest01', '13800138001');
    const first = await employee.ok(orderImportSyncCall, {});
    expect(first.importedList).toHaveLength(2);
    expect(first.alreadyImportedCount).toBe(0);
    syncedIds = first.importedList.map((x) => x.orderId);
    // The railway texted each order's number to its buyer.
    const notices = await texts('13800138001');
    for (const x of first.importedList) expect(notices.some((n) => n.includes(x.eOrderNo))).toBe(true);

    const again = await employee.ok(orderImportSyncCall, {});
    expect(again).toEqual({ importedList: [], alreadyImportedCount: 2, skippedCount: 0 });

    const { list } = await employee.ok(orderListCall, { pageIndex: 1, pageSize: 50, statusList: [] });
    const mine = list.filter((o) => syncedIds.includes(o.orderId));
    expect(mine).toHaveLength(2);
    for (const o of mine) expect(o).toMatchObject({ purchaseType: 'imported', bookOrderStatus: 'ISSUED', travelType: 'PRIVATE' });

    const detail = await employee.ok(orderDetailCall, { orderId: syncedIds[1]! });
    expect(detail.orderBaseInfo).toMatchObject({ purchaseType: 'imported', ticketSource: '12306', bookOrderStatus: 'ISSUED' });
    expect(detail.payment).toBeNull();
    expect(detail.buttons).toMatchObject({ refund: false, change: false, pay: false, cancel: false });
    const trip = detail.tripList[0]!;
    expect(trip.eOrderNo).toBe(first.importedList[1]!.eOrderNo);
    expect(trip.passengerList.length).toBeGreaterThanOrEqual(1);
    for (const ticket of trip.ticketList) {
      expect(ticket).toMatchObject({ ticketStatus: 'ISSUED', canRefund: false, canChange: false, seatClass: 'SECOND' });
      expect(ticket.coachNo).toMatch(/^\d{2}$/);
      expect(ticket.seatNo).toBeTruthy();
      expect(ticket.ticketNo).toBeTruthy();
    }
    // Refunds and changes of tickets bought at the railway are the railway's.
    const quote = await employee.call(refundQuoteCall, { orderId: syncedIds[1]!, ticketIdList: [trip.ticketList[0]!.ticketId] });
    expect(quote.body.resultCode).toBe(TrainError.IMPORTED_AFTER_SALE);
  });

  it("keeps imported orders their member's: another member neither lists nor opens them", async () => {
    for (const other of [manager, outsider]) {
      const { list } = await other.ok(orderListCall, { pageIndex: 1, pageSize: 50, statusList: [] });
      expect(list.some((o) => syncedIds.includes(o.orderId))).toBe(false);
      expect((await other.call(orderDetailCall, { orderId: syncedIds[0]! })).body.resultCode).toBe('DATA_NOT_FOUND');
      // Not logged in to any railway account: nothing to sync.
      expect((await other.call(orderImportSyncCall, {})).body.resultCode).toBe(RailAccountError.LOGIN_REQUIRED);
    }
  });

  it("imports another account's order by its number and a passenger's id number, once, refusing a wrong id number", async () => {
    // identity01's holder bought a ticket at the railway; its order number came by SMS.
    const eOrderNo = /(E\d{9})/.exec((await texts('13800138004')).find((x) => /E\d{9}/.test(x))!)![1]!;
    const wrong = await manager.call(orderImportCall, { eOrderNo, idNumber: 'E00000000' });
    expect(wrong.body).toMatchObject({ resultCode: TrainError.IMPORT_NOT_FOUND });
    expect(wrong.body.description).toBeTruthy();
    expect((await manager.call(orderImportCall, { eOrderNo: 'E999999999', idNumber: 'E45678901' })).body.resultCode).toBe(TrainError.IMPORT_NOT_FOUND);
    expect((await manager.call(orderImportCall, { eOrderNo: 'X12', idNumber: 'E45678901' })).res.statusCode).toBe(400);

    const done = await manager.ok(orderImportCall, { eOrderNo: eOrderNo.toLowerCase(), idNumber: 'e45678901' });
    expect(done).toMatchObject({ eOrderNo, alreadyImported: false });
    const detail = await manager.ok(orderDetailCall, { orderId: done.orderId });
    expect(detail.orderBaseInfo).toMatchObject({ purchaseType: 'user_imported', ticketSource: '12306', bookOrderStatus: 'ISSUED' });
    expect(detail.tripList[0]!.ticketList[0]).toMatchObject({ seatClass: 'FIRST', canRefund: false, canChange: false });

    expect(await manager.ok(orderImportCall, { eOrderNo, idNumber: 'E45678901' })).toEqual({ orderId: done.orderId, eOrderNo, alreadyImported: true });
    const { list } = await manager.ok(orderListCall, { pageIndex: 1, pageSize: 50, statusList: [] });
    expect(list.filter((o) => o.orderId === done.orderId)).toEqual([expect.objectContaining({ purchaseType: 'user_imported' })]);

    // Its tickets are on the platform now: another member's import is refused, naming nobody.
    const taken = await outsider.call(orderImportCall, { eOrderNo, idNumber: 'E45678901' });
    expect(taken.body).toMatchObject({ resultCode: TrainError.IMPORT_TAKEN, data: null });
    // An order the member synced already answers the same order.
    const synced = (await employee.ok(orderDetailCall, { orderId: syncedIds[0]! })).tripList[0]!;
    const byNumber = await employee.ok(orderImportCall, { eOrderNo: synced.eOrderNo!, idNumber: 'E12345678' });
    expect(byNumber).toMatchObject({ orderId: syncedIds[0], alreadyImported: true });
  });
});
