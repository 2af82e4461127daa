import { useGetExchangeCurrency } from '../../../api/generated/endpoints/market/market';
import type { FiatCurrency } from '../../../lib/persisted-state';
import { usePersistedState } from '../../../lib/persisted-state';
import { useIsSignedIn } from '../../../lib/session';

/**
 * The currency totals are shown in: the user's saved choice from `/exchangecurrency`, else the
 * provider's first currency (its default).
 */
export const useFiatCurrency = (): FiatCurrency | null => {
  const signedIn = useIsSignedIn();
  const chosen = usePersistedState((state) => state.fiatCurrency);
  const currencies = useGetExchangeCurrency({
    query: { enabled: signedIn, select: (response) => response.data, staleTime: 10 * 60_000 },
  });
  const list = currencies.data ?? [];
  const current = list.find((currency) => currency.cryptoprotocol === chosen?.code) ?? list[0];
  return current ? { code: current.cryptoprotocol, rate: String(current.rate) } : null;
};
