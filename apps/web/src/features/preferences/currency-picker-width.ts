/**
 * The currency picker's width in the header, closed or open: 72 px on a phone (what its code and arrow need; the
 * phone's header gives the rest to the brand), 96 px otherwise.
 */
export function currencyPickerWidth(compact?: boolean): number {
  return compact ? 72 : 96;
}
