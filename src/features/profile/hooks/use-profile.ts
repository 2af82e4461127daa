import { useEffect } from 'react';
import { useGetUserDetail } from '../../../api/generated/endpoints/profile/profile';
import { usePersistedState } from '../../../lib/persisted-state';
import { useIsSignedIn } from '../../../lib/session';

/**
 * The signed-in user from `/userdetail`, kept in the persisted state so the next start shows the
 * last known profile at once while it refreshes.
 */
export const useProfile = () => {
  const signedIn = useIsSignedIn();
  const cached = usePersistedState((state) => state.currentUser);
  const setCurrentUser = usePersistedState((state) => state.setCurrentUser);
  const query = useGetUserDetail({ query: { enabled: signedIn, select: (response) => response.result } });
  const fresh = query.data;
  useEffect(() => {
    if (fresh) setCurrentUser(fresh);
  }, [fresh, setCurrentUser]);
  return {
    user: fresh ?? cached,
    isPending: query.isPending && !cached,
    error: query.isError ? query.error : null,
    refetch: () => void query.refetch(),
  } as const;
};
