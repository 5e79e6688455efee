import { z } from 'zod';

export const SUCCESS_CODE = '0';

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ resultCode: z.string(), description: z.string(), data });

export interface Envelope<T = unknown> {
  resultCode: string;
  description: string;
  data: T;
}

export const paramIssueSchema = z.object({
  path: z.string().describe('dotted path of the field, empty for the whole body'),
  code: z.string(),
  message: z.string(),
});
export type ParamIssue = z.infer<typeof paramIssueSchema>;

export const pageRequestSchema = z.object({
  pageIndex: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(200).default(20),
});

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    totalSize: z.number().int(),
    pageIndex: z.number().int(),
    totalPages: z.number().int(),
  });

/** What a file call's handler answers (CallDef.file): the server sends `content` as the body, named as an attachment. */
export const fileAnswerSchema = z.object({
  fileName: z.string().regex(/^[\w.-]{1,120}$/),
  contentType: z.string(),
  content: z.instanceof(Uint8Array),
});
export type FileAnswer = z.infer<typeof fileAnswerSchema>;

export const emptySchema = z.object({}).default({});
export const okSchema = z.object({ ok: z.literal(true) });

export const moneySchema = z.object({
  amount: z.number().int().describe('minor units (fen)'),
  currency: z.string().length(3),
});
export type Money = z.infer<typeof moneySchema>;
