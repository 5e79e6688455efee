import { describe, expect, it } from 'vitest';
import { mayInvoiceEvent, nextInvoiceStatus } from './invoice-status';

describe('the invoice machine', () => {
  it('issues an applied invoice, sends an issued one, resends a sent one', () => {
    expect(nextInvoiceStatus('APPLIED', 'ISSUE')).toBe('ISSUED');
    expect(nextInvoiceStatus('ISSUED', 'SEND')).toBe('SENT');
    expect(nextInvoiceStatus('SENT', 'RESEND')).toBe('SENT');
    expect(nextInvoiceStatus('APPLIED', 'FAIL')).toBe('FAILED');
    expect(nextInvoiceStatus('FAILED', 'REAPPLY')).toBe('APPLIED');
  });
  it('refuses every other move', () => {
    expect(() => nextInvoiceStatus('APPLIED', 'RESEND')).toThrow();
    expect(() => nextInvoiceStatus('SENT', 'ISSUE')).toThrow();
    expect(() => nextInvoiceStatus('FAILED', 'ISSUE')).toThrow();
    expect(mayInvoiceEvent('ISSUED', 'RESEND')).toBe(false);
    // Only a refused invoice is asked for again: one applied, issued or sent stays as it is.
    for (const from of ['APPLIED', 'ISSUED', 'SENT'] as const) expect(mayInvoiceEvent(from, 'REAPPLY')).toBe(false);
  });
});
