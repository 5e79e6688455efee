import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_PAGE_SIZE, commentListCall, commentTagListCall } from '@travel/contracts/hotel/comment';
import { HotelError } from '@travel/contracts/hotel/errors';
import { openDetailEnv, type DetailEnv } from './hotel-detail-fixture';

describe('comment/list and comment_tag/list', () => {
  let env: DetailEnv;
  let hotelId: string;
  beforeAll(async () => {
    env = await openDetailEnv();
    // A hotel with several pages of comments.
    hotelId = (await env.hotels.listHotels('156110000')).find((h) => h.commentCount > 3 * COMMENT_PAGE_SIZE && h.commentCount < 200)!.hotelId;
  }, 120_000);
  afterAll(async () => env?.t.close());

  const page = (extra: Record<string, unknown> = {}, lang = 'en') => env.notr.ok(commentListCall, { hotelId, ...extra }, { lang });

  // Newest first by day: the sandbox orders comments by date, not by the time within a day.
  it('pages 10 at a time, newest first, without repeating a comment, up to the total', async () => {
    const first = await page();
    expect(first.commentList).toHaveLength(COMMENT_PAGE_SIZE);
    expect(first.totalPages).toBe(Math.ceil(first.totalSize / COMMENT_PAGE_SIZE));
    expect(first.summary).toBeNull();
    const seen: string[] = [];
    const times: string[] = [];
    for (let i = 1; i <= first.totalPages; i++) {
      const p = await page({ pageIndex: i });
      expect(p.pageIndex).toBe(i);
      seen.push(...p.commentList.map((c) => c.commentId));
      times.push(...p.commentList.map((c) => c.commentTime.slice(0, 10)));
    }
    expect(seen).toHaveLength(first.totalSize);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await page({ pageIndex: first.totalPages + 1 })).commentList).toEqual([]);
  });

  it('filters by catalogue and by tag, the counts agreeing with the tag list', async () => {
    const tags = await env.notr.ok(commentTagListCall, { hotelId });
    const count = (c: string) => tags.catalogList.find((x) => x.catalog === c)!.count;
    expect(tags.catalogList.map((c) => c.catalog)).toEqual(['ALL', 'GOOD', 'MEDIUM', 'BAD', 'PICTURE']);
    expect(count('GOOD') + count('MEDIUM') + count('BAD')).toBe(count('ALL'));
    const good = await page({ commentCatalog: 'GOOD', pageSize: 50 });
    expect(good.totalSize).toBe(count('GOOD'));
    expect(good.commentList.every((c) => c.score >= 4)).toBe(true);
    const bad = await page({ commentCatalog: 'BAD', pageSize: 50 });
    expect(bad.commentList.every((c) => c.score < 3)).toBe(true);
    const pictures = await page({ commentCatalog: 'PICTURE' });
    expect(pictures.totalSize).toBe(count('PICTURE'));
    expect(pictures.commentList.every((c) => c.pictureUrls.length > 0)).toBe(true);

    const tag = tags.tagList[0]!;
    const byTag = await page({ tagText: tag.tagText, pageSize: 50 });
    expect(byTag.totalSize).toBe(tag.count);
    expect(byTag.commentList.every((c) => c.tags.includes(tag.tagText))).toBe(true);
  });

  it("names tags, texts and sub-scores in the reader's language; the summary on request", async () => {
    const en = await page({ needSummary: true });
    const zh = await page({ needSummary: true }, 'zh-CN');
    expect(en.summary!.subScores.map((s) => s.name)).toEqual(en.summary!.subScores.map((s) => ({ LOCATION: 'Location', FACILITY: 'Facilities', SERVICE: 'Service', HYGIENE: 'Cleanliness' })[s.key]));
    expect(zh.summary!.subScores.map((s) => s.name)).toEqual(zh.summary!.subScores.map((s) => ({ LOCATION: '位置', FACILITY: '设施', SERVICE: '服务', HYGIENE: '卫生' })[s.key]));
    expect(en.summary!.commentCount).toBe(en.totalSize);
    expect(en.summary!.summary).not.toBe(zh.summary!.summary);
    expect(zh.commentList[0]!.content).toMatch(/[\u4e00-\u9fff]/);
    expect(en.commentList[0]!.content).not.toMatch(/[\u4e00-\u9fff]/);
    const [tagsEn, tagsZh] = await Promise.all([env.notr.ok(commentTagListCall, { hotelId }), env.notr.ok(commentTagListCall, { hotelId }, { lang: 'zh-CN' })]);
    expect(tagsEn.tagList.map((t) => t.tagText)).toEqual(tagsZh.tagList.map((t) => t.tagText));
    expect(tagsZh.tagList[0]!.name).toMatch(/[\u4e00-\u9fff]/);
    expect(tagsEn.tagList[0]!.name).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('answers the bg twin for a member and refuses an unknown hotel', async () => {
    const bg = await env.admin.ok(commentListCall, { hotelId, enterpriseId: 'ent-demo', memberId: 'mem-notr' }, { bg: true });
    expect(bg.commentList.map((c) => c.commentId)).toEqual((await page()).commentList.map((c) => c.commentId));
    expect((await env.notr.call(commentListCall, { hotelId: 'H-NOPE' })).body.resultCode).toBe(HotelError.HOTEL_NOT_FOUND);
    expect((await env.notr.call(commentTagListCall, { hotelId: 'H-NOPE' })).body.resultCode).toBe(HotelError.HOTEL_NOT_FOUND);
  });
});
