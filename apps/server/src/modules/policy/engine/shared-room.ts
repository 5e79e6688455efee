import { NO_LIMIT } from './hotel-rules';

export type ShareMode = 'SUM' | 'HIGHEST_PLUS_PERCENT';

/**
 * The nightly standard of a room shared by several travellers: the sum of their caps, or the highest cap plus a
 * percent (rounded down to the minor unit). Any traveller without a limit leaves the room without one.
 */
export function sharedRoomStandard(caps: number[], mode: ShareMode, percent: number): number {
  if (caps.length === 0 || caps.includes(NO_LIMIT)) return NO_LIMIT;
  if (mode === 'SUM') return caps.reduce((sum, c) => sum + c, 0);
  return Math.floor((Math.max(...caps) * (100 + percent)) / 100);
}
