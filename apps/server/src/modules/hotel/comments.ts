import type { z } from 'zod';
import { commentCatalogSchema, type commentListCall, type commentTagListCall } from '@travel/contracts/hotel/comment';
import { HotelError } from '@travel/contracts/hotel/errors';
import type { Locale } from '@travel/contracts/platform/locales';
import { AppError } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { textIn } from './hotel-card';
import type { Comment, CommentStats, HotelSupplier } from './hotel-port';

type ListInput = z.output<(typeof commentListCall)['input']>;
type ListOutput = z.output<(typeof commentListCall)['output']>;
type TagOutput = z.output<(typeof commentTagListCall)['output']>;
type CommentOut = ListOutput['commentList'][number];

/** The stats stand for the hotel: an unknown hotel has none. */
async function statsOf(hotels: HotelSupplier, hotelId: string): Promise<CommentStats> {
  const stats = await hotels.getCommentStats(hotelId);
  if (!stats) throw new AppError(HotelError.HOTEL_NOT_FOUND);
  return stats;
}

function toComment(c: Comment, locale: Locale): CommentOut {
  const opt = (x: Comment['reply']) => (x ? textIn(locale, x) : null);
  return {
    commentId: c.commentId,
    nickName: c.nickName,
    score: c.score,
    tags: c.tags,
    content: textIn(locale, c.content),
    roomTypeName: opt(c.roomTypeName),
    travelType: opt(c.travelType),
    stayDate: c.stayDate,
    commentTime: c.commentTime,
    pictureUrls: c.pictureUrls,
    reply: opt(c.reply),
  };
}

function toSummary(stats: CommentStats, locale: Locale): NonNullable<ListOutput['summary']> {
  return {
    score: stats.score,
    commentCount: stats.total,
    subScores: stats.subScores.map((s) => ({ key: s.key, name: t(locale, `hotel.subScore.${s.key}`), score: s.score })),
    summary: textIn(locale, stats.summary),
  };
}

/** Spec 9: a hotel's comments a page at a time (10 by default), by catalogue or tag, with the summary on request. */
export async function listComments(hotels: HotelSupplier, input: ListInput, locale: Locale): Promise<ListOutput> {
  const stats = await statsOf(hotels, input.hotelId);
  const page = await hotels.getComments(input.hotelId, {
    catalog: input.commentCatalog === 'ALL' ? undefined : input.commentCatalog,
    tag: input.tagText || undefined,
    pageIndex: input.pageIndex,
    pageSize: input.pageSize,
  });
  return {
    commentList: page.list.map((c) => toComment(c, locale)),
    totalSize: page.total,
    pageIndex: input.pageIndex,
    totalPages: Math.ceil(page.total / input.pageSize),
    summary: input.needSummary ? toSummary(stats, locale) : null,
  };
}

/** The tags reviewers gave (names in the reader's language) and every catalogue with its count (ALL the total). */
export async function listCommentTags(hotels: HotelSupplier, hotelId: string, locale: Locale): Promise<TagOutput> {
  const stats = await statsOf(hotels, hotelId);
  const counts = new Map(stats.catalogs.map((c) => [c.catalog, c.count]));
  return {
    tagList: stats.tags.map((tag) => ({ tagText: tag.tag, name: textIn(locale, tag.name), count: tag.count, positive: tag.positive })),
    catalogList: commentCatalogSchema.options.map((catalog) => ({ catalog, count: catalog === 'ALL' ? stats.total : (counts.get(catalog) ?? 0) })),
  };
}
