/**
 * A change made on a value as one render saw it, applied to the value as it is now: the keys the change touched (those
 * that differ from what it saw) come from the change, every other key from now. Two quick clicks on different filters
 * both land even when the second click reached a render that had not caught up with the first.
 */
export function mergeChanged<T extends object>(now: T, seen: T, changed: T): T {
  const out = { ...now };
  for (const key of Object.keys(changed) as (keyof T)[]) {
    if (JSON.stringify(changed[key]) !== JSON.stringify(seen[key])) out[key] = changed[key];
  }
  return out;
}
