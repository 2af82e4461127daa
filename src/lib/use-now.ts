import { useEffect, useState } from 'react';

/**
 * The current instant, read again every `everyMs` (30 seconds unless told) while `running`: a
 * countdown asks for a quarter second, an opening-hours notice for the default. Stopped, it keeps
 * the last instant it read.
 */
export const useNow = (everyMs = 30_000, running = true): Date => {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs, running]);
  return now;
};
