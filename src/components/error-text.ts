import type { TFunction } from 'i18next';
import { isApiError } from '../api/errors';

/**
 * What the user reads for a failed call, following the error catalogue: field errors show their
 * first message, refusals and business failures the server's own message (already in the user's
 * language), time-outs and lost connections a translated explanation.
 */
export const errorText = (error: unknown, t: TFunction<'common'>): string => {
  if (!isApiError(error)) return t('errors.generic');
  switch (error.kind) {
    case 'validation':
      return error.firstFieldMessage ?? error.serverMessage ?? t('errors.generic');
    case 'forbidden':
      return error.serverMessage ?? t('errors.forbidden');
    case 'business':
      return error.serverMessage ?? t('errors.generic');
    case 'timeout':
      return t('errors.timeout');
    case 'network':
      return t('errors.network');
    case 'offline':
      return t('errors.offline');
    case 'server':
      return t('errors.server');
    case 'contract':
      return t('errors.contract');
    case 'unauthorized':
      return t('session.body');
  }
};
