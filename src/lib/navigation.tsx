import { useCallback } from 'react';

/**
 * What the app adds to react-router-dom (which screens use directly: `Link`, `NavLink`, `Navigate`,
 * `useNavigate`, `useLocation`, `useSearchParams`): whether Back stays inside the app, and the shape
 * of the state a screen hands to the next one.
 */

/** Where a visitor was headed before being sent to sign in (`state.from` of the sign-in screens). */
export interface ReturnTo {
  pathname: string;
  search: string;
}

/**
 * Whether Back can go to the app's previous screen: false when the page was opened here (a link
 * from elsewhere, a bookmark), where Back would leave the app. The hash router numbers its history
 * entries (`idx`, 0 for the page's first), a replace keeping the number.
 */
export const useCanGoBack = (): (() => boolean) =>
  useCallback(() => ((window.history.state as { idx?: unknown } | null)?.idx ?? 0) !== 0, []);
