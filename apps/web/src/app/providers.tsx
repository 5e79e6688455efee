import { useState, type ReactNode } from 'react';
import { hashKey, MutationCache, QueryCache, QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import type { Locale as AntdLocale } from 'antd/es/locale';
import type { Locale } from '@travel/contracts/platform/locales';
import { ErrorCode } from '@travel/contracts/platform/error-codes';
import { actingScope } from '../lib/acting-member';
import { isApiError } from '../lib/api-error';
import { sessionQueryKey } from '../lib/use-session';
import { AppRoot } from './app-root';
import { LocaleProvider, useLocale } from '../lib/locale-provider';
import { theme } from './theme';

/** A query's cache entry names the member acted for: the administrator's own answers and the member's never mix. */
function scopedHash(key: QueryKey): string {
  const scope = key[0] === sessionQueryKey[0] ? null : actingScope();
  return hashKey(scope ? [...key, { actingFor: scope }] : key);
}

function createQueryClient(): QueryClient {
  // A call refused for want of a session (it expired, or the user logged out in another tab) sends the user to
  // log in: the session query is re-checked, and the guard redirects when it fails.
  const onError = (error: unknown) => {
    if (isApiError(error, ErrorCode.NOT_LOGIN)) void client.invalidateQueries({ queryKey: sessionQueryKey });
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => query.queryKey[0] !== sessionQueryKey[0] && onError(error) }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        queryKeyHashFn: scopedHash,
        refetchOnWindowFocus: false,
        // Refusals are answers; only network faults and busy servers are worth one more try.
        retry: (count, error) => count < 1 && (!isApiError(error) || error.isClientSide || error.httpStatus >= 500),
      },
    },
  });
  return client;
}

function ThemedApp(props: { children: ReactNode }) {
  const { antdLocale } = useLocale();
  return (
    <ConfigProvider locale={antdLocale} theme={theme}>
      <AppRoot>{props.children}</AppRoot>
    </ConfigProvider>
  );
}

export function Providers(props: { locale: Locale; antdLocale: AntdLocale; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <LocaleProvider initial={props.locale} initialAntdLocale={props.antdLocale}>
        <ThemedApp>{props.children}</ThemedApp>
      </LocaleProvider>
    </QueryClientProvider>
  );
}
