import type { Money } from '@travel/contracts/platform/envelope';

/**
 * The port to the online payment provider, a remote system: a call takes no database handle of ours and joins no
 * transaction of ours. Calls are idempotent by `reference`: a retry after a crash or a timeout answers the first
 * outcome and never charges or refunds twice. The project ships the sandbox (suppliers/payment).
 */
export interface PaymentProvider {
  charge(req: { reference: string; amount: Money; cardNumber: string }): Promise<ChargeResult>;
  /** The charge made under a reference, if any: what a caller that lost the answer looks up. */
  findCharge(reference: string): Promise<ChargeResult | null>;
  refund(req: { reference: string; chargeId: string; amount: Money }): Promise<{ refundId: string }>;
}

export type ChargeResult = { status: 'SUCCEEDED'; chargeId: string } | { status: 'DECLINED'; chargeId: string; declineCode: string };

export class PaymentProviderError extends Error {
  constructor(
    readonly code: 'REFUND_EXCEEDS_CHARGE' | 'CHARGE_NOT_FOUND',
    message: string = code,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
