import { z } from 'zod';
import { defineCall } from '../platform/define-call';
import { MAX } from '../platform/text';

export const ERROR_DESC_MAX = 500;
export const HOTEL_ERROR_AUDIT_LIST_SIZE = 50;

export const errorAuditAddCall = defineCall({
  service: 'hotel-app',
  path: 'error_audit/add',
  summary: "A traveller reports wrong information on a hotel's page (spec 7 error audit add: hotelId, errorDesc); the enterprise's administrators read it",
  auth: 'member',
  write: true,
  bg: true,
  input: z.object({ hotelId: z.string().min(1).max(MAX.id), errorDesc: z.string().trim().min(1).max(ERROR_DESC_MAX) }),
  output: z.object({ reportId: z.string() }),
});

export const errorAuditListCall = defineCall({
  service: 'hotel-app',
  path: 'error_audit/list',
  summary: "The enterprise's latest reports of wrong hotel information, newest first (administrators; the bg twin names the enterprise)",
  auth: 'admin',
  bg: true,
  input: z.object({}).default({}),
  output: z.object({
    list: z.array(z.object({ reportId: z.string(), hotelId: z.string(), hotelName: z.string(), memberId: z.string(), memberName: z.string().describe('who reported it'), errorDesc: z.string(), createdAt: z.string() })),
  }),
});
