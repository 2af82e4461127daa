import { convert } from '../../../lib/money';
import { usePersistedState } from '../../../lib/persisted-state';
import { availableFunds } from '../../../lib/wallet-math';
import { useCurrentUser } from '../../../api/queries/use-current-user';
import { useQuery } from '@tanstack/react-query';
import { marketQueries } from '../../../api/queries/market';

const WHOLE_CURRENCIES = ['VND', 'KRW', 'JPY', 'IDR'];

/**
 * The assets tab's figures: balance, frozen, available (balance − frozen), today's profit, and the
 * total in the display currency the user chose (persisted `fiatCurrency`, today's rate from
 * `/exchangecurrency`; the provider's first currency until one is chosen).
 */
export const useAssets = () => {
  // money is read fresh whenever a money screen opens: the provider settles orders, reviews and
  // take profits on its own, so a balance from a minute ago can be wrong
  const user = useCurrentUser({ staleTime: 0 });
  const currencies = useQuery(marketQueries.currencies());
  const chosen = usePersistedState((state) => state.fiatCurrency);
  const setFiatCurrency = usePersistedState((state) => state.setFiatCurrency);
  const list = currencies.data ?? [];
  const fiat = list.find((currency) => currency.cryptoprotocol === chosen?.code) ?? list[0] ?? null;
  const balance = user.data?.balance;
  // Currencies without minor units in everyday use are shown whole.
  const fiatDecimals = fiat && WHOLE_CURRENCIES.includes(fiat.cryptoprotocol) ? 0 : 2;
  return {
    user,
    currencies: list,
    currenciesPending: currencies.isPending,
    fiatCode: fiat?.cryptoprotocol ?? null,
    totalFiat: fiat ? convert(balance, fiat.rate, fiatDecimals) : null,
    fiatRate: fiat?.rate ?? null,
    fiatDecimals,
    chooseFiat: (code: string) => {
      const next = list.find((currency) => currency.cryptoprotocol === code);
      if (next) setFiatCurrency({ code: next.cryptoprotocol, rate: String(next.rate) });
    },
    available: availableFunds(balance, user.data?.frozen),
  } as const;
};
