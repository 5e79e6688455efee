import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { countryListCall } from '@travel/contracts/common/reference';
import { contactDeleteCall, contactListCall, contactSaveCall } from '@travel/contracts/member/contact';
import { passengerDeleteCall, passengerListCall, passengerSaveCall } from '@travel/contracts/member/passenger';
import { viewMaskCall } from '@travel/contracts/member/view-mask';
import type { CallInput } from '@travel/contracts/platform/define-call';
import { callApi } from '../../lib/api-client';

export function useSavePassenger() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: { input: CallInput<typeof passengerSaveCall>; idempotencyKey: string }) =>
      callApi(passengerSaveCall, args.input, { idempotencyKey: args.idempotencyKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['passengers'] }),
  });
}

export function useDeletePassenger() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (passengerId: string) => callApi(passengerDeleteCall, { passengerId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['passengers'] }),
  });
}

export function useContacts() {
  return useQuery({ queryKey: ['contacts'], queryFn: () => callApi(contactListCall, {}) });
}

export function useSaveContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: { input: CallInput<typeof contactSaveCall>; idempotencyKey: string }) =>
      callApi(contactSaveCall, args.input, { idempotencyKey: args.idempotencyKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['contacts'] }),
  });
}

export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contactId: string) => callApi(contactDeleteCall, { contactId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['contacts'] }),
  });
}
