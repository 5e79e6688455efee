import type { TrainClass, TrainTypeCode } from '../../modules/train/rail-port';

/** G and C → 1, D → 2, Z T K → 3, number-only trains → 4 (the spec's "1, 2, 3, otherwise 4"; filters: G/C, D, ordinary). */
export function trainTypeCode(trainClass: TrainClass): TrainTypeCode {
  switch (trainClass) {
    case 'G':
    case 'C':
      return 1;
    case 'D':
      return 2;
    case 'Z':
    case 'T':
    case 'K':
      return 3;
    default:
      return 4;
  }
}

/** First number of each class's range; number-only trains are four digits (普快 1001 up). */
const FIRST: Record<TrainClass, number> = { G: 1, D: 1, C: 2001, Z: 1, T: 1, K: 1, other: 1001 };
const LAST: Record<TrainClass, number> = { G: 9999, D: 9999, C: 9999, Z: 9999, T: 9999, K: 9999, other: 9999 };

export interface NumberRequest {
  /** whose block: a line or a through route */
  block: string;
  trainClass: TrainClass;
  /** paired trains (one each way) share a pair: down gets the odd number, up the even one after it */
  pairs: number;
}

/**
 * Train numbers per line in blocks, the way a timetable office hands out ranges: each line's (or through route's)
 * trains of a class take the next block in request order (rounded up to 50 while the range allows), down odd, up even
 * (G1 down, G2 up). Answers the first odd number of each request's block.
 */
export function allocateNumbers(requests: readonly NumberRequest[]): number[] {
  const byClass = new Map<TrainClass, NumberRequest[]>();
  for (const r of requests) byClass.set(r.trainClass, [...(byClass.get(r.trainClass) ?? []), r]);
  const starts = new Map<NumberRequest, number>();
  for (const [trainClass, list] of byClass) {
    const need = list.reduce((n, r) => n + 2 * r.pairs, 0);
    const room = LAST[trainClass] - FIRST[trainClass] + 1;
    if (need > room) throw new Error(`too many ${trainClass} trains for the number range: ${need}`);
    const blockOf = (r: NumberRequest) => Math.ceil((2 * r.pairs) / 50) * 50;
    const rounded = list.reduce((n, r) => n + blockOf(r), 0) <= room;
    let next = FIRST[trainClass];
    for (const r of list) {
      // Odd first numbers: G1, C2001, 1001.
      if (next % 2 === 0) next++;
      starts.set(r, next);
      next += rounded ? blockOf(r) : 2 * r.pairs;
    }
  }
  return requests.map((r) => starts.get(r)!);
}

export function formatTrainNo(trainClass: TrainClass, n: number): string {
  return trainClass === 'other' ? String(n) : `${trainClass}${n}`;
}
