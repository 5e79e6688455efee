import { createContext, useContext } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { loginCall, logoutCall } from '@travel/contracts/auth/login';
import { userDetailCall, type UserProfile } from '@travel/contracts/member/user';
import { ErrorCode } from '@travel/contracts/platform/error-codes';
import { stopActing } from './acting-member';
import { callApi, rememberCsrfToken } from './api-client';
import { isApiError } from './api-error';
import { currentLocale } from './i18n';

export const sessionQueryKey = ['session'] as const;

/**
 * The logged-in member, or null when there is no session (member/user/detail answers NOT_LOGIN).
 * Other failures stay errors, so that a server fault is not mistaken for a logout.
 */
export function useSession() {
  return useQuery({
    queryKey: sessionQueryKey,
    queryFn: async (): Promise<UserProfile | null> => {
      try {
        return await callApi(userDetailCall, {}, { asSelf: true });
      } catch (error) {
        if (isApiError(error, ErrorCode.NOT_LOGIN)) return null;
        throw error;
      }
    },
    staleTime: 5 * 60_000,
  });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    // The UI language goes with the login: the member's mail and notifications are written in it.
    mutationFn: (input: { userName: string; password: string }) => callApi(loginCall, { ...input, language: currentLocale() }),
    onSuccess: (data) => {
      rememberCsrfToken(data.csrfToken);
      stopActing();
      // What belonged to a previous member must not show for this one.
      queryClient.removeQueries();
      queryClient.setQueryData(sessionQueryKey, data.user);
    },
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(logoutCall, {}),
    onSettled: () => {
      rememberCsrfToken(null);
      stopActing();
      queryClient.removeQueries();
      queryClient.setQueryData(sessionQueryKey, null);
    },
  });
}

/**
 * The member RequireAuth rendered the guarded part of the app for. Children read it from this context rather than
 * from the session query, so that a logout (session becoming null) never reaches them before the guard redirects.
 */
export const UserContext = createContext<UserProfile | null>(null);

export function useUser(): UserProfile {
  const user = useContext(UserContext);
  if (!user) throw new Error('useUser outside RequireAuth');
  return user;
}
