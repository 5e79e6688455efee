import { z } from 'zod';
import { defineCall } from '../platform/define-call';
import { MAX } from '../platform/text';
import { hotelInfoSchema } from './hotel-card';

/** Spec 3: favourite operation codes add 1, delete 2, query 3. */
export const FAVORITE_OPERATION = { ADD: 1, DELETE: 2, QUERY: 3 } as const;
/** Spec 9: favourites and order history 30 a page; browse history default 4. */
export const FAVORITE_PAGE_SIZE = 30;
export const BROWSE_HISTORY_SIZE = 4;
/** Ours (the spec gives none): how many hotels one member may keep. */
export const FAVORITE_LIMIT = 500;
export const BROWSE_HISTORY_KEEP = 100;

export const favoriteOperateCall = defineCall({
  service: 'hotel-app',
  path: 'hotel/favorite/operate',
  summary: 'Add a hotel to the member’s favourites (1), remove it (2) or ask whether it is one (3)',
  auth: 'member',
  write: true,
  bg: true,
  input: z.object({ hotelId: z.string().min(1).max(MAX.id), operation: z.union([z.literal(1), z.literal(2), z.literal(3)]) }),
  output: z.object({ favorite: z.boolean() }),
});

export const favoriteListCall = defineCall({
  service: 'hotel-app',
  path: 'hotel/favorite/list',
  summary: "The member's favourite hotels, latest first, 30 a page",
  auth: 'member',
  bg: true,
  input: z
    .object({ pageIndex: z.number().int().min(1).max(1000).default(1), pageSize: z.number().int().min(1).max(50).default(FAVORITE_PAGE_SIZE) })
    .default({ pageIndex: 1, pageSize: FAVORITE_PAGE_SIZE }),
  output: z.object({
    list: z.array(hotelInfoSchema.extend({ favoriteTime: z.string() })),
    totalSize: z.number().int(),
    pageIndex: z.number().int(),
    totalPages: z.number().int(),
  }),
});

export const browseHistoryListCall = defineCall({
  service: 'hotel-app',
  path: 'hotel/browse_history/list',
  summary: 'The hotels the member viewed last, latest first (4 by default)',
  auth: 'member',
  bg: true,
  input: z.object({ size: z.number().int().min(1).max(BROWSE_HISTORY_KEEP).default(BROWSE_HISTORY_SIZE) }).default({ size: BROWSE_HISTORY_SIZE }),
  output: z.object({ list: z.array(hotelInfoSchema.extend({ browseTime: z.string() })) }),
});
