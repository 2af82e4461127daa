import { useCallback, useRef } from 'react';

/**
 * A guard for money-moving requests: while one send is in flight, further calls (a double tap, a
 * second Enter) are ignored, even before React has re-rendered the disabled button. Failures are
 * already reported by the global mutation error handler, so they are swallowed here.
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
