import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { User, UserDetailResponse } from '../generated/model';
import type { ApiError } from '../errors';
import { useIsSignedIn } from '../../lib/session';
import { profileQueries } from './profile';

type Options = Pick<UseQueryOptions<UserDetailResponse, ApiError, User>, 'staleTime' | 'refetchInterval'>;

/**
 * The signed-in user (`/userdetail`), the one way every screen reads it: from the query cache,
 * asked for only while a token exists. `staleTime: 0` where a balance must be current (forms that
 * spend it); `refetchInterval` where a state is awaited (an identity review).
 */
export const useCurrentUser = (options: Options = {}) => {
  const signedIn = useIsSignedIn();
  return useQuery({ ...profileQueries.user(), ...options, enabled: signedIn });
};
