import { z } from 'zod';
import { defineCall } from '../platform/define-call';
import { MAX } from '../platform/text';

export const maskFieldTypeSchema = z.enum(['CERT_NO', 'MOBILE', 'EMAIL']);

export const viewMaskCall = defineCall({
  service: 'member',
  path: 'view_mask',
  summary: 'Reveal one masked value of a passenger, contact or the own profile; checked and audited',
  auth: 'member',
  write: false,
  bg: true,
  input: z.object({
    targetType: z.enum(['PASSENGER', 'CONTACT', 'SELF']),
    targetId: z.string().max(MAX.id).optional().describe('passengerId or contactId; absent for SELF'),
    fieldType: maskFieldTypeSchema,
    certificateId: z.string().max(MAX.id).optional().describe('which certificate, for CERT_NO'),
  }),
  output: z.object({ fieldValue: z.string().nullable() }),
});
