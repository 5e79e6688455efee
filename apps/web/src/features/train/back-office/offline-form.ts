/** Yuan as typed (up to 2 decimals) in fen; null when it is not an amount. */
export function yuanToFen(text: string | number | null | undefined): number | null {
  if (text === null || text === undefined || text === '') return null;
  const s = String(text).trim();
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return null;
  return Math.round(Number(s) * 100);
}

/** Spec 5: the refund amount entered must equal the chosen tickets' prices less the refund fee. */
export function refundAmountProblem(prices: readonly number[], refundFee: number | null, refundAmount: number | null): 'passengersFirst' | 'feeRequired' | 'amountRequired' | 'amountMismatch' | null {
  if (prices.length === 0) return 'passengersFirst';
  if (refundFee === null) return 'feeRequired';
  if (refundAmount === null) return 'amountRequired';
  const expected = prices.reduce((s, p) => s + p, 0) - refundFee;
  return refundAmount === expected ? null : 'amountMismatch';
}
