import { useEffect } from 'react';
import { useGetUserDetail } from '../api/generated/endpoints/profile/profile';
import { subtract } from './money';
import { usePersistedState } from './persisted-state';

/**
 * The balance a product can be paid from: balance − frozen of the signed-in user. The cached user
 * shows at once; `/userdetail` refreshes it (and the cache).
 */
export const useAvailableBalance = ({ enabled = true }: { enabled?: boolean } = {}) => {
  const cached = usePersistedState((state) => state.currentUser);
  const setCurrentUser = usePersistedState((state) => state.setCurrentUser);
  const query = useGetUserDetail({ query: { enabled, select: (response) => response.result, staleTime: 0 } });
  const fresh = query.data;
  useEffect(() => {
    if (fresh) setCurrentUser(fresh);
  }, [fresh, setCurrentUser]);
  const user = enabled ? (fresh ?? cached) : null;
  return {
    available: user ? subtract(user.balance, user.frozen ?? 0) : null,
    isPending: enabled && query.isPending && !cached,
  } as const;
};
