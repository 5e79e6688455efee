import type { CallInput } from '@travel/contracts/platform/define-call';
import type { ModifyType, orderModifyCall } from '@travel/contracts/hotel/modify';

/** What the modify dialog holds; mobile and email start empty because order/get only gives them masked. */
export interface ModifyDraft {
  name: string;
  mobileCountryCode: string;
  mobile: string;
  email: string;
  arrival: string | null;
  remark: string;
}

export type ModifyOpen = Partial<Record<ModifyType, boolean>>;
export type ModifyProblem = 'mobileRequired' | 'nothingChanged';

/** Half-hour arrival times from noon to 23:30, with the order's own time kept when it is off that grid. */
export function arrivalSlots(current: string | null): string[] {
  const slots = Array.from({ length: 24 }, (_, i) => `${String(12 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);
  return current && !slots.includes(current) ? [current, ...slots].sort() : slots;
}

/** The order/modify input for what changed and is open, or why there is none to send. */
export function modifyInput(orderId: string, before: ModifyDraft, draft: ModifyDraft, open: ModifyOpen): { input: CallInput<typeof orderModifyCall> } | { problem: ModifyProblem } {
  const name = draft.name.trim();
  const mobile = draft.mobile.trim();
  const email = draft.email.trim();
  const remark = draft.remark.trim();
  const contactChanged = open.CONTACT === true && (name !== before.name.trim() || mobile !== '' || email !== '');
  // A new contact replaces the whole one, and the old mobile is only known masked.
  if (contactChanged && mobile === '') return { problem: 'mobileRequired' };
  const input: CallInput<typeof orderModifyCall> = {
    orderId,
    ...(contactChanged ? { contacts: { name, mobileCountryCode: draft.mobileCountryCode, mobile, ...(email ? { email } : {}) } } : {}),
    ...(open.ARRIVAL_TIME && draft.arrival && draft.arrival !== before.arrival ? { latestArrivalTime: draft.arrival } : {}),
    ...(open.REMARK && remark !== before.remark.trim() ? { clientRemark: remark } : {}),
  };
  return Object.keys(input).length > 1 ? { input } : { problem: 'nothingChanged' };
}
