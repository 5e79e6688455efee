import { cardBrandOf, luhnValid, type GuaranteeCardBrand } from '@travel/contracts/hotel/guarantee';
import { HotelError } from '@travel/contracts/hotel/errors';

/** The guarantee form as typed: the card number may hold spaces; the expiry is a month and a year chosen. */
export interface GuaranteeDraft {
  cardNumber: string;
  holderName: string;
  expiry: { month: number | null; year: number | null };
  cvv: string;
  verifyCode: string;
}

export type GuaranteeField = keyof GuaranteeDraft;

/** What is wrong with a field, as a key under hotel.guarantee.problem. */
export type GuaranteeProblem = 'cardNumber' | 'brand' | 'holderName' | 'expiry' | 'expired' | 'cvv' | 'verifyCode';

export const digitsOf = (s: string) => s.replace(/\D/g, '');

/** The number in groups as printed on the card: American Express 4-6-5, the others by four. */
export function groupCardNumber(raw: string): string {
  const d = digitsOf(raw).slice(0, 19);
  const groups = cardBrandOf(d) === 'AMEX' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const out: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= d.length) break;
    out.push(d.slice(at, at + size));
    at += size;
  }
  return out.join(' ');
}

/** American Express prints a four-digit security code, the others three. */
export const cvvLength = (brand: GuaranteeCardBrand | null) => (brand === 'AMEX' ? 4 : 3);

/** Whether a card's last valid month (MM/YYYY, valid through its end) is before `now`'s month. */
export function cardExpired(month: number, year: number, now: Date): boolean {
  return year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1);
}

/**
 * The problems the form can see before asking the server, one per field: a number that is not a card (length, check
 * digit), a brand the guarantee does not take, no holder, no or a past expiry, a security code of the wrong length, a
 * code that is not six digits. The issuer's own answer (declined) only the server gives.
 */
export function guaranteeProblems(d: GuaranteeDraft, accepted: readonly GuaranteeCardBrand[], now: Date): Partial<Record<GuaranteeField, GuaranteeProblem>> {
  const out: Partial<Record<GuaranteeField, GuaranteeProblem>> = {};
  const number = digitsOf(d.cardNumber);
  const brand = cardBrandOf(number);
  if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) out.cardNumber = 'cardNumber';
  else if (!brand || !accepted.includes(brand)) out.cardNumber = 'brand';
  if (d.holderName.trim() === '') out.holderName = 'holderName';
  if (d.expiry.month === null || d.expiry.year === null) out.expiry = 'expiry';
  else if (cardExpired(d.expiry.month, d.expiry.year, now)) out.expiry = 'expired';
  if (!new RegExp(`^\\d{${brand ? cvvLength(brand) : '3,4'}}$`).test(d.cvv)) out.cvv = 'cvv';
  if (!/^\d{6}$/.test(d.verifyCode)) out.verifyCode = 'verifyCode';
  return out;
}

/** The confirm_guarantee input of a draft the checks let through. */
export function confirmInput(orderId: string, d: GuaranteeDraft) {
  return {
    orderId,
    verifyCode: d.verifyCode,
    card: { cardNumber: digitsOf(d.cardNumber), holderName: d.holderName.trim(), expiryMonth: d.expiry.month!, expiryYear: d.expiry.year!, cvv: d.cvv },
  };
}

/** The field a refusal of order/confirm_guarantee is about (shown under it); null for one about the order as a whole. */
export function refusalField(resultCode: string): GuaranteeField | null {
  switch (resultCode) {
    case HotelError.GUARANTEE_CODE_WRONG:
    case HotelError.GUARANTEE_CODE_EXPIRED:
      return 'verifyCode';
    case HotelError.GUARANTEE_CARD_EXPIRED:
      return 'expiry';
    case HotelError.GUARANTEE_CARD_BRAND:
    case HotelError.GUARANTEE_CARD_DECLINED:
      return 'cardNumber';
    default:
      return null;
  }
}

/** A PARAM_ERROR issue's path (`card.cardNumber`, `card.expiryYear`, `verifyCode`) as the form's field. */
export function fieldOfIssuePath(path: string): GuaranteeField | null {
  const last = path.split('.').pop() ?? '';
  if (last === 'expiryMonth' || last === 'expiryYear') return 'expiry';
  return (['cardNumber', 'holderName', 'cvv', 'verifyCode'] as const).find((f) => f === last) ?? null;
}

/** The years a card may still run to, from this one. */
export const expiryYears = (now: Date, count = 16) => Array.from({ length: count }, (_, i) => now.getFullYear() + i);
