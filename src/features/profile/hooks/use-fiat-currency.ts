import { useQuery } from '@tanstack/react-query';
import type { FiatCurrency } from '../../../lib/persisted-state';
import { usePersistedState } from '../../../lib/persisted-state';
import { useIsSignedIn } from '../../../lib/session';
import { marketQueries } from '../../../api/queries/market';

/**
 * The currency totals are shown in: the user's saved choice from `/exchangecurrency`, else the
 * provider's first currency (its default).
 */
export const useFiatCurrency = (): FiatCurrency | null => {
  const signedIn = useIsSignedIn();
  const chosen = usePersistedState((state) => state.fiatCurrency);
  const currencies = useQuery({ ...marketQueries.currencies(), enabled: signedIn });
  const list = currencies.data ?? [];
  const current = list.find((currency) => currency.cryptoprotocol === chosen?.code) ?? list[0];
  return current ? { code: current.cryptoprotocol, rate: String(current.rate) } : null;
};
