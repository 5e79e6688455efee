import { z } from 'zod';
import { defineCall } from '../platform/define-call';
import { V, patterns } from '../platform/patterns';
import { MAX } from '../platform/text';
import { productKindSchema } from './enums';

const flag = z.boolean();

/** Enterprise configuration of specs/platform.md section 3, every field. */
export const enterpriseConfigSchema = z.object({
  maxPrivatePassengers: z.number().int().min(0).describe('most passengers one private booking may carry'),
  passengerValidityDays: z.number().int().min(0).describe('days a saved passenger stays valid without use; 0 forever'),
  trDateRestriction: z.object({
    enabled: flag,
    daysBefore: z.number().int().min(0).describe('day redundancy before the TR begins'),
    daysAfter: z.number().int().min(0).describe('day redundancy after the TR ends'),
  }),
  trCityRestriction: flag,
  trTypeFlag: z.number().int().describe('travel-request type flag'),
  serviceFlags: z.array(z.object({ product: productKindSchema, business: flag, personal: flag })).max(20),
  serviceTelList: z.array(z.object({ regionCode: z.union([z.literal(1), z.literal(2), z.literal(3)]), phone: z.string().trim().max(MAX.phone, { message: V.phone }).regex(patterns.servicePhone, { message: V.phone }).or(z.literal('')) })).max(3),
  airControl: z.object({
    lowPriceAdviceFlag: flag,
    lowPriceAdviceTime: z.number().int().min(0).describe('minutes around the chosen flight'),
    reservationReminderFlag: flag,
    reservationReminderDays: z.number().int().min(0),
    violationList: z.array(z.string().max(MAX.code)).max(MAX.items),
    roundTripSupport: flag,
  }),
  iairControl: z.object({
    travelRequestMode: z.number().int(),
    daysBefore: z.number().int().min(0),
    daysAfter: z.number().int().min(0),
  }),
  hotelControl: z.object({
    changeDays: z.number().int().min(0),
    checkInPersonControl: flag,
    dispatchTypes: z.array(z.number().int()).max(20),
    lowPriceAdvice: z.union([z.literal(0), z.literal(1), z.literal(2)]).describe('0 close, 1 with reason, 2 without reason'),
    violationList: z.array(z.string().max(MAX.code)).max(MAX.items),
    shareStandard: z.object({ mode: z.enum(['SUM', 'HIGHEST_PLUS_PERCENT']), percent: z.number().int().min(0) }),
    travelRuleViolationControl: z.number().int().describe('0 reason, 5 personal pay, 4 mixed pay, 3 and 1 forbidden, 2 approval'),
    /** travellers may report a lower price seen elsewhere for contract hotels (spec 6); configs saved before it had it on */
    priceFeedback: flag.default(true),
  }),
  trainControl: z.object({
    daysBefore: z.number().int().min(0),
    daysAfter: z.number().int().min(0),
  }),
});
export type EnterpriseConfig = z.infer<typeof enterpriseConfigSchema>;

export const companyDetailSchema = z.object({
  enterpriseId: z.string(),
  enterpriseName: z.string(),
  enterpriseNameEn: z.string().nullable(),
  config: enterpriseConfigSchema,
  /** The three regions, each with its configured phone or the spec's fallback. */
  serviceTels: z.object({ region1: z.string(), region2: z.string(), region3: z.string(), default: z.string() }),
});
export type CompanyDetail = z.infer<typeof companyDetailSchema>;

export const companyDetailCall = defineCall({
  service: 'member',
  path: 'company/detail',
  summary: "The caller's enterprise and its configuration",
  auth: 'member',
  bg: true,
  input: z.object({}).default({}),
  output: companyDetailSchema,
});

export const departmentSchema = z.object({
  departmentId: z.string(),
  departmentName: z.string(),
  departmentNameEn: z.string().nullable(),
  parentId: z.string().nullable(),
  hasChildren: z.boolean(),
});

export const departmentQueryCall = defineCall({
  service: 'member',
  path: 'department/query',
  summary: "The enterprise's departments, optionally filtered by name",
  auth: 'member',
  bg: true,
  input: z.object({ keyword: z.string().max(50).optional() }).default({}),
  output: z.object({ list: z.array(departmentSchema) }),
});

export const departmentSubCall = defineCall({
  service: 'member',
  path: 'department/sub',
  summary: 'The direct sub-departments of a department (top level without departmentId)',
  auth: 'member',
  bg: true,
  input: z.object({ departmentId: z.string().max(MAX.id).optional() }).default({}),
  output: z.object({ list: z.array(departmentSchema) }),
});

export const costCentreSchema = z.object({ costCentreId: z.string(), code: z.string(), name: z.string() });
export const projectSchema = z.object({ projectId: z.string(), code: z.string(), name: z.string() });

export const costCentreListCall = defineCall({
  service: 'member',
  path: 'cost_centre/list',
  summary: "The enterprise's active cost centres",
  auth: 'member',
  bg: true,
  input: z.object({ keyword: z.string().trim().max(50).optional() }).default({}),
  output: z.object({ list: z.array(costCentreSchema) }),
});

export const projectListCall = defineCall({
  service: 'member',
  path: 'project/list',
  summary: "The enterprise's active projects",
  auth: 'member',
  bg: true,
  input: z.object({ keyword: z.string().trim().max(50).optional() }).default({}),
  output: z.object({ list: z.array(projectSchema) }),
});

export const companyConfigSaveCall = defineCall({
  service: 'member',
  path: 'company/config/save',
  summary: "Replace the enterprise's configuration (travel managers and administrators)",
  auth: 'member',
  write: true,
  bg: true,
  input: enterpriseConfigSchema,
  output: z.object({ ok: z.literal(true) }),
});
