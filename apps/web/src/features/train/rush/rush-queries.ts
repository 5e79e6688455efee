import { useQuery } from '@tanstack/react-query';
import type { CallInput } from '@travel/contracts/platform/define-call';
import {
  alternateOperateLogCall,
  alternatePrebookCall,
  alternatePreDataCall,
  alternateProductVerifyCall,
  alternateQuoteCall,
  alternateSearchCall,
  alternateTmcControlCall,
  waitlistLimitTimeListCall,
} from '@travel/contracts/train/rush';
import { callApi } from '../../../lib/api-client';

const ask = <I>(input: I | null) => ({ enabled: input !== null, retry: false as const });

/** The dates, trains of the route, deadlines and most options a rush on the trip could take. */
export function useRushPreData(input: CallInput<typeof alternatePreDataCall> | null) {
  return useQuery({ queryKey: ['train', 'rush', 'pre-data', input], queryFn: () => callApi(alternatePreDataCall, input!), placeholderData: (p) => p, ...ask(input) });
}

/** The trains of the route on another date, each class judged for a rush. */
export function useRushTrains(input: CallInput<typeof alternateSearchCall> | null) {
  return useQuery({ queryKey: ['train', 'rush', 'trains', input], queryFn: () => callApi(alternateSearchCall, input!), ...ask(input) });
}

/** The chosen options priced and judged now. */
export function useRushVerify(input: CallInput<typeof alternateProductVerifyCall> | null) {
  return useQuery({ queryKey: ['train', 'rush', 'verify', input], queryFn: () => callApi(alternateProductVerifyCall, input!), placeholderData: (p) => p, ...ask(input) });
}

/** The deadlines, contacts and service providers for the chosen options. */
export function useRushPrebook(input: CallInput<typeof alternatePrebookCall> | null) {
  return useQuery({ queryKey: ['train', 'rush', 'prebook', input], queryFn: () => callApi(alternatePrebookCall, input!), placeholderData: (p) => p, ...ask(input) });
}

/** The prepay: the highest fare of the options for each passenger. */
export function useRushQuote(input: CallInput<typeof alternateQuoteCall> | null) {
  return useQuery({ queryKey: ['train', 'rush', 'quote', input], queryFn: () => callApi(alternateQuoteCall, input!), placeholderData: (p) => p, ...ask(input) });
}

/** The travel policy's verdict at the highest fare of the options. */
export function useRushControl(input: CallInput<typeof alternateTmcControlCall> | null) {
  return useQuery({ queryKey: ['train', 'rush', 'control', input], queryFn: () => callApi(alternateTmcControlCall, input!), ...ask(input) });
}

/** The deadlines a waiting rush order may move to. */
export function useRushLimitTimes(orderId: string | null) {
  return useQuery({ queryKey: ['train', 'rush', 'limit-times', orderId], queryFn: () => callApi(waitlistLimitTimeListCall, { orderId: orderId! }), ...ask(orderId) });
}

/** A rush order's history. */
export function useRushLog(orderId: string | null) {
  return useQuery({ queryKey: ['train', 'rush', 'log', orderId], queryFn: () => callApi(alternateOperateLogCall, { orderId: orderId! }), ...ask(orderId) });
}
