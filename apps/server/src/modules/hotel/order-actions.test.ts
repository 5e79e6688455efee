import { describe, expect, it } from 'vitest';
import type { HotelOrder } from '@travel/contracts/hotel/order';
import { HOTEL_ORDER_ACTION as A } from '@travel/contracts/hotel/order-actions';
import { confirmationFlags, guestFlags, orderActionList } from './order-actions';

type Op = HotelOrder['orderOperateInfo'];
const base: Op = {
  waitPay: false,
  waitGuarantee: false,
  latestGuaranteeTime: null,
  latestPayTime: null,
  waitApprove: false,
  latestApproveTime: null,
  secondToLatestPayTime: 0,
  canCancelType: 'NONE',
  cantCancelReasonDesc: null,
  canBookingAgain: false,
  canRemind: false,
  canComment: false,
  commented: false,
  canModify: false,
  canModifyArrivalTime: false,
  canEarlyCheckout: false,
  canExtend: false,
  canViewCredential: false,
  canSendConfirmEmail: false,
  invoiceStatus: null,
  canSupplyInvoice: false,
  canViewInvoice: false,
  staffFeedbackStatus: null,
  canApplyCancel: false,
  canApplyCheckout: false,
};
const list = (op: Partial<Op>, orderId: string | null = 'H1') => orderActionList(orderId, { ...base, ...op });

describe('order actions (spec 4, ids 1–21)', () => {
  it('shows none without an order id, whatever the flags', () => {
    expect(list({ waitPay: true, secondToLatestPayTime: 60, canBookingAgain: true, canCancelType: 'YES' }, null)).toEqual([]);
    expect(list({ canBookingAgain: true }, '')).toEqual([]);
    expect(list({})).toEqual([]);
  });
  it('offers pay only while payable with seconds left', () => {
    expect(list({ waitPay: true, secondToLatestPayTime: 1 })).toEqual([A.GO_PAY]);
    expect(list({ waitPay: true, secondToLatestPayTime: 0 })).toEqual([]);
    expect(list({ waitPay: false, secondToLatestPayTime: 30 })).toEqual([]);
  });
  it('offers remind while the hotel may be reminded', () => {
    expect(list({ canRemind: true })).toEqual([A.REMIND]);
  });
  it('offers comment after checkout once, then shows already commented instead', () => {
    expect(list({ canComment: true })).toEqual([A.GO_COMMENT]);
    expect(list({ canComment: true, commented: true })).toEqual([A.ALREADY_COMMENTED]);
    expect(list({ commented: true })).toEqual([A.ALREADY_COMMENTED]);
  });
  it('shows cancel per canCancelType (YES and shown-but-refused; NONE hides it)', () => {
    expect(list({ canCancelType: 'YES' })).toEqual([A.CANCEL]);
    expect(list({ canCancelType: 'NO_OPERATE_BUT_SHOW' })).toEqual([A.CANCEL]);
    expect(list({ canCancelType: 'NONE' })).toEqual([]);
  });
  it('offers reorder when the order may be booked again, and guarantee while it waits for one', () => {
    expect(list({ canBookingAgain: true })).toEqual([A.REORDER]);
    expect(list({ waitGuarantee: true })).toEqual([A.GO_GUARANTEE]);
  });
  it('offers invoice resend only at invoice status 3', () => {
    expect(list({ invoiceStatus: 3 })).toEqual([A.RESEND_INVOICE]);
    for (const invoiceStatus of [null, 1, 2, 4]) expect(list({ invoiceStatus })).toEqual([]);
  });
  it('maps staff feedback 1, 2, 3 to confirm leave, already confirmed, overdue', () => {
    expect(list({ staffFeedbackStatus: 1 })).toEqual([A.CONFIRM_LEAVE]);
    expect(list({ staffFeedbackStatus: 2 })).toEqual([A.ALREADY_CONFIRMED_LEAVE]);
    expect(list({ staffFeedbackStatus: 3 })).toEqual([A.CONFIRM_STAY_OVERDUE]);
  });
  it('maps each remaining flag to its action, all in id order', () => {
    const all = list({
      waitPay: true,
      secondToLatestPayTime: 9,
      canRemind: true,
      canModify: true,
      canModifyArrivalTime: true,
      canEarlyCheckout: true,
      canExtend: true,
      canComment: true,
      canCancelType: 'YES',
      canBookingAgain: true,
      waitGuarantee: true,
      invoiceStatus: 3,
      canSupplyInvoice: true,
      canViewInvoice: true,
      canApplyCancel: true,
      canApplyCheckout: true,
      canViewCredential: true,
      canSendConfirmEmail: true,
    });
    expect(all).toEqual([1, 2, 3, 4, 5, 6, 8, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21]);
  });
  it('offers the credential and the confirmation mail once the hotel confirmed, until the stay ended', () => {
    for (const status of ['CONFIRMED', 'CHECKED_IN', 'CHECKED_OUT'] as const) expect(list(confirmationFlags({ status }))).toEqual([A.ORDER_CREDENTIAL, A.CONFIRMATION_EMAIL]);
    for (const status of ['BOOKING', 'WAIT_PAY', 'WAIT_CONFIRM', 'WAIT_GUARANTEE', 'WAIT_APPROVE', 'CANCELED', 'CONFIRM_FAILED', 'NO_SHOW'] as const) expect(list(confirmationFlags({ status }))).toEqual([]);
  });
  it('derives remind and comment from the status', () => {
    const at = (status: Parameters<typeof guestFlags>[0]['status'], checkedInAt: Date | null = null) => guestFlags({ status, checkedInAt }, false);
    expect(at('WAIT_CONFIRM').canRemind).toBe(true);
    expect(at('CONFIRMED').canRemind).toBe(true);
    expect(at('CONFIRMED', new Date()).canRemind).toBe(false);
    for (const s of ['WAIT_PAY', 'CHECKED_IN', 'CHECKED_OUT', 'CANCELED', 'NO_SHOW', 'CONFIRM_FAILED'] as const) expect(at(s).canRemind).toBe(false);
    expect(at('CHECKED_OUT').canComment).toBe(true);
    expect(guestFlags({ status: 'CHECKED_OUT', checkedInAt: new Date() }, true)).toEqual({ canRemind: false, canComment: false, commented: true });
    for (const s of ['CONFIRMED', 'CHECKED_IN', 'NO_SHOW', 'CANCELED'] as const) expect(at(s).canComment).toBe(false);
  });
});
