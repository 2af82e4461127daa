import { openableUrl } from './safe-link';
import { pathTo } from './route-paths';

/**
 * Store pages of the native apps, set at build time (VITE_APP_STORE_URL, VITE_PLAY_STORE_URL).
 * The provider documents no call for them; a store button is shown only when its link is set.
 */
const link = (value: unknown): string | null => openableUrl(value);

export const storeLinks = (
  vars: Record<string, unknown> = import.meta.env,
): { appStore: string | null; googlePlay: string | null } => ({
  appStore: link(vars.VITE_APP_STORE_URL),
  googlePlay: link(vars.VITE_PLAY_STORE_URL),
});

/** The registration link an invite code opens (`#/pages/user/register?refcode=`), on this app's origin. */
export const inviteLink = (code: string, location: Pick<Location, 'origin' | 'pathname'> = window.location): string =>
  `${location.origin}${location.pathname}#${pathTo('register', { refcode: code })}`;
