import { z } from 'zod';

/**
 * The one list of products: travel standards, approval flows, pay orders and the order centre speak of these. Where
 * domestic and international differ (travel requests, the booking gate) a product is named by its service kind.
 */
export const PRODUCTS = ['TRAIN', 'HOTEL', 'FLIGHT', 'CAR'] as const;
export const productSchema = z.enum(PRODUCTS);
export type Product = (typeof PRODUCTS)[number];

/** Service kinds (specs/platform.md, common enumerations): a product, domestic or international. */
export const SERVICE_KINDS = ['CAIR', 'IAIR', 'CHOTEL', 'IHOTEL', 'TRAIN', 'ITRAIN', 'CAR', 'ICAR'] as const;
export const serviceKindSchema = z.enum(SERVICE_KINDS);
export type ServiceKind = (typeof SERVICE_KINDS)[number];

/** The domestic and the international service kind of each product. */
export const KINDS_OF_PRODUCT = {
  TRAIN: { domestic: 'TRAIN', international: 'ITRAIN' },
  HOTEL: { domestic: 'CHOTEL', international: 'IHOTEL' },
  FLIGHT: { domestic: 'CAIR', international: 'IAIR' },
  CAR: { domestic: 'CAR', international: 'ICAR' },
} as const satisfies Record<Product, { domestic: ServiceKind; international: ServiceKind }>;

export const PRODUCT_OF_KIND: Readonly<Record<ServiceKind, Product>> = {
  CAIR: 'FLIGHT',
  IAIR: 'FLIGHT',
  CHOTEL: 'HOTEL',
  IHOTEL: 'HOTEL',
  TRAIN: 'TRAIN',
  ITRAIN: 'TRAIN',
  CAR: 'CAR',
  ICAR: 'CAR',
};

/**
 * Service line codes (spec: air 1, hotel 2, international air 3, international hotel 5, train 6, car 9). The spec
 * gives none for ITRAIN and ICAR, so they have none (null) rather than an invented wire number.
 */
export const SERVICE_LINE_CODES = { CAIR: 1, CHOTEL: 2, IAIR: 3, IHOTEL: 5, TRAIN: 6, CAR: 9, ITRAIN: null, ICAR: null } as const satisfies Record<
  ServiceKind,
  number | null
>;
export type ServiceLineCode = NonNullable<(typeof SERVICE_LINE_CODES)[ServiceKind]>;

/** The service kinds of a product: `KindOf<'HOTEL'>` is CHOTEL or IHOTEL. */
export type KindOf<P extends Product> = (typeof KINDS_OF_PRODUCT)[P]['domestic' | 'international'];

export const productOfKind = (kind: ServiceKind): Product => PRODUCT_OF_KIND[kind];

/** The service kind of a product, domestic or international. */
export function kindOf<P extends Product>(product: P, international: boolean): KindOf<P> {
  const kinds: { domestic: ServiceKind; international: ServiceKind } = KINDS_OF_PRODUCT[product];
  return (international ? kinds.international : kinds.domestic) as KindOf<P>;
}

export const isInternationalKind = (kind: ServiceKind): boolean => KINDS_OF_PRODUCT[productOfKind(kind)].international === kind;

export const serviceLineCodeOf = (kind: ServiceKind): ServiceLineCode | null => SERVICE_LINE_CODES[kind];

/** The service kind a service line code stands for; undefined for a code the spec does not give. */
export const kindOfServiceLine = (code: number): ServiceKind | undefined => SERVICE_KINDS.find((k) => SERVICE_LINE_CODES[k] === code);
