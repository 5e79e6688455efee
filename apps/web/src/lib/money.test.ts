import { describe, expect, it } from 'vitest';
import { capFromForm, capToForm, fenToYuan, yuanToFen } from './money';

describe('yuan and fen', () => {
  it('converts major units to minor units without float drift', () => {
    expect(yuanToFen(450)).toBe(45000);
    expect(yuanToFen(0.1 + 0.2)).toBe(30);
    expect(yuanToFen(19.99)).toBe(1999);
    expect(yuanToFen(1.005)).toBe(100); // 1.005 is 1.00499… in binary: rounds to the nearest fen
    expect(yuanToFen(null)).toBeNull();
    expect(yuanToFen(undefined)).toBeNull();
    expect(yuanToFen(Number.NaN)).toBeNull();
  });

  it('converts minor units back for editing', () => {
    expect(fenToYuan(45000)).toBe(450);
    expect(fenToYuan(1999)).toBe(19.99);
    expect(fenToYuan(0)).toBe(0);
    expect(fenToYuan(null)).toBeNull();
  });

  it('round-trips every fen amount', () => {
    for (const fen of [0, 1, 99, 101, 12345, 999999, 123456789]) expect(yuanToFen(fenToYuan(fen))).toBe(fen);
  });
});

describe('caps with -1 for no limit', () => {
  it('shows -1 as no limit and amounts in yuan', () => {
    expect(capToForm(-1)).toEqual({ noLimit: true, yuan: null });
    expect(capToForm(50000)).toEqual({ noLimit: false, yuan: 500 });
    expect(capToForm(undefined)).toEqual({ noLimit: false, yuan: null });
  });

  it('sends no limit as -1 and amounts in fen', () => {
    expect(capFromForm({ noLimit: true, yuan: 300 })).toBe(-1);
    expect(capFromForm({ noLimit: false, yuan: 399.5 })).toBe(39950);
    expect(capFromForm({ noLimit: false, yuan: null })).toBeNull();
    expect(capFromForm(undefined)).toBeNull();
  });
});
