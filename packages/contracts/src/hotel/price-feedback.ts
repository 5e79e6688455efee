import { z } from 'zod';
import { defineCall } from '../platform/define-call';
import { MAX } from '../platform/text';
import { hotelDateSchema } from './stay';

/** Where the traveller saw the room cheaper (spec 5 price feedback `platform`); OTHER names it in `otherPlatform`. */
export const PRICE_FEEDBACK_PLATFORMS = ['CTRIP', 'MEITUAN', 'FLIGGY', 'BOOKING', 'AGODA', 'HOTEL_OFFICIAL', 'OTHER'] as const;
export const priceFeedbackPlatformSchema = z.enum(PRICE_FEEDBACK_PLATFORMS);

export const priceFeedbackConfigCall = defineCall({
  service: 'hotel-app',
  path: 'price_feedback/config',
  summary: "Whether the caller's enterprise takes price feedback (spec 6: its travel-control config decides); the web offers it only beside contract rates",
  auth: 'member',
  bg: true,
  input: z.object({}).default({}),
  output: z.object({ enabled: z.boolean() }),
});

export const priceFeedbackNotifyCall = defineCall({
  service: 'hotel-app',
  path: 'price_feedback/notify',
  summary: 'The traveller reports a lower price seen elsewhere for a hotel with contract rates (spec 5: platform, its price and the room; the other platform named only for OTHER, ignored otherwise)',
  auth: 'member',
  write: true,
  bg: true,
  input: z
    .object({
      hotelId: z.string().min(1).max(MAX.id),
      checkinDate: hotelDateSchema,
      checkoutDate: hotelDateSchema,
      platform: priceFeedbackPlatformSchema,
      otherPlatform: z.string().trim().min(1).max(MAX.name).optional(),
      /** the nightly price seen, in CNY minor units */
      platformPrice: z.number().int().min(1).max(100_000_000),
      roomTypeName: z.string().trim().min(1).max(MAX.name),
    })
    .superRefine((v, ctx) => {
      if (v.platform === 'OTHER' && !v.otherPlatform) ctx.addIssue({ code: 'custom', path: ['otherPlatform'], message: 'validation.required' });
    }),
  output: z.object({ feedbackId: z.string() }),
});
