import { useQuery } from '@tanstack/react-query';
import { errorAuditListCall } from '@travel/contracts/hotel/error-audit';
import { callApi } from '../../../lib/api-client';

/** The enterprise's latest error reports on hotels (error_audit/list's bg twin names the enterprise). */
export function useHotelErrorReports(enterpriseId: string) {
  return useQuery({ queryKey: ['hotel', 'error-reports', enterpriseId], queryFn: () => callApi(errorAuditListCall, {}, { backOffice: { enterpriseId } }) });
}
