import { useQueryClient } from '@tanstack/react-query';
import { signOutUser } from '../../../api/generated/endpoints/auth/auth';
import { clearToken } from '../../../lib/session';
import { usePersistedState } from '../../../lib/persisted-state';

/**
 * Signs out: the provider ends the session (`POST /logout`, a proposal of the contract), and this
 * device forgets the token, the user and every cached answer at once, whatever the provider
 * answers; preferences stay. The request takes the token with it when it starts, so clearing it
 * right after is safe. A provider without the call (404), a network failure or an already expired
 * token (401) changes nothing for the user: no error, and no "session expired" dialog after a
 * sign-out the user asked for.
 */
export const useSignOut = () => {
  const queryClient = useQueryClient();
  const signOut = usePersistedState((state) => state.signOut);
  return () => {
    // its 401 arrives after the token is gone, so the client does not take it for an expiry
    void signOutUser().catch(() => undefined);
    clearToken();
    signOut();
    queryClient.clear();
  };
};
