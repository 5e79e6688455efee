import type { z } from 'zod';

/** A refund or change names a common reason, or the traveller's own words; OTHER needs the words too. */
export function needsOwnWords(v: { reasonCode?: string; reason?: string }, ctx: z.RefinementCtx): void {
  if ((!v.reasonCode || v.reasonCode === 'OTHER') && !v.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'validation.required' });
}
