import { z } from 'zod';
import { defineCall } from '../platform/define-call';
import { pageOf, pageRequestSchema, okSchema } from '../platform/envelope';
import { MAX, idSchema } from '../platform/text';
import { V, isValidDate, isValidMobile, patterns } from '../platform/patterns';
import { certTypeSchema, genderSchema, passengerTypeSchema } from './enums';

const trimmed = (max: number) => z.string().trim().max(max, { message: V.tooLong });
export const personNameSchema = trimmed(100).regex(patterns.name, { message: V.name });
export const dateSchema = z.string().max(10).refine(isValidDate, { message: V.date });
export const countryCodeSchema = z.string().max(2).regex(/^[A-Z]{2}$/, { message: V.country });
export const emailSchema = trimmed(100).regex(patterns.email, { message: V.email });

export const certificateInputSchema = z.object({
  certificateId: z.string().max(MAX.id).optional(),
  certType: certTypeSchema,
  /** A masked value (with *) sent back unchanged on edit keeps the stored number. */
  certNo: trimmed(40).regex(/^[A-Za-z0-9()*-]{4,40}$/, { message: V.certNo }),
  expiryDate: dateSchema.nullable().optional().describe('YYYY-MM-DD; stored YYYYMMDD'),
  issuePlace: countryCodeSchema.nullable().optional(),
});

export const certificateSchema = z.object({
  certificateId: z.string(),
  certType: z.number().int(),
  certNo: z.string().describe('masked'),
  expiryDate: z.string().nullable().describe('YYYY-MM-DD'),
  issuePlace: z.string().nullable(),
});

const mobileFields = {
  mobileCountryCode: z.string().regex(/^\d{1,4}$/, { message: V.mobile }).default('86'),
  mobile: z.string().trim().max(MAX.phone).optional().nullable(),
};

/** A masked mobile (with *) sent back unchanged on edit keeps the stored one; the server checks it. */
export function checkMobile(v: { mobileCountryCode: string; mobile?: string | null }, ctx: z.RefinementCtx) {
  if (v.mobile && !v.mobile.includes('*') && !isValidMobile(v.mobileCountryCode, v.mobile)) {
    ctx.addIssue({ code: 'custom', path: ['mobile'], message: V.mobile });
  }
}

export const passengerInputSchema = z
  .object({
    passengerId: z.string().max(MAX.id).optional().describe('absent to add, present to edit'),
    familyName: personNameSchema,
    givenName: personNameSchema,
    gender: genderSchema,
    birthday: dateSchema,
    nationality: countryCodeSchema.default('CN'),
    ...mobileFields,
    email: emailSchema.optional().nullable().or(z.literal('').transform(() => null)),
    passengerType: passengerTypeSchema.default('ADT'),
    certificateList: z.array(certificateInputSchema).min(1, { message: V.certificateRequired }).max(10),
  })
  .superRefine(checkMobile);
export type PassengerInput = z.input<typeof passengerInputSchema>;

export const passengerSchema = z.object({
  passengerId: z.string(),
  name: z.string(),
  familyName: z.string(),
  givenName: z.string(),
  gender: z.string(),
  birthday: z.string(),
  nationality: z.string(),
  nationalityName: z.string().nullable(),
  mobileCountryCode: z.string(),
  mobile: z.string().nullable().describe('masked'),
  email: z.string().nullable().describe('masked'),
  passengerType: passengerTypeSchema,
  isSelf: z.boolean(),
  certificateList: z.array(certificateSchema),
  updateTime: z.string(),
});
export type Passenger = z.infer<typeof passengerSchema>;

export const passengerListCall = defineCall({
  service: 'member',
  path: 'passenger/list',
  summary: "The caller's saved passengers, masked",
  auth: 'member',
  bg: true,
  input: pageRequestSchema.default({ pageIndex: 1, pageSize: 20 }),
  output: pageOf(passengerSchema),
});

export const passengerSearchCall = defineCall({
  service: 'member',
  path: 'passenger/search',
  summary: 'Saved passengers whose name, certificate or mobile contains the keyword',
  auth: 'member',
  bg: true,
  input: pageRequestSchema.extend({ keyword: z.string().trim().max(50).default('') }),
  output: pageOf(passengerSchema),
});

export const passengerDetailCall = defineCall({
  service: 'member',
  path: 'passenger/detail',
  summary: 'One saved passenger, masked',
  auth: 'member',
  bg: true,
  input: z.object({ passengerId: idSchema }),
  output: passengerSchema,
});

export const passengerSaveCall = defineCall({
  service: 'member',
  path: 'passenger/save',
  summary: 'Add or edit a saved passenger with certificates',
  auth: 'member',
  write: true,
  bg: true,
  input: passengerInputSchema,
  output: z.object({ passengerId: z.string() }),
});

export const passengerDeleteCall = defineCall({
  service: 'member',
  path: 'passenger/delete',
  summary: 'Delete a saved passenger',
  auth: 'member',
  write: true,
  bg: true,
  input: z.object({ passengerId: idSchema }),
  output: okSchema,
});

export const fuzzyPassengerSchema = z.object({
  source: z.enum(['PASSENGER', 'COLLEAGUE']),
  passengerId: z.string().nullable(),
  memberId: z.string().nullable(),
  name: z.string(),
  departmentName: z.string().nullable(),
  mobile: z.string().nullable().describe('masked'),
});

export const passengerFuzzyQueryCall = defineCall({
  service: 'member',
  path: 'passenger/fuzzy_query',
  summary: 'Type-ahead over saved passengers and colleagues by name, staff id or mobile',
  auth: 'member',
  bg: true,
  input: z.object({ keyword: z.string().trim().min(1).max(50), limit: z.number().int().min(1).max(50).default(10) }),
  output: z.object({ list: z.array(fuzzyPassengerSchema) }),
});
