import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { UserProfile } from '@travel/contracts/member/user';
import { isAdministrator } from './access';
import { actingMember, startActing, stopActing, subscribeActing, type ActingMember } from './acting-member';
import { sessionQueryKey, useUser } from './use-session';

/** The member acted for now (re-rendering when the mode starts or stops), or null. */
export function useActingMember(): ActingMember | null {
  return useSyncExternalStore(subscribeActing, actingMember, () => null);
}

/** Starts and stops the mode; the cached answers of the other side are dropped so that nothing mixes. */
export function useActingSwitch() {
  const queryClient = useQueryClient();
  const user = useUser();
  const forget = useCallback(() => queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionQueryKey[0] }), [queryClient]);
  const start = useCallback(
    (member: ActingMember) => {
      // The back office offers it to administrators only; a forged call would be refused by the bg twins anyway.
      if (!isAdministrator(user)) return false;
      startActing(member);
      forget();
      return true;
    },
    [user, forget],
  );
  const stop = useCallback(() => {
    stopActing();
    forget();
  }, [forget]);
  return { start, stop };
}

/** The profile of the member acted for, given by the layout once loaded (null when not acting). */
export const ActingProfileContext = createContext<UserProfile | null>(null);

/** Whom the pages book for: the member acted for while acting, otherwise the logged-in member. */
export function useSelf(): UserProfile {
  const user = useUser();
  return useContext(ActingProfileContext) ?? user;
}
