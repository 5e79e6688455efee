import type { UserProfile } from '@travel/contracts/member/user';
import type { Money } from '@travel/contracts/platform/envelope';
import type { RushOption, RushType } from '@travel/contracts/train/rush-request';
import type { ReasonValue } from '../../../widgets/policy/reason-value';
import type { ContactDraft } from '../booking/book-contact';
import { buildBookInput } from '../booking/book-input';
import type { BookState } from '../booking/book-params';
import type { PaxDraft } from '../booking/pax-draft';
import { toRushInput } from './rush-input';

/** The rush as its submit takes it, from the pre-booking page's drafts. */
export async function buildRushInput(b: {
  type: RushType;
  state: BookState;
  options: readonly RushOption[];
  limitTime: string;
  prepay: Money;
  passengers: readonly PaxDraft[];
  contact: ContactDraft;
  profile: Pick<UserProfile, 'mobile' | 'email'>;
  provider: string;
  reason: ReasonValue | null;
  charge: { costCentreId?: string; projectId?: string };
}) {
  const base = await buildBookInput({ state: b.state, passengers: b.passengers, contact: b.contact, profile: b.profile, provider: b.provider, reason: b.reason, charge: b.charge });
  return toRushInput(base, b);
}
