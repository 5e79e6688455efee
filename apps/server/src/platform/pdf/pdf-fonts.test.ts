import { describe, expect, it } from 'vitest';
import { fontRuns } from './pdf-fonts';

/** The runs' families (a family comes in slices, each its own face), neighbours of one family joined. */
const families = (text: string, lang: string) =>
  fontRuns(text, lang).reduce<[string, string][]>((out, r) => {
    const family = r.face.name.replace(/-[\w]+$/, '');
    const last = out.at(-1);
    if (last?.[0] === family) last[1] += r.text;
    else out.push([family, r.text]);
    return out;
  }, []);

describe('PDF faces by the document’s language', () => {
  it('draws the kanji, kana and punctuation of a Japanese document with Noto Sans JP, its Latin with Noto Sans SC', () => {
    const runs = fontRuns('東京駅・予約確認「直」', 'ja');
    expect(runs.every((r) => r.face.name.startsWith('noto-sans-jp-'))).toBe(true);
    expect(runs.map((r) => r.text).join('')).toBe('東京駅・予約確認「直」');
    expect(families('Hotel 東京 Tokyo', 'ja')).toEqual([
      ['noto-sans-sc', 'Hotel '],
      ['noto-sans-jp', '東京 '],
      ['noto-sans-sc', 'Tokyo'],
    ]);
  });

  it('keeps the same Han characters Chinese in a Chinese or any other document, and Thai in Noto Sans Thai everywhere', () => {
    for (const lang of ['zh-CN', 'zh-TW', 'en']) expect(fontRuns('東京直骨', lang).every((r) => r.face.name.startsWith('noto-sans-sc-'))).toBe(true);
    for (const lang of ['th', 'ja']) expect(fontRuns('โรงแรม', lang).every((r) => r.face.name === 'noto-sans-thai-thai')).toBe(true);
  });
});
