import { z } from 'zod';
import type { ServiceKind } from '../platform/products';

/** Certificate types of specs/platform.md section 9. */
export const CERTIFICATE_TYPES = {
  1: 'ID_CARD',
  2: 'PASSPORT',
  3: 'OTHER',
  4: 'TAIWAN_PERMIT',
  5: 'HOME_RETURN_PERMIT',
  6: 'HK_MACAU_PASS',
  7: 'TAIWAN_COMPATRIOT_CARD',
  8: 'HOUSEHOLD_BOOKLET',
  9: 'BIRTH_CERTIFICATE',
  10: 'HMT_RESIDENT_PERMIT',
  11: 'FOREIGNER_PERMANENT_RESIDENCE',
  14: 'SEAFARER',
  15: 'OFFICER',
} as const;
export type CertType = keyof typeof CERTIFICATE_TYPES;
export const CERT_TYPE_CODES = Object.keys(CERTIFICATE_TYPES).map(Number) as CertType[];
export const certTypeSchema = z
  .number({ message: 'validation.certType' })
  .int()
  .refine((v): v is CertType => v in CERTIFICATE_TYPES, { message: 'validation.certType' })
  .meta({ description: 'certificate type', enum: CERT_TYPE_CODES });

export const genderSchema = z.enum(['M', 'F'], { message: 'validation.gender' });
export const passengerTypeSchema = z.enum(['ADT', 'CHD', 'INF']);
/** Cabin level limit: FIRST 0, BUSINESS 1, ECONOMY 2, NONE 9. */
export const cabinLevelSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(9)]);
export const TRAVEL_MANAGER_ROLES = [3, 7] as const;
/** The enterprise's service flags: service kinds it offers, and TRAVEL (travel requests). */
export const PRODUCT_KINDS = ['CHOTEL', 'IHOTEL', 'CAIR', 'IAIR', 'TRAIN', 'TRAVEL'] as const satisfies readonly (ServiceKind | 'TRAVEL')[];
export const productKindSchema = z.enum(PRODUCT_KINDS);
/** Fallback customer-service phones per region (specs/platform.md section 9). */
export const FALLBACK_SERVICE_PHONES: Record<1 | 2 | 3, string> = {
  1: '0755-28566666',
  2: '40000-59180',
  3: '40061-40061',
};
export const DEFAULT_SERVICE_PHONE = '0755-28566666';
