import { useGetUserDetail } from '../../../api/generated/endpoints/profile/profile';
import { useIsSignedIn } from '../../../lib/session';

/** The signed-in user from `/userdetail` (only while signed in). */
export const useCurrentUser = () => {
  const signedIn = useIsSignedIn();
  return useGetUserDetail({ query: { enabled: signedIn, select: (response) => response.result } });
};
