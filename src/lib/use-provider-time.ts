import { useFormat } from './use-format';

/**
 * Writes a provider time as every screen shows it (decision 0035): the instant in the device's zone,
 * as the chart's candles are, in the user's language; a date alone as that day (decision 0038).
 * The same function for as long as the language stays (useFormat's providerTime).
 */
export const useProviderTime = () => useFormat().providerTime;
