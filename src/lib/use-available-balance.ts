import { useCurrentUser } from '../api/queries/use-current-user';
import { subtract } from './money';

/**
 * The balance a product can be paid from: balance − frozen of the signed-in user (null for a
 * visitor). A user already in the query cache shows at once; `/userdetail` is asked again on every
 * mount, as money about to be spent must be current.
 */
export const useAvailableBalance = () => {
  const query = useCurrentUser({ staleTime: 0 });
  const user = query.data;
  return {
    available: user ? subtract(user.balance, user.frozen ?? 0) : null,
    /** The balance could not be read (the form says so, with a retry, rather than showing none). */
    error: user ? null : query.error,
    retry: () => void query.refetch(),
  } as const;
};
