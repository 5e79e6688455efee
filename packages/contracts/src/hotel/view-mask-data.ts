import { z } from 'zod';
import { defineCall } from '../platform/define-call';

/** Spec 7 bff/view_mask_data: the full value behind a mask key an answer gave (order/get's keyContact), checked and audited. */
export const viewMaskDataCall = defineCall({
  service: 'hotel-app',
  path: 'bff/view_mask_data',
  summary: 'Reveals one masked value by the mask key an answer gave with it (the order contact’s mobile or email); the caller must still be allowed to open its order; audited',
  auth: 'member',
  bg: true,
  input: z.object({ maskKey: z.string().min(1).max(200) }),
  output: z.object({ value: z.string().nullable() }),
});
