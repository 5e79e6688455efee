import type { InvoiceStatusName } from '@travel/contracts/invoice/invoice';

export type InvoiceEvent = 'ISSUE' | 'SEND' | 'RESEND' | 'FAIL' | 'REAPPLY';

/**
 * The invoice's machine (from, event, to): applied → issued by the job → sent by its mail; resent while sent; one the
 * job refused is asked for again by the member (with the title and address corrected) and waits for the job anew.
 */
const TRANSITIONS: readonly (readonly [InvoiceStatusName, InvoiceEvent, InvoiceStatusName])[] = [
  ['APPLIED', 'ISSUE', 'ISSUED'],
  ['APPLIED', 'FAIL', 'FAILED'],
  ['FAILED', 'REAPPLY', 'APPLIED'],
  ['ISSUED', 'SEND', 'SENT'],
  ['SENT', 'RESEND', 'SENT'],
];

/** The status an event leads to, or an error for a move the table does not have. */
export function nextInvoiceStatus(from: InvoiceStatusName, event: InvoiceEvent): InvoiceStatusName {
  const row = TRANSITIONS.find(([f, e]) => f === from && e === event);
  if (!row) throw new Error(`invoice: no ${event} from ${from}`);
  return row[2];
}

export const mayInvoiceEvent = (from: InvoiceStatusName, event: InvoiceEvent) => TRANSITIONS.some(([f, e]) => f === from && e === event);
