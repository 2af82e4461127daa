import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { isSessionExpiredPending, onSessionExpired } from '../api/errors';

const SessionExpiredDialogView = lazy(() =>
  import('./session-expired-dialog-view').then((module) => ({ default: module.SessionExpiredDialogView })),
);

/**
 * The one dialog of an expired session (session-expired-dialog-view.tsx). Its code (the dialog
 * machine and its parts) loads with the first expiry, not at start-up, and stays mounted from then on.
 */
export const SessionExpiredDialog = () => {
  // a state the transport sets on the first 401, read when this mounts too (a cold start's first
  // calls can fail before the app has rendered): the dialog shows exactly once per expiry
  const open = useSyncExternalStore(onSessionExpired, isSessionExpiredPending);
  const [needed, setNeeded] = useState(false);
  if (open && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <SessionExpiredDialogView open={open} />
    </Suspense>
  ) : null;
};
