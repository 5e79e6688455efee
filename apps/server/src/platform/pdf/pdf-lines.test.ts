import { describe, expect, it } from 'vitest';
import { breakUnits, fillLines } from './pdf-lines';

const chars = (s: string) => [...s].length;

describe('PDF line breaking', () => {
  it('breaks Latin and Vietnamese at spaces only, never inside a word', () => {
    const lines = fillLines(breakUnits('Khách sạn đã xác nhận kỳ lưu trú của bạn. Đặt phòng của bạn:', 'vi'), 20, chars);
    expect(lines.every((l) => chars(l) <= 20)).toBe(true);
    expect(lines.join(' ')).toBe('Khách sạn đã xác nhận kỳ lưu trú của bạn. Đặt phòng của bạn:');
    expect(lines.at(-1)!.endsWith('bạn:')).toBe(true);
  });

  it('breaks Thai between words although it has no spaces, and Chinese between words with punctuation kept before', () => {
    const thai = fillLines(breakUnits('โรงแรมได้ยืนยันการเข้าพักของคุณแล้ว', 'th'), 12, chars);
    expect(thai.length).toBeGreaterThan(1);
    expect(thai.join('')).toBe('โรงแรมได้ยืนยันการเข้าพักของคุณแล้ว');
    // A break falls between dictionary words, not inside one (โรงแรม "hotel", ยืนยัน "confirm").
    expect(thai.some((l) => l.startsWith('โรงแรม'))).toBe(true);
    expect(thai.join('|')).not.toMatch(/โรง\|แรม|ยืน\|ยัน/);
    const zh = fillLines(breakUnits('酒店已确认您在北京王府井希尔顿酒店的入住。您的预订信息：', 'zh-CN'), 10, chars);
    expect(zh.join('')).toBe('酒店已确认您在北京王府井希尔顿酒店的入住。您的预订信息：');
    expect(zh.every((l) => !/^[。：，]/.test(l))).toBe(true);
  });

  it('cuts a unit wider than the line by characters, and keeps an opening bracket with what follows', () => {
    expect(fillLines(breakUnits('HOMX07G2B26CF8A0', 'en'), 6, chars)).toEqual(['HOMX07', 'G2B26C', 'F8A0']);
    expect(fillLines(breakUnits('Standard rate (Room only)', 'en'), 15, chars)).toEqual(['Standard rate', '(Room only)']);
  });
});
