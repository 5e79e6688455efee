/** Spec 5: a distance is shown from 0.01 km, to two decimals; below that (or with no point) it is not shown. */
export function shownDistance(km: number | null): number | null {
  if (km === null || km < 0.01) return null;
  return Math.round(km * 100) / 100;
}
