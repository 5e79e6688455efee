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

/** What an offline change supplement is still missing (spec 5: train number, date, stations, seat number, change fee), first one first. */
export type ChangeProblem = 'passengersFirst' | 'trainNoRequired' | 'dateRequired' | 'stationsRequired' | 'seatNoRequired' | 'changeFeeRequired' | 'reasonRequired';

export function changeProblem(d: { tickets: number; trainNo: string; departureDate: string; fromStationCode: string; toStationCode: string; seatNo: string; changeFee: string; reason: string }): ChangeProblem | null {
  if (d.tickets === 0) return 'passengersFirst';
  if (!/^[A-Za-z0-9]{1,10}$/.test(d.trainNo.trim())) return 'trainNoRequired';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(d.departureDate.trim())) return 'dateRequired';
  if (!d.fromStationCode.trim() || !d.toStationCode.trim()) return 'stationsRequired';
  if (!d.seatNo.trim()) return 'seatNoRequired';
  if (yuanToFen(d.changeFee) === null) return 'changeFeeRequired';
  return d.reason.trim() ? null : 'reasonRequired';
}
