import { inviteLink } from '../../../lib/app-links';
import { useCurrentUser } from '../../../api/queries/use-current-user';

/** The user's invite code (from `/userdetail`) and the registration link it opens. */
export const useInvite = () => {
  const query = useCurrentUser();
  const code = query.data?.invite_code?.trim() ?? '';
  return { query, code, link: code ? inviteLink(code) : '' } as const;
};

/** The device's share sheet, where the browser has one. */
export const canShare = (): boolean => typeof navigator !== 'undefined' && typeof navigator.share === 'function';
