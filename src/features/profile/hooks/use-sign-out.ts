import { useQueryClient } from '@tanstack/react-query';
import { clearToken } from '../../../lib/session';
import { usePersistedState } from '../../../lib/persisted-state';

/** Signs out on this device: token, user and every cached answer go; preferences stay. */
export const useSignOut = () => {
  const queryClient = useQueryClient();
  const signOut = usePersistedState((state) => state.signOut);
  return () => {
    clearToken();
    signOut();
    queryClient.clear();
  };
};
