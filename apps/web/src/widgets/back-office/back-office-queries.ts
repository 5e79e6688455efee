import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { backOfficeEnterpriseListCall, backOfficeMemberSearchCall } from '@travel/contracts/member/back-office';
import { userDetailCall } from '@travel/contracts/member/user';
import { callApi, type BackOfficeScope } from '../../lib/api-client';

/** The enterprises the back office may act for, the administrator's own first. */
export function useBackOfficeEnterprises() {
  return useQuery({ queryKey: ['back-office', 'enterprises'], queryFn: () => callApi(backOfficeEnterpriseListCall, {}), staleTime: 60_000 });
}

/** Members of the enterprise matching the typed text (each search is audited on the server). */
export function useBackOfficeMembers(enterpriseId: string | null, keyword: string) {
  return useQuery({
    queryKey: ['back-office', 'members', enterpriseId, keyword],
    queryFn: () => callApi(backOfficeMemberSearchCall, keyword ? { keyword } : {}, { backOffice: { enterpriseId: enterpriseId! } }),
    enabled: enterpriseId !== null,
    placeholderData: keepPreviousData,
  });
}

/** The member acted for, as their own profile names them (member/user/detail's bg twin). */
export function useActedMember(scope: BackOfficeScope | null) {
  return useQuery({
    queryKey: ['back-office', 'member', scope?.enterpriseId, scope?.memberId],
    queryFn: () => callApi(userDetailCall, {}, { backOffice: scope }),
    enabled: Boolean(scope?.memberId),
    staleTime: 60_000,
  });
}
