import type { OrderDetail } from '@travel/contracts/train/order';

type Segment = OrderDetail['trainSegmentList'][number];

/** A transfer order's travelling tickets by leg (1, then 2), each leg by passenger; none for a direct order. */
export function transferLegs(segments: readonly Segment[]): (Segment & { segmentSeq: number })[] {
  return segments
    .filter((s): s is Segment & { segmentSeq: number } => s.segmentSeq !== null)
    .sort((a, b) => a.segmentSeq - b.segmentSeq || a.passengerIndex - b.passengerIndex);
}
