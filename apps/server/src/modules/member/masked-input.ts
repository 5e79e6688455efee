import { V } from '@travel/contracts/platform/patterns';
import { ParamError } from '../../platform/errors';

/**
 * Edit forms send masked values back unchanged. A value with `*` keeps the stored one when it is exactly the
 * stored value's mask; anything else with `*` is refused, so a mask can never overwrite real data.
 */
export function keepIfMasked(
  incoming: string | null | undefined,
  stored: string | null | undefined,
  mask: (v: string | null | undefined) => string | null,
  field: string,
  message: string = V.required,
): string | null {
  if (!incoming) return null;
  if (!incoming.includes('*')) return incoming;
  if (stored && mask(stored) === incoming) return stored;
  throw new ParamError([{ path: field, code: 'custom', message }]);
}
