/**
 * The largest font size from `max` down to `min` (in whole pixels) at which `fits(size)` holds, or `min` when none
 * does. `fits` lays the text out at that size and says whether it shows whole.
 */
export function fitFontSize(fits: (size: number) => boolean, max: number, min: number): number {
  for (let size = max; size > min; size--) if (fits(size)) return size;
  return min;
}

/** Whether an element's text shows whole: nothing cut off to the side or below its (line-clamped) box. */
export function showsWhole(element: HTMLElement): boolean {
  return element.scrollWidth <= element.clientWidth + 1 && element.scrollHeight <= element.clientHeight + 1;
}
