import { loadAfterSaleConfig, type AfterSaleConfig } from './after-sale-common';
import type { PayDeadlineRule } from './booking-rules';
import { loadInsuranceSales, type InsuranceSales } from './insurance-catalog';

// The train's booking and after-sale configuration, which app.ts loads and gives the plug-in; the actions are
// book-*.ts (booking), refund-*.ts and change-*.ts (after-sale), each taking what it needs of it.

export interface BookingConfig {
  pay: PayDeadlineRule;
  /** the service fee per ticket, in fen */
  serviceFee: number;
  insurance: InsuranceSales;
  afterSale: AfterSaleConfig;
  /** bookings need the booker's railway account logged in (TRAIN_REQUIRE_RAIL_ACCOUNT=1) */
  requireRailAccount: boolean;
  /** passengers a train's seat class takes on its waitlists and grabs before it is FULL (TRAIN_WAITLIST_CAPACITY) */
  waitlistCapacity: number;
}

export function loadBookingConfig(env: NodeJS.ProcessEnv = process.env): BookingConfig {
  const int = (v: string | undefined, d: number) => (v === undefined || v === '' ? d : Number.parseInt(v, 10));
  return {
    pay: { minutes: int(env.TRAIN_PAY_MINUTES, 30), nearMinutes: int(env.TRAIN_PAY_MINUTES_NEAR, 10), nearHours: int(env.TRAIN_PAY_NEAR_HOURS, 2) },
    serviceFee: int(env.TRAIN_SERVICE_FEE, 500),
    insurance: loadInsuranceSales(env.TRAIN_INSURANCE_SALE),
    afterSale: loadAfterSaleConfig(env),
    requireRailAccount: env.TRAIN_REQUIRE_RAIL_ACCOUNT === '1',
    waitlistCapacity: int(env.TRAIN_WAITLIST_CAPACITY, 30),
  };
}
