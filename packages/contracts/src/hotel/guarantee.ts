import { z } from 'zod';
import { defineCall } from '../platform/define-call';
import { moneySchema } from '../platform/envelope';
import { MAX } from '../platform/text';

/**
 * Spec 4 guarantee format: 1 self guarantee (the enterprise's account stands behind a business stay: no card asked),
 * 2 third-party guarantee (the traveller's card, which a pay-at-hotel private stay needs before the hotel confirms).
 */
export const GUARANTEE_FORMAT = { SELF: 1, THIRD_PARTY: 2 } as const;
export const guaranteeFormatSchema = z.union([z.literal(1), z.literal(2)]);
export type GuaranteeFormat = z.infer<typeof guaranteeFormatSchema>;

/** Spec 9's payment brands that are cards: the ones a guarantee takes. */
export const GUARANTEE_CARD_BRANDS = ['VISA', 'MASTER', 'AMEX', 'DINERS', 'JCB_INT', 'CUP_DEBIT'] as const;
export const guaranteeCardBrandSchema = z.enum(GUARANTEE_CARD_BRANDS);
export type GuaranteeCardBrand = z.infer<typeof guaranteeCardBrandSchema>;

/** A verify code lives this long; another is sent at most this often; this many wrong tries end it. */
export const GUARANTEE_CODE_MINUTES = 10;
export const GUARANTEE_CODE_RESEND_SECONDS = 60;
export const GUARANTEE_CODE_ATTEMPTS = 5;

const inRange = (n: string, lo: number, hi: number, len: number) => n.length >= len && Number(n.slice(0, len)) >= lo && Number(n.slice(0, len)) <= hi;

/** The brand a card number belongs to by its leading digits (issuer ranges), null when none a guarantee takes. */
export function cardBrandOf(cardNumber: string): GuaranteeCardBrand | null {
  const n = cardNumber.replace(/\D/g, '');
  if (/^3[47]/.test(n)) return 'AMEX';
  if (inRange(n, 3528, 3589, 4)) return 'JCB_INT';
  if (/^3(0[0-5]|[68])/.test(n)) return 'DINERS';
  if (/^4/.test(n)) return 'VISA';
  if (inRange(n, 51, 55, 2) || inRange(n, 2221, 2720, 4)) return 'MASTER';
  if (/^62/.test(n)) return 'CUP_DEBIT';
  return null;
}

/** The Luhn check digit holds (a mistyped digit or two swapped neighbours fail it). */
export function luhnValid(cardNumber: string): boolean {
  let sum = 0;
  for (let i = 0; i < cardNumber.length; i++) {
    let d = Number(cardNumber[cardNumber.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return cardNumber.length > 0 && sum % 10 === 0;
}

export const guaranteeCardSchema = z.object({
  cardNumber: z
    .string()
    .regex(/^\d{12,19}$/, { message: 'validation.cardNumber' })
    .refine(luhnValid, { message: 'validation.cardNumber' }),
  holderName: z.string().trim().min(1).max(MAX.name),
  expiryMonth: z.number().int().min(1).max(12),
  expiryYear: z.number().int().min(2000).max(2100),
  cvv: z.string().regex(/^\d{3,4}$/, { message: 'validation.cvv' }),
});

/** What is kept of a card: never its number beyond the last four digits, never its security code. */
export const guaranteeCardSummarySchema = z.object({
  brand: guaranteeCardBrandSchema,
  last4: z.string(),
  holderName: z.string(),
  /** MM/YYYY */
  expiry: z.string(),
});
export type GuaranteeCardSummary = z.infer<typeof guaranteeCardSummarySchema>;

const orderIdInput = z.object({ orderId: z.string().min(1).max(MAX.id) });

export const guaranteeInfoSchema = z.object({
  orderId: z.string(),
  guaranteeFormat: guaranteeFormatSchema,
  /** a card is asked (third-party guarantee of a stay paid at the hotel) */
  needCard: z.boolean(),
  /** 1 time-based (arriving after guaranteeStartTime), 3 certain */
  guaranteeCondition: z.union([z.literal(1), z.literal(3)]),
  guaranteeStartTime: z.string().nullable(),
  /** what the hotel may charge the card if the guest never arrives: the first night or the whole stay */
  guaranteeAmountType: z.enum(['FIRST_NIGHT', 'FULL']),
  guaranteeAmount: moneySchema,
  cardBrandList: z.array(guaranteeCardBrandSchema),
  /** still to be given, and until when (the order is cancelled and its rooms released after it) */
  waitGuarantee: z.boolean(),
  latestGuaranteeTime: z.string().nullable(),
  secondToLatestGuaranteeTime: z.number().int(),
  /** the card given, once guaranteed */
  card: guaranteeCardSummarySchema.nullable(),
  /** where the verify code goes (masked) */
  verifyCodeTo: z.string().nullable(),
});
export type GuaranteeInfo = z.infer<typeof guaranteeInfoSchema>;

export const listGuaranteeTypeCall = defineCall({
  service: 'hotel-app',
  path: 'order/list_guarantee_type',
  summary: 'How the order is guaranteed: by the enterprise (self) or by a card (third party), the amount at stake on a no-show, the cards taken, the deadline',
  auth: 'member',
  bg: true,
  input: orderIdInput,
  output: guaranteeInfoSchema,
});

export const sendVerifyCodeCall = defineCall({
  service: 'hotel-app',
  path: 'order/send_verify_code',
  summary: `Sends a six-digit code that confirms the card guarantee to the member who booked (in-app message and mail); valid ${GUARANTEE_CODE_MINUTES} minutes, resent at most every ${GUARANTEE_CODE_RESEND_SECONDS} s`,
  auth: 'member',
  write: true,
  bg: true,
  input: orderIdInput,
  output: z.object({ orderId: z.string(), sentTo: z.string(), expiresAt: z.string(), resendAfter: z.string() }),
});

export const confirmGuaranteeCall = defineCall({
  service: 'hotel-app',
  path: 'order/confirm_guarantee',
  summary: 'Guarantees a stay paid at the hotel with a card and the verify code: the hotel keeps the card (nothing is charged unless the guest never arrives) and goes on to confirm',
  auth: 'member',
  write: true,
  bg: true,
  input: orderIdInput.extend({ verifyCode: z.string().regex(/^\d{6}$/, { message: 'validation.verifyCode' }), card: guaranteeCardSchema }),
  output: z.object({ orderId: z.string(), orderStatus: z.number().int(), card: guaranteeCardSummarySchema }),
});
