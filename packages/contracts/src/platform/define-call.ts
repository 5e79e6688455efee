import type { z } from 'zod';
import { refuseUnsafeText } from './safe-text';

/** Who may make a call: anyone, any logged-in member, or back-office administrators only. */
export type CallAuth = 'public' | 'member' | 'admin';

export interface CallDef<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  /** First segment of the URL: `/api/<service>/<path>`. */
  service: string;
  path: string;
  summary: string;
  input: I;
  output: O;
  auth: CallAuth;
  /** A write: honours `Idempotency-Key`. */
  write?: boolean;
  /** Also served as `/api/bg/<service>/<path>` for administrators, with `enterpriseId` (and `memberId`) added. */
  bg?: boolean;
  /** Answers a file (output: fileAnswerSchema): on success the body is the file itself, as an attachment; refusals stay envelopes. */
  file?: boolean;
}

export type CallInput<D extends CallDef> = z.input<D['input']>;
export type CallOutput<D extends CallDef> = z.output<D['output']>;

/** A call's definition; its input refuses unsafe text (NUL and other control characters) in every field, so no call can forget. */
export function defineCall<I extends z.ZodType, O extends z.ZodType>(def: CallDef<I, O>): CallDef<I, O> {
  return { ...def, input: refuseUnsafeText(def.input) };
}

export function callUrl(def: Pick<CallDef, 'service' | 'path'>, bg = false): string {
  return `/api/${bg ? 'bg/' : ''}${def.service}/${def.path}`;
}
