import type { UserProfile } from '@travel/contracts/member/user';

/** Travel managers (the flag, or roles 3/7) and administrators configure policy. */
export function canManagePolicy(user: Pick<UserProfile, 'travelManager' | 'role'>): boolean {
  return user.travelManager || user.role === 'admin';
}

/** Back-office administrators (the mail outbox, for instance). */
export function isAdministrator(user: Pick<UserProfile, 'role'>): boolean {
  return user.role === 'admin';
}
