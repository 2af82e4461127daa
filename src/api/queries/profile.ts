import type { QueryClient, QueryFilters } from '@tanstack/react-query';
import {
  getGetUserDetailQueryKey,
  getGetUserDetailQueryOptions,
  getGetVipLevelInfoQueryOptions,
} from '../generated/endpoints/profile/profile';
import type { User, UserDetailResponse } from '../generated/model';

/** The signed-in user (`/userdetail`, the user under `result`) and the VIP rules (`/viplevelinfo`, under `data`). */
export const profileQueries = {
  /** Read through `useCurrentUser`, which asks only while signed in. */
  user: () => getGetUserDetailQueryOptions({ query: { select: (response) => response.result } }),
  vipLevels: () =>
    getGetVipLevelInfoQueryOptions({ query: { select: (response) => response.data, staleTime: 10 * 60_000 } }),
};

/** Every variant of each query above: what a write makes stale. */
export const profileScopes = {
  /** The user, and with it every balance the app shows. */
  user: { queryKey: getGetUserDetailQueryKey() },
} as const satisfies Partial<Record<keyof typeof profileQueries, QueryFilters>>;

/**
 * The user a sign-in answered with, shown at once wherever the user is read; marked stale, so the
 * first screen that reads it still asks `/userdetail` for the full, current profile.
 */
export const seedCurrentUser = (queryClient: QueryClient, user: User): void => {
  const queryKey = getGetUserDetailQueryKey();
  queryClient.setQueryData<UserDetailResponse>(queryKey, { status: 200, result: user });
  void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
};
