import { describe, expect, it } from 'vitest';
import { cardBrandOf, luhnValid } from '@travel/contracts/hotel/guarantee';
import { cardExpired, guaranteeAmountOf, guaranteeFormatOf, guaranteeNeeded, stayGuaranteeAmount } from './guarantee-rule';

describe('guarantee rules (spec 4)', () => {
  it('asks a certain guarantee always, a time-based one only for an arrival after its hour (18:00 when none is chosen)', () => {
    expect(guaranteeNeeded(null, '23:59')).toBe(false);
    expect(guaranteeNeeded({ condition: 3, afterTime: null, amount: 'FULL' }, '12:00')).toBe(true);
    const timed = { condition: 1, afterTime: '18:00', amount: 'FIRST_NIGHT' } as const;
    expect(guaranteeNeeded(timed, '17:00')).toBe(false);
    expect(guaranteeNeeded(timed, '18:00')).toBe(false);
    expect(guaranteeNeeded(timed, '19:00')).toBe(true);
    expect(guaranteeNeeded(timed, '23:59')).toBe(true);
    expect(guaranteeNeeded(timed, undefined)).toBe(false);
    expect(guaranteeNeeded({ ...timed, afterTime: '16:00' }, null)).toBe(true);
  });

  it('has the enterprise guarantee business and company-paid stays, a card a private stay paid at the hotel', () => {
    expect(guaranteeFormatOf(0, 14)).toBe(1);
    expect(guaranteeFormatOf(1, 14)).toBe(2);
    expect(guaranteeFormatOf(1, 1)).toBe(1);
    expect(guaranteeFormatOf(0, 10)).toBe(1);
  });

  it('puts the first night of every room, or the whole stay, at stake', () => {
    expect(guaranteeAmountOf({ condition: 1, afterTime: '18:00', amount: 'FIRST_NIGHT' }, [48000, 52000], 2, 200000)).toBe(96000);
    expect(guaranteeAmountOf({ condition: 3, afterTime: null, amount: 'FULL' }, [48000, 52000], 2, 200000)).toBe(200000);
    // The stay as it stands after an extension: the whole stay grows, the first night stays; none without a guarantee given.
    const full = { guarantee: { condition: 3, afterTime: null, amount: 'FULL' } as const, guaranteeFormat: 2 as const, roomNum: 2 };
    expect(stayGuaranteeAmount(full, [48000, 52000, 50000], 300000)).toBe(300000);
    expect(stayGuaranteeAmount({ ...full, guarantee: { condition: 1, afterTime: '18:00', amount: 'FIRST_NIGHT' } }, [48000, 52000, 50000], 300000)).toBe(96000);
    expect(stayGuaranteeAmount({ ...full, guaranteeFormat: null }, [48000], 96000)).toBeNull();
  });

  it('knows card brands by their issuer ranges and checks the Luhn digit', () => {
    expect(cardBrandOf('4242424242424242')).toBe('VISA');
    expect(cardBrandOf('5555555555554444')).toBe('MASTER');
    expect(cardBrandOf('2223003122003222')).toBe('MASTER');
    expect(cardBrandOf('378282246310005')).toBe('AMEX');
    expect(cardBrandOf('36227206271667')).toBe('DINERS');
    expect(cardBrandOf('3566002020360505')).toBe('JCB_INT');
    expect(cardBrandOf('6200000000000005')).toBe('CUP_DEBIT');
    expect(cardBrandOf('6011111111111117')).toBeNull();
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('4242424242422442')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });
});

describe('cardExpired', () => {
  it('keeps a card valid until its month has ended everywhere (UTC−12), not at the end of the month in UTC', () => {
    // 1 December 2026 05:00 UTC is already December in China and in UTC, still 30 November in UTC−12.
    const early = new Date('2026-12-01T05:00:00Z');
    expect(cardExpired(11, 2026, early)).toBe(false);
    // From 12:00 UTC November has ended in UTC−12 too.
    expect(cardExpired(11, 2026, new Date('2026-12-01T12:00:00Z'))).toBe(true);
    expect(cardExpired(12, 2026, new Date('2026-12-31T23:00:00Z'))).toBe(false);
    expect(cardExpired(1, 2027, early)).toBe(false);
    expect(cardExpired(12, 2025, early)).toBe(true);
  });
});
