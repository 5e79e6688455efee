import { describe, expect, it } from 'vitest';
import {
  PRODUCTS,
  SERVICE_KINDS,
  isInternationalKind,
  kindOf,
  kindOfServiceLine,
  productOfKind,
  productSchema,
  serviceKindSchema,
  serviceLineCodeOf,
} from './products';

describe('products and service kinds', () => {
  it('lists the four products and the spec’s eight service kinds', () => {
    expect(PRODUCTS).toEqual(['TRAIN', 'HOTEL', 'FLIGHT', 'CAR']);
    expect([...SERVICE_KINDS].sort()).toEqual(['CAIR', 'CAR', 'CHOTEL', 'IAIR', 'ICAR', 'IHOTEL', 'ITRAIN', 'TRAIN']);
    expect(productSchema.safeParse('TRAIN_CHANGE').success).toBe(false);
    expect(serviceKindSchema.safeParse('HOTEL').success).toBe(false);
  });

  it('names the domestic and international kind of each product, and the product of each kind', () => {
    expect(PRODUCTS.map((p) => [kindOf(p, false), kindOf(p, true)])).toEqual([
      ['TRAIN', 'ITRAIN'],
      ['CHOTEL', 'IHOTEL'],
      ['CAIR', 'IAIR'],
      ['CAR', 'ICAR'],
    ]);
    for (const kind of SERVICE_KINDS) expect(kindOf(productOfKind(kind), isInternationalKind(kind))).toBe(kind);
    expect(SERVICE_KINDS.filter(isInternationalKind)).toEqual(['IAIR', 'IHOTEL', 'ITRAIN', 'ICAR']);
  });

  it('gives the spec’s service line codes, and none for the kinds the spec gives none', () => {
    expect(SERVICE_KINDS.map((k) => [k, serviceLineCodeOf(k)])).toEqual([
      ['CAIR', 1],
      ['IAIR', 3],
      ['CHOTEL', 2],
      ['IHOTEL', 5],
      ['TRAIN', 6],
      ['ITRAIN', null],
      ['CAR', 9],
      ['ICAR', null],
    ]);
    expect([1, 2, 3, 5, 6, 9].map(kindOfServiceLine)).toEqual(['CAIR', 'CHOTEL', 'IAIR', 'IHOTEL', 'TRAIN', 'CAR']);
    expect(kindOfServiceLine(4)).toBeUndefined();
  });
});
