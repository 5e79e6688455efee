import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { startPayment } from '../commerce/payment-start';
import type { PayOrderRow } from '../payment/payment-service';
import { lockTravelRequestBudget, type GateTravelRequest } from '../travel-request/booking-gate';
import type { MemberScope } from './browse-record';
import { applyExtension, type ExtensionRow } from './extension-apply';
import type { ExtensionVerdict } from './extension-policy';
import { nextExtensionStatus } from './extension-status';
import type { Night, RoomHold } from './hotel-port';
import { assertExtend } from './modify-state';
import { HOTEL_PAY_MINUTES } from './order-proceed';
import { lockOrder, type HotelOrderRow } from './order-moves';
import { hotelOrderExtensions, hotelOrders } from './schema';
import { assertStayBudget } from './stay-budget';

export interface ExtensionPlan {
  extensionId: string;
  holdKey: string;
  scope: MemberScope;
  /** the order as read before the hotel took the nights, and the hotel's today then */
  seen: HotelOrderRow;
  today: string;
  /** the new nights as priced and judged (their CNY references) */
  nights: readonly Night[];
  verdict: ExtensionVerdict;
  gate: GateTravelRequest | null;
}

export interface ExtensionDone {
  order: HotelOrderRow;
  extension: ExtensionRow;
  payOrder: PayOrderRow | null;
}

/**
 * Our writes once the hotel holds the new nights, in one transaction under the order's lock (anything refused here
 * and the workflow gives the nights back): the travel request's budget, the extension's pay order (none when paid at
 * the hotel; settled at once when nothing is the traveller's), the extension; with nothing left to pay it is the
 * order's at once, otherwise the order shows it waiting until paid or lapsed (the nights held at the hotel meanwhile).
 */
export async function commitExtension(tx: Db, plan: ExtensionPlan, hold: RoomHold, now: Date): Promise<ExtensionDone> {
  const { seen, verdict } = plan;
  const o = await lockOrder(tx, seen.id, plan.scope);
  assertExtend(o, hold.checkoutDate, plan.today);
  // The order's stay moved while the hotel extended it (another change won the lock): nothing of this is kept.
  if (o.checkoutDate !== seen.checkoutDate) throw new Error(`order ${o.id} changed its checkout while being extended`);
  if (plan.gate && plan.gate.estimatedAmount !== null) {
    await lockTravelRequestBudget(tx, o.enterpriseId, plan.gate.travelNO);
    await assertStayBudget(tx, o.enterpriseId, plan.gate, verdict.companyCny);
  }
  const cny = new Map(plan.nights.map((n) => [n.date, n.cnyAmount]));
  const added = hold.nights.filter((n) => n.date >= o.checkoutDate).map((n) => ({ date: n.date, price: n.price.amount, cnyAmount: cny.get(n.date) ?? n.price.amount }));
  const deadline = new Date(now.getTime() + HOTEL_PAY_MINUTES * 60_000);
  let payOrder: PayOrderRow | null = null;
  if (o.payWay !== 14) {
    payOrder = await startPayment(
      tx,
      { product: 'HOTEL', purpose: 'CHANGE', orderId: plan.extensionId, enterpriseId: o.enterpriseId, memberId: o.memberId, currency: o.currency, companyAmount: verdict.total - verdict.personal, personalAmount: verdict.personal, deadline, recordType: 'CHANGE_PAYMENT' },
      now,
    );
  }
  const status = nextExtensionStatus('NEW', payOrder && payOrder.status !== 'PAID' ? 'AWAIT_PAYMENT' : 'PAID_AT_ONCE');
  const [extension] = await tx
    .insert(hotelOrderExtensions)
    .values({
      id: plan.extensionId,
      orderId: o.id,
      status,
      fromDate: o.checkoutDate,
      toDate: hold.checkoutDate,
      nights: added,
      currency: o.currency,
      totalAmount: verdict.total,
      personalAmount: verdict.personal,
      totalCnyAmount: verdict.totalCny,
      holdKey: plan.holdKey,
      payOrderId: payOrder?.id ?? null,
      payDeadline: status === 'WAIT_PAY' ? deadline : null,
      checkoutAt: new Date(hold.checkoutAt),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (status === 'DONE') return { order: await applyExtension(tx, o, extension!, now), extension: extension!, payOrder };
  await tx.update(hotelOrders).set({ pendingExtensionId: extension!.id, updatedAt: now }).where(eq(hotelOrders.id, o.id));
  return { order: { ...o, pendingExtensionId: extension!.id }, extension: extension!, payOrder };
}
