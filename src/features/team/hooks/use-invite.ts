import { useGetUserDetail } from '../../../api/generated/endpoints/profile/profile';
import { inviteLink } from '../../../lib/app-links';

/** The user's invite code (from `/userdetail`) and the registration link it opens. */
export const useInvite = () => {
  const query = useGetUserDetail({ query: { select: (response) => response.result } });
  const code = query.data?.invite_code?.trim() ?? '';
  return { query, code, link: code ? inviteLink(code) : '' } as const;
};

/** The device's share sheet, where the browser has one. */
export const canShare = (): boolean => typeof navigator !== 'undefined' && typeof navigator.share === 'function';
