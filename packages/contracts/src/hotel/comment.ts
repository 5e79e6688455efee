import { z } from 'zod';
import { defineCall } from '../platform/define-call';
import { MAX } from '../platform/text';

/** Spec 9: comments 10 a page. */
export const COMMENT_PAGE_SIZE = 10;
export const commentCatalogSchema = z.enum(['ALL', 'GOOD', 'MEDIUM', 'BAD', 'PICTURE']);

export const commentSchema = z.object({
  commentId: z.string(),
  nickName: z.string(),
  score: z.number(),
  tags: z.array(z.string()),
  content: z.string(),
  roomTypeName: z.string().nullable(),
  travelType: z.string().nullable(),
  stayDate: z.string(),
  commentTime: z.string(),
  pictureUrls: z.array(z.string()),
  reply: z.string().nullable(),
});

export const commentSummarySchema = z.object({
  score: z.number(),
  commentCount: z.number().int(),
  subScores: z.array(z.object({ key: z.enum(['LOCATION', 'FACILITY', 'SERVICE', 'HYGIENE']), name: z.string(), score: z.number() })),
  summary: z.string(),
});

export const commentListCall = defineCall({
  service: 'hotel-app',
  path: 'comment/list',
  summary: "A hotel's comments, newest first, by catalogue or tag, 10 a page; the summary on request",
  auth: 'member',
  bg: true,
  input: z.object({
    hotelId: z.string().min(1).max(MAX.id),
    pageIndex: z.number().int().min(1).max(1000).default(1),
    pageSize: z.number().int().min(1).max(50).default(COMMENT_PAGE_SIZE),
    commentCatalog: commentCatalogSchema.default('ALL'),
    needSummary: z.boolean().default(false),
    tagText: z.string().max(MAX.name).optional(),
  }),
  output: z.object({
    commentList: z.array(commentSchema),
    totalSize: z.number().int(),
    pageIndex: z.number().int(),
    totalPages: z.number().int(),
    summary: commentSummarySchema.nullable(),
  }),
});

export const commentTagListCall = defineCall({
  service: 'hotel-app',
  path: 'comment_tag/list',
  summary: "A hotel's comment tags and catalogues with their counts",
  auth: 'member',
  bg: true,
  input: z.object({ hotelId: z.string().min(1).max(MAX.id) }),
  output: z.object({
    tagList: z.array(z.object({ tagText: z.string(), name: z.string(), count: z.number().int(), positive: z.boolean() })),
    catalogList: z.array(z.object({ catalog: commentCatalogSchema, count: z.number().int() })),
  }),
});
