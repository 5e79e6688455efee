import type { HotelOrderRow } from './order-moves';

export type ContactField = 'MOBILE' | 'EMAIL';

/**
 * A mask key names a masked value (which order's contact, which field) and nothing more: it is no permission, so
 * bff/view_mask_data checks on every reveal that the caller may open that order.
 */
const PREFIX = 'hoc';
const FIELD_CODES: Record<ContactField, string> = { MOBILE: 'm', EMAIL: 'e' };

export const maskKey = (orderId: string, field: ContactField) => `${PREFIX}.${FIELD_CODES[field]}.${Buffer.from(orderId, 'utf8').toString('base64url')}`;

export function contactMaskKeys(o: Pick<HotelOrderRow, 'id' | 'contact'>): { mobileMaskKey: string; emailMaskKey: string | null } {
  return { mobileMaskKey: maskKey(o.id, 'MOBILE'), emailMaskKey: o.contact.email ? maskKey(o.id, 'EMAIL') : null };
}

/** The order and field a key names; null for anything that is not a key we gave out. */
export function readMaskKey(key: string): { orderId: string; field: ContactField } | null {
  const [prefix, code, id, ...rest] = key.split('.');
  const field = (Object.keys(FIELD_CODES) as ContactField[]).find((f) => FIELD_CODES[f] === code);
  if (prefix !== PREFIX || !field || !id || rest.length > 0 || !/^[A-Za-z0-9_-]+$/.test(id)) return null;
  const orderId = Buffer.from(id, 'base64url').toString('utf8');
  return orderId && maskKey(orderId, field) === key ? { orderId, field } : null;
}
