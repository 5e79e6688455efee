import type { Comment, CommentPage, CommentStats, LocalText } from '../../modules/hotel/hotel-port';
import { addDays, localDateHour } from '../../platform/dates';
import { hashString } from '../../platform/seeded-random';
import { CLOSING, COMMENT_TAGS, NEGATIVE_TAGS, NICKNAMES, POSITIVE_TAGS, REPLY, TRAVEL_TYPES, type CommentTag } from './comment-texts';
import type { HotelRates } from './hotel-catalog';
import { localInstant } from './stay-dates';

/**
 * Comments are generated on the fly from the seed, one per index (0 the newest), never stored: the cheap facts of
 * every comment (score, catalogs, tags) are drawn first, so filters and counts scan them, and only a page is written.
 */
interface Facet {
  index: number;
  score: number;
  catalogs: string[];
  tags: CommentTag[];
  pictures: number;
}

/**
 * The newest comment's day: yesterday in the hotel's zone. Comments move with the clock, none is dated after now (the
 * latest is written at 21:59 local), and the answer depends on the day only, not the hour.
 */
export function newestCommentDay(nowMs: number, timeZone: string): string {
  return addDays(localDateHour(nowMs, timeZone).date, -1);
}
const u = (key: string) => hashString(key) / 4294967296;

function facet(seed: string, rates: HotelRates, index: number): Facet {
  const key = `${seed}|cm|${rates.meta.summary.hotelId}|${index}`;
  const score = Math.min(5, Math.max(1, Math.round(rates.meta.summary.score + (u(`${key}|s`) - 0.5) * 2.4)));
  const pictures = u(`${key}|p`) < 0.2 ? 1 + (hashString(`${key}|pn`) % 3) : 0;
  const pool = score >= 4 ? POSITIVE_TAGS : score < 3 ? NEGATIVE_TAGS : COMMENT_TAGS;
  const count = 1 + (hashString(`${key}|tn`) % 3);
  const start = hashString(`${key}|t`) % pool.length;
  const tags = Array.from({ length: Math.min(count, pool.length) }, (_, i) => pool[(start + i * 3) % pool.length]!);
  const level = score >= 4 ? 'GOOD' : score < 3 ? 'BAD' : 'MEDIUM';
  return { index, score, catalogs: [level, ...(pictures > 0 ? ['PICTURE'] : [])], tags: [...new Set(tags)], pictures };
}

function facets(seed: string, rates: HotelRates): Facet[] {
  return Array.from({ length: rates.meta.summary.commentCount }, (_, i) => facet(seed, rates, i));
}

function write(seed: string, rates: HotelRates, f: Facet, newest: string): Comment {
  const { hotelId } = rates.meta.summary;
  const key = `${seed}|cm|${hotelId}|${f.index}`;
  // About three years of comments, spread evenly over the hotel's count, newest first.
  const day = addDays(newest, -Math.floor((f.index * 1100) / Math.max(1, rates.meta.summary.commentCount)));
  const level = f.catalogs[0] as 'GOOD' | 'MEDIUM' | 'BAD';
  const join = (pick: (t: LocalText) => string, sep: string, closing: LocalText) => [...f.tags.map((t) => pick(t.phrase)), pick(closing)].join(sep);
  const room = rates.rooms[hashString(`${key}|r`) % rates.rooms.length]!.room;
  const hour = String(8 + (hashString(`${key}|h`) % 14)).padStart(2, '0');
  return {
    commentId: `${hotelId}-C${f.index + 1}`,
    nickName: NICKNAMES[hashString(`${key}|n`) % NICKNAMES.length]!,
    score: f.score,
    catalogs: f.catalogs,
    tags: f.tags.map((t) => t.tag),
    content: { zh: join((t) => t.zh, '', CLOSING[level]), en: join((t) => t.en, ' ', CLOSING[level]) },
    roomTypeName: room.name,
    travelType: TRAVEL_TYPES[hashString(`${key}|tt`) % TRAVEL_TYPES.length]!,
    stayDate: addDays(day, -(1 + (hashString(`${key}|d`) % 10))),
    commentTime: localInstant(day, `${hour}:${String(hashString(`${key}|m`) % 60).padStart(2, '0')}`, rates.meta.city.timeZone),
    pictureUrls: Array.from({ length: f.pictures }, (_, k) => `/sandbox/hotel/pictures/${hotelId}/comment-${f.index + 1}-${k + 1}.svg`),
    reply: u(`${key}|re`) < 0.4 ? REPLY[level === 'BAD' ? 'BAD' : 'GOOD'] : null,
  };
}

/**
 * A page of the hotel's comments, newest first, filtered by catalog (GOOD, MEDIUM, BAD, PICTURE) and tag, dated back
 * from the clock's yesterday in the hotel's zone (`nowMs`): the same seed on the same day gives the same page.
 */
export function commentPage(seed: string, rates: HotelRates, q: { catalog?: string; tag?: string; pageIndex: number; pageSize: number }, nowMs: number): CommentPage {
  const size = Math.max(1, q.pageSize);
  return commentSlice(seed, rates, q, Math.max(0, q.pageIndex - 1) * size, size, nowMs);
}

/** `count` generated comments from the `from`-th matching one (guests' real comments come before them). */
export function commentSlice(seed: string, rates: HotelRates, q: { catalog?: string; tag?: string }, from: number, count: number, nowMs: number): CommentPage {
  const newest = newestCommentDay(nowMs, rates.meta.city.timeZone);
  const matching = facets(seed, rates).filter((f) => (!q.catalog || f.catalogs.includes(q.catalog)) && (!q.tag || f.tags.some((t) => t.tag === q.tag)));
  return { total: matching.length, list: matching.slice(from, from + Math.max(0, count)).map((f) => write(seed, rates, f, newest)) };
}

export function commentStats(seed: string, rates: HotelRates): CommentStats {
  const all = facets(seed, rates);
  const { score, hotelId } = rates.meta.summary;
  const catalogs = ['GOOD', 'MEDIUM', 'BAD', 'PICTURE'].map((catalog) => ({ catalog, count: all.filter((f) => f.catalogs.includes(catalog)).length }));
  const tags = COMMENT_TAGS.map((t) => ({ tag: t.tag, name: t.name, positive: t.positive, count: all.filter((f) => f.tags.includes(t)).length }))
    .filter((t) => t.count > 0)
    .sort((a, b) => b.count - a.count);
  const sub = (k: string) => Math.min(5, Math.max(1, Math.round((score + (u(`${seed}|sub|${hotelId}|${k}`) - 0.5) * 0.6) * 10) / 10));
  const praised = tags.filter((t) => t.positive).slice(0, 3);
  const faulted = tags.find((t) => !t.positive);
  return {
    score,
    total: all.length,
    subScores: (['LOCATION', 'FACILITY', 'SERVICE', 'HYGIENE'] as const).map((key) => ({ key, score: sub(key) })),
    catalogs,
    tags,
    summary: {
      zh: `${praised.length ? `住客普遍认为酒店${praised.map((t) => t.name.zh).join('、')}` : '住客评价不一'}${faulted ? `,也有住客提到${faulted.name.zh}` : ''}。`,
      en: `${praised.length ? `Guests mostly mention: ${praised.map((t) => t.name.en.toLowerCase()).join(', ')}` : 'Guests are divided'}${faulted ? `; some mention: ${faulted.name.en.toLowerCase()}` : ''}.`,
    },
  };
}
