import { useCallback, useRef } from 'react';

/**
 * The one guard of every submit that writes (identity, bindings, passwords, profile, money): while a
 * send is in flight, further calls (a double or triple tap, Enter pressed again) are ignored, even
 * before React has re-rendered the disabled button. The send includes the mutation's own `onSuccess`
 * (TanStack Query awaits it), so a form that leaves after success stays locked until it has left.
 * Failures are already reported (by the global mutation error handler or the mutation's `onError`),
 * so they are swallowed here and the form can be sent again.
 */
export const useSendOnce = () => {
  const busy = useRef(false);
  return useCallback(async (send: () => Promise<unknown>): Promise<boolean> => {
    if (busy.current) return false;
    busy.current = true;
    try {
      await send();
      return true;
    } catch {
      return false;
    } finally {
      busy.current = false;
    }
  }, []);
};
