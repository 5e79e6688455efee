import { z } from 'zod';
import { defineCall } from '../platform/define-call';
import { okSchema } from '../platform/envelope';
import { V, isValidMobile } from '../platform/patterns';
import { MAX, idSchema } from '../platform/text';
import { emailSchema, personNameSchema } from './passenger';

export const contactInputSchema = z
  .object({
    contactId: z.string().max(MAX.id).optional(),
    name: personNameSchema,
    mobileCountryCode: z.string().regex(/^\d{1,4}$/, { message: V.mobile }).default('86'),
    mobile: z.string().trim().min(1, { message: V.mobile }).max(MAX.phone, { message: V.mobile }),
    email: emailSchema.optional().nullable().or(z.literal('').transform(() => null)),
    isDefault: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    if (!v.mobile.includes('*') && !isValidMobile(v.mobileCountryCode, v.mobile)) ctx.addIssue({ code: 'custom', path: ['mobile'], message: V.mobile });
  });

export const contactSchema = z.object({
  contactId: z.string(),
  name: z.string(),
  mobileCountryCode: z.string(),
  mobile: z.string().describe('masked'),
  email: z.string().nullable().describe('masked'),
  isDefault: z.boolean(),
});
export type Contact = z.infer<typeof contactSchema>;

export const contactListCall = defineCall({
  service: 'member',
  path: 'contact/list',
  summary: "The caller's contacts, masked",
  auth: 'member',
  bg: true,
  input: z.object({}).default({}),
  output: z.object({ list: z.array(contactSchema) }),
});

export const contactDetailCall = defineCall({
  service: 'member',
  path: 'contact/detail',
  summary: 'One contact, masked',
  auth: 'member',
  bg: true,
  input: z.object({ contactId: idSchema }),
  output: contactSchema,
});

export const contactSaveCall = defineCall({
  service: 'member',
  path: 'contact/save',
  summary: 'Add or edit a contact',
  auth: 'member',
  write: true,
  bg: true,
  input: contactInputSchema,
  output: z.object({ contactId: z.string() }),
});

export const contactDeleteCall = defineCall({
  service: 'member',
  path: 'contact/delete',
  summary: 'Delete a contact',
  auth: 'member',
  write: true,
  bg: true,
  input: z.object({ contactId: idSchema }),
  output: okSchema,
});
