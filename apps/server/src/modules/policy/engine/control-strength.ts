/** Control strength (specs/platform.md section 4): below 60 seconds strong, 60 to under 120 weak, 120 or more none. */
export const CONTROL_STRENGTH_BANDS: ReadonlyArray<{ below: number; strength: 'STRONG' | 'WEAK' }> = [
  { below: 60, strength: 'STRONG' },
  { below: 120, strength: 'WEAK' },
];

export function controlStrengthOf(seconds: number | null | undefined): 'STRONG' | 'WEAK' | null {
  if (seconds === null || seconds === undefined || Number.isNaN(seconds)) return null;
  return CONTROL_STRENGTH_BANDS.find((b) => seconds < b.below)?.strength ?? null;
}

/** Several travellers' standards: the strongest control (the fewest seconds) applies to the booking. */
export function strongestControl(seconds: Array<number | null | undefined>): 'STRONG' | 'WEAK' | null {
  const known = seconds.filter((s): s is number => typeof s === 'number' && !Number.isNaN(s));
  return known.length ? controlStrengthOf(Math.min(...known)) : null;
}
