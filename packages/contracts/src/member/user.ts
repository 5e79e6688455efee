import { z } from 'zod';
import { defineCall } from '../platform/define-call';
import { localeSchema } from '../platform/locales';
import { cabinLevelSchema, genderSchema } from './enums';

export const memberRoleSchema = z.enum(['employee', 'admin']);

export const userProfileSchema = z.object({
  memberId: z.string(),
  userName: z.string(),
  staffId: z.string().nullable(),
  mobile: z.string().nullable().describe('masked'),
  mobileCountryCode: z.string(),
  email: z.string().nullable().describe('masked'),
  departmentId: z.string().nullable(),
  departmentName: z.string().nullable(),
  enterpriseId: z.string(),
  enterpriseName: z.string(),
  role: memberRoleSchema,
  vip: z.boolean(),
  NoTRBook: z.boolean().describe('may book business trips without a travel request'),
  IairNoTrBook: z.boolean().describe('may book international air without a travel request'),
  travelManager: z.boolean().describe('the flag, or roleList containing 3 or 7'),
  travelLevel: z.string().nullable(),
  travelLevelName: z.string().nullable(),
  cabinLevelLimit: cabinLevelSchema,
  roleList: z.array(z.number().int()),
  auditSubmitPermissionList: z.array(z.string()),
  canCreateTravelRequest: z.boolean(),
  strategyPrivilege: z.string(),
  showReport: z.boolean().describe("strategyPrivilege is not 'no'"),
  birthday: z.string().nullable(),
  gender: genderSchema.nullable(),
  givenName: z.string().nullable(),
  familyName: z.string().nullable(),
  displayName: z.string(),
  language: localeSchema.nullable().describe('the UI language the member last used; mail and notifications are written in it'),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const userDetailCall = defineCall({
  service: 'member',
  path: 'user/detail',
  summary: 'The logged-in member profile',
  auth: 'member',
  bg: true,
  input: z.object({}).default({}),
  output: userProfileSchema,
});

export const travelLevelSchema = z.object({
  travelLevel: z.string(),
  travelLevelName: z.string(),
  cabinLevelLimit: cabinLevelSchema,
});

export const travelLevelQueryCall = defineCall({
  service: 'member',
  path: 'travel_level/query',
  summary: "The member's travel level and the enterprise's levels",
  auth: 'member',
  bg: true,
  input: z.object({}).default({}),
  output: z.object({
    travelLevel: z.string().nullable(),
    travelLevelName: z.string().nullable(),
    cabinLevelLimit: cabinLevelSchema,
    list: z.array(travelLevelSchema),
  }),
});
