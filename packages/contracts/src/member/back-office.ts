import { z } from 'zod';
import { defineCall } from '../platform/define-call';
import { MAX } from '../platform/text';

/** How many enterprises or members one back-office look-up answers at most. */
export const BACK_OFFICE_LOOKUP_LIMIT = 50;

export const backOfficeEnterpriseSchema = z.object({ enterpriseId: z.string(), enterpriseName: z.string() });
export type BackOfficeEnterprise = z.infer<typeof backOfficeEnterpriseSchema>;

export const backOfficeMemberSchema = z.object({
  memberId: z.string(),
  displayName: z.string(),
  userName: z.string(),
  staffId: z.string().nullable(),
  departmentName: z.string().nullable(),
  mobile: z.string().nullable().describe('masked'),
});
export type BackOfficeMember = z.infer<typeof backOfficeMemberSchema>;

export const backOfficeEnterpriseListCall = defineCall({
  service: 'member',
  path: 'back_office/enterprise/list',
  summary: "The enterprises the back office may act for (the administrator's own first), by a part of either name",
  auth: 'admin',
  input: z.object({ keyword: z.string().trim().max(MAX.name).optional() }).default({}),
  output: z.object({ list: z.array(backOfficeEnterpriseSchema) }),
});

export const backOfficeMemberSearchCall = defineCall({
  service: 'member',
  path: 'back_office/member/search',
  summary: "Members of the enterprise (the bg twin's enterpriseId) by name, user name, staff id or mobile, for the back office to act for; audited",
  auth: 'admin',
  bg: true,
  input: z.object({ keyword: z.string().trim().max(MAX.name).optional() }).default({}),
  output: z.object({ list: z.array(backOfficeMemberSchema) }),
});
