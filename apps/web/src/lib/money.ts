/**
 * Amounts travel managers and travellers type are in major units (yuan); the wire carries minor units (fen).
 * Conversions round to the nearest fen and never go through a float sum.
 */

/** 12.34 → 1234; null/undefined/NaN → null. */
export function yuanToFen(yuan: number | null | undefined): number | null {
  if (yuan === null || yuan === undefined || Number.isNaN(yuan)) return null;
  return Math.round(yuan * 100);
}

/** 1234 → 12.34; null/undefined → null. */
export function fenToYuan(fen: number | null | undefined): number | null {
  if (fen === null || fen === undefined) return null;
  return fen / 100;
}

/** A cap as the form shows it: -1 (no limit) becomes `noLimit`, anything else an amount in yuan. */
export interface CapValue {
  noLimit: boolean;
  yuan: number | null;
}

export function capToForm(fen: number | null | undefined): CapValue {
  if (fen === null || fen === undefined || fen < 0) return { noLimit: fen === -1, yuan: null };
  return { noLimit: false, yuan: fenToYuan(fen) };
}

/** The form's cap back to the wire: no limit → -1; an amount → fen; nothing entered → null (the caller refuses it). */
export function capFromForm(value: CapValue | null | undefined): number | null {
  if (!value) return null;
  if (value.noLimit) return -1;
  return yuanToFen(value.yuan);
}
