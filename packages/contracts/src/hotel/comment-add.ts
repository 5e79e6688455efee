import { z } from 'zod';
import { defineCall } from '../platform/define-call';
import { MAX } from '../platform/text';

export const COMMENT_CONTENT_MAX = 1000;

export const commentAddCall = defineCall({
  service: 'hotel-app',
  path: 'comment/add',
  summary: 'The traveller’s comment on a stay (spec 4 action 8): once per order, after check-out; the hotel lists it first',
  auth: 'member',
  write: true,
  bg: true,
  input: z.object({
    orderId: z.string().min(1).max(MAX.id),
    /** 1..5 stars */
    score: z.number().int().min(1).max(5),
    content: z.string().trim().min(1).max(COMMENT_CONTENT_MAX),
    /** tag codes of comment_tag/list (tagText) */
    tags: z.array(z.string().min(1).max(MAX.name)).max(10).default([]),
  }),
  output: z.object({ orderId: z.string(), commentId: z.string(), commentTime: z.string() }),
});
