import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { cardBrandOf, GUARANTEE_CARD_BRANDS, GUARANTEE_CODE_ATTEMPTS, type confirmGuaranteeCall } from '@travel/contracts/hotel/guarantee';
import { HotelError } from '@travel/contracts/hotel/errors';
import { HOTEL_ORDER_STATUS_CODES } from '@travel/contracts/hotel/order-status';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { enqueueJob } from '../../platform/jobs/job-queue';
import type { MemberScope } from './browse-record';
import { hashCode } from './guarantee-code';
import { cardExpired } from './guarantee-rule';
import { HotelSupplierError, type HotelSupplier, type RoomHold } from './hotel-port';
import { CONFIRM_JOB, confirmKey } from './order-jobs';
import { findOrder, lockOrder, moveOrder } from './order-moves';
import { hotelGuaranteeCodes } from './schema';

type ConfirmInput = z.output<(typeof confirmGuaranteeCall)['input']>;

const notWaiting = (orderStatus: string) => new AppError(HotelError.GUARANTEE_NOT_WAITING, {}, { orderStatus });


/**
 * The verify code checked in its own transaction, so a wrong try counts even though the call is refused; the code
 * stays open until it expires or its tries run out (a declined card may be followed by another with the same code).
 */
async function checkCode(db: Db, orderId: string, code: string, now: Date): Promise<void> {
  const wrong = await db.transaction(async (tx) => {
    const [open] = await tx.select().from(hotelGuaranteeCodes).where(eq(hotelGuaranteeCodes.orderId, orderId)).for('update');
    if (!open || open.expiresAt.getTime() <= now.getTime() || open.attempts >= GUARANTEE_CODE_ATTEMPTS) throw new AppError(HotelError.GUARANTEE_CODE_EXPIRED);
    if (open.codeHash === hashCode(orderId, code)) return null;
    await tx.update(hotelGuaranteeCodes).set({ attempts: sql`${hotelGuaranteeCodes.attempts} + 1` }).where(eq(hotelGuaranteeCodes.orderId, orderId));
    return GUARANTEE_CODE_ATTEMPTS - open.attempts - 1;
  });
  if (wrong === null) return;
  // The last try used up: the code is gone, a new one must be sent.
  if (wrong === 0) throw new AppError(HotelError.GUARANTEE_CODE_EXPIRED);
  throw new AppError(HotelError.GUARANTEE_CODE_WRONG, { attemptsLeft: wrong }, { attemptsLeft: wrong });
}

/**
 * order/confirm_guarantee: the card checked here (brand, expiry), the code, then the hotel keeps the card for the held
 * rooms (outside our transactions; giving it again answers the same) and the order goes on to the hotel's confirmation.
 */
export async function confirmGuarantee(hotels: HotelSupplier, db: Db, scope: MemberScope, input: ConfirmInput, now: Date) {
  const o = await findOrder(db, scope, input.orderId);
  if (o.status !== 'WAIT_GUARANTEE') throw notWaiting(o.status);
  const brand = cardBrandOf(input.card.cardNumber);
  if (!brand) throw new AppError(HotelError.GUARANTEE_CARD_BRAND, {}, { cardBrandList: [...GUARANTEE_CARD_BRANDS] });
  if (cardExpired(input.card.expiryMonth, input.card.expiryYear, now)) throw new AppError(HotelError.GUARANTEE_CARD_EXPIRED);
  await checkCode(db, o.id, input.verifyCode, now);
  let hold: RoomHold;
  try {
    hold = await hotels.guaranteeHold(o.holdId, { ...input.card, brand });
  } catch (err) {
    if (err instanceof HotelSupplierError && err.code === 'CARD_DECLINED') throw new AppError(HotelError.GUARANTEE_CARD_DECLINED);
    // The hold lapsed or ended: the deadline job cancels the order.
    if (err instanceof HotelSupplierError && (err.code === 'HOLD_EXPIRED' || err.code === 'HOLD_NOT_FOUND')) throw notWaiting(o.status);
    throw err;
  }
  const card = hold.guarantee?.format === 'CARD' ? hold.guarantee.card : null;
  if (!card) throw new Error(`hold ${o.holdId} answered without the card guarantee`);
  const status = await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, o.id, scope);
    // Cancelled meanwhile (deadline or the traveller): its supplier cancel gives the rooms back, card and all.
    if (locked.status !== 'WAIT_GUARANTEE') throw notWaiting(locked.status);
    const next = await moveOrder(tx, locked, 'GUARANTEE', now, { guaranteeCard: { ...card, brand }, guaranteeDeadline: null });
    await tx.delete(hotelGuaranteeCodes).where(eq(hotelGuaranteeCodes.orderId, o.id));
    await enqueueJob(tx, { kind: CONFIRM_JOB, payload: { orderId: o.id }, runAt: now, dedupeKey: confirmKey(o.id) }, now);
    return next;
  });
  return { orderId: o.id, orderStatus: HOTEL_ORDER_STATUS_CODES[status], card: { ...card, brand } };
}
