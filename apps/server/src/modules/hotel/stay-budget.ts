import { HotelError } from '@travel/contracts/hotel/errors';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { companySpend } from '../commerce/order-ledger';
import type { GateTravelRequest } from '../travel-request/booking-gate';

/**
 * 730052028: the travel request's budget (its estimated amount, CNY) cannot carry the company's part of this stay on
 * top of what its live orders of every product already spend. The booking asks it again under the request's lock.
 */
export async function assertStayBudget(db: Db, enterpriseId: string, gate: GateTravelRequest | null, companyCny: number): Promise<void> {
  if (!gate || gate.estimatedAmount === null) return;
  const spent = await companySpend(db, enterpriseId, gate.travelNO);
  if (spent + companyCny <= gate.estimatedAmount) return;
  const cny = (v: number) => ({ amount: v, currency: 'CNY' });
  throw new AppError(HotelError.BUDGET_EXCEEDED, {}, { travelNO: gate.travelNO, estimatedAmount: cny(gate.estimatedAmount), spentAmount: cny(spent), bookingAmount: cny(companyCny) });
}
