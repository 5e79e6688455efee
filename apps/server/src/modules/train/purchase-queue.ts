import { PURCHASE_KINDS } from '@travel/contracts/train/statuses';
import type { RailSaleCalendar, TrainSection } from './rail-port';

/** A booking the railway cannot sell now, queued to be bought when it does: presale (kind 2) or night order (kind 1). */
export type PurchaseQueue = { kind: typeof PURCHASE_KINDS.PRESALE | typeof PURCHASE_KINDS.NIGHT; purchaseAt: Date };

/**
 * How a booking of these trips is bought: null at once (every trip on sale and the railway selling), else queued until
 * the last trip's date opens (presale) or the railway's nightly close ends (night order). 'closed' when that moment
 * comes after a trip's sale closes: the purchase could never happen.
 */
export function purchaseQueueOf(cal: Pick<RailSaleCalendar, 'selling' | 'sellingResumesAt'>, sections: readonly Pick<TrainSection, 'saleStatus' | 'saleOpenTime' | 'saleCloseTime'>[]): PurchaseQueue | null | 'closed' {
  const opens = sections.flatMap((s) => (s.saleStatus === 'presale' && s.saleOpenTime ? [Date.parse(s.saleOpenTime)] : []));
  const queue: PurchaseQueue | null =
    opens.length > 0
      ? { kind: PURCHASE_KINDS.PRESALE, purchaseAt: new Date(Math.max(...opens)) }
      : !cal.selling && cal.sellingResumesAt
        ? { kind: PURCHASE_KINDS.NIGHT, purchaseAt: new Date(cal.sellingResumesAt) }
        : null;
  if (queue && sections.some((s) => Date.parse(s.saleCloseTime) <= queue.purchaseAt.getTime())) return 'closed';
  return queue;
}

/** The spec's purchaseType of the order detail, by purchase kind. */
export function purchaseTypeName(kind: number): 'order' | 'night' | 'pre' | 'snap' | 'alternate' | 'imported' | 'user_imported' {
  if (kind === PURCHASE_KINDS.GRAB) return 'snap';
  if (kind === PURCHASE_KINDS.IMPORTED) return 'imported';
  if (kind === PURCHASE_KINDS.USER_IMPORTED) return 'user_imported';
  return kind === PURCHASE_KINDS.NIGHT ? 'night' : kind === PURCHASE_KINDS.PRESALE ? 'pre' : kind === PURCHASE_KINDS.WAITLIST ? 'alternate' : 'order';
}
