import { useCallback } from 'react';
import { formatProviderTime } from '../domain/provider-time';
import { LOCALE_TAGS } from '../i18n/languages';
import { usePersistedState } from './persisted-state';

/**
 * Writes a provider time as every screen shows it (decision 0035): the instant in the device's zone,
 * as the chart's candles are, in the user's language; a date alone as that day (decision 0038).
 */
export const useProviderTime = () => {
  const language = usePersistedState((state) => state.language);
  return useCallback(
    (text: string | null | undefined): string => formatProviderTime(text, LOCALE_TAGS[language]),
    [language],
  );
};
