/**
 * Section bits of a train's inventory: bit i stands for the section from stop i to stop i + 1, so boarding at stop a
 * and alighting at stop b needs bits a..b-1. A bigint column holds 63 usable bits, hence at most 64 stops a train.
 */
export const MAX_STOPS = 64;

export function sectionMask(fromSeq: number, toSeq: number): bigint {
  if (!Number.isInteger(fromSeq) || !Number.isInteger(toSeq) || fromSeq < 0 || toSeq <= fromSeq || toSeq > MAX_STOPS - 1) {
    throw new RangeError(`no section from stop ${fromSeq} to stop ${toSeq}`);
  }
  return ((1n << BigInt(toSeq)) - 1n) ^ ((1n << BigInt(fromSeq)) - 1n);
}

/** A seat whose sold bits are `sold` can be sold for `wanted`. */
export function isFree(sold: bigint, wanted: bigint): boolean {
  return (sold & wanted) === 0n;
}

export function take(sold: bigint, wanted: bigint): bigint {
  if (!isFree(sold, wanted)) throw new Error('section already sold');
  return sold | wanted;
}

export function giveBack(sold: bigint, taken: bigint): bigint {
  return sold & ~taken;
}
