import { MutationCache, QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { isApiError } from '../api/errors';
import { readOrdersAgainWhenBalanceMoves } from '../api/queries/settlements';
import { errorText } from '../components/error-text';
import { toaster } from '../components/ui/toaster';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** The screen shows this mutation's errors itself. */
      silentErrors?: boolean;
      /** Money-moving calls: never offer to resend after a time-out (it may have arrived). */
      noRetry?: boolean;
    };
  }
}

/**
 * Errors by kind (see api/errors.ts): a 401 already raised the session dialog; a read that fails
 * (5xx, an answer that breaks the contract, a time-out) stays with the part of the screen that
 * asked for it, which says what went wrong and offers a retry, so the rest of the screen still
 * shows; field errors, refusals and business failures of a mutation become a toast (the form keeps
 * what the user typed); a time-out or lost connection offers a retry.
 *
 * Network modes: reads (`online`, the default) pause while the device is offline and resume on
 * reconnect. Writes use `always`: they never wait for the connection to come back and are never
 * replayed by themselves. Offline, the http client refuses a write at once ("You are offline.
 * Nothing was sent.") and the form keeps what was typed; sending again is the user's choice.
 */
export const createQueryClient = (): QueryClient => {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => isApiError(error) && error.kind === 'network' && failureCount < 2,
        throwOnError: false,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
    mutationCache: new MutationCache({
      onError: (error, variables, _result, mutation) => {
        if (isApiError(error) && error.kind === 'unauthorized') return;
        if (mutation.meta?.silentErrors) return;
        const t = i18next.getFixedT(null, 'common');
        const canRetry =
          isApiError(error) && (error.kind === 'timeout' || error.kind === 'network') && !mutation.meta?.noRetry;
        toaster.create({
          type: 'error',
          description: errorText(error, t),
          closable: true,
          ...(canRetry
            ? {
                action: {
                  label: t('actions.retry'),
                  onClick: () => void mutation.execute(variables).catch(() => undefined),
                },
              }
            : {}),
        });
      },
    }),
  });
  // a balance the provider moved on its own brings the order lists it is summed with along
  readOrdersAgainWhenBalanceMoves(queryClient);
  return queryClient;
};
