import { MutationCache, QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { isApiError } from '../api/errors';
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
 * Errors by kind (see api/errors.ts): a 401 already raised the session dialog; 5xx reach the
 * nearest error boundary; field errors, refusals and business failures of a mutation become a
 * toast (the form keeps what the user typed); a time-out or lost connection offers a retry.
 */
export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => isApiError(error) && error.kind === 'network' && failureCount < 2,
        throwOnError: (error) => isApiError(error) && error.kind === 'server',
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
    mutationCache: new MutationCache({
      onError: (error, variables, _result, mutation) => {
        if (isApiError(error) && error.kind === 'unauthorized') return;
        if (mutation.meta?.silentErrors) return;
        const t = i18next.getFixedT(null, 'common');
        const canRetry = isApiError(error) && (error.kind === 'timeout' || error.kind === 'network') && !mutation.meta?.noRetry;
        toaster.create({
          type: 'error',
          description: errorText(error, t),
          closable: true,
          ...(canRetry
            ? { action: { label: t('actions.retry'), onClick: () => void mutation.execute(variables).catch(() => undefined) } }
            : {}),
        });
      },
    }),
  });
