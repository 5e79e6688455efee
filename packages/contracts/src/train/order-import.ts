import { z } from 'zod';
import { defineCall } from '../platform/define-call';

/** The railway's electronic order number (E + 9 digits), as printed on the ticket and in its SMS. */
export const eOrderNoSchema = z
  .string()
  .max(20)
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(/^E\d{9}$/, { message: 'validation.eOrderNo' }));

const importedOrderSchema = z.object({ orderId: z.string(), eOrderNo: z.string() });

export const orderImportSyncCall = defineCall({
  service: 'train-app',
  path: 'train/order/import/sync',
  write: true,
  summary: "Imports the tickets bought at the railway through the member's logged-in railway account (purchase kind 4), each order once",
  auth: 'member',
  bg: true,
  input: z.object({}).default({}),
  output: z.object({
    importedList: z.array(importedOrderSchema).describe('the orders this call imported'),
    alreadyImportedCount: z.number().int().describe("the account's orders imported before (nothing added for them)"),
    skippedCount: z.number().int().describe('orders whose tickets another member of the platform already holds, or that have no live ticket'),
  }),
});

export const orderImportCall = defineCall({
  service: 'train-app',
  path: 'train/order/import',
  write: true,
  summary: "Imports one railway order by its electronic order number and a passenger's id number (purchase kind 5), once per member",
  auth: 'member',
  bg: true,
  input: z.object({ eOrderNo: eOrderNoSchema, idNumber: z.string().trim().min(4).max(32) }),
  output: importedOrderSchema.extend({ alreadyImported: z.boolean().describe('true: imported before, the same order answers') }),
});
