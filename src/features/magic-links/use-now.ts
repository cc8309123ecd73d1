import { useEffect, useState } from 'react';

/** How often Time Remaining is recomputed: it shows minutes at its finest. */
export const NOW_TICK_MS = 30 * 1000;

/** The current time in epoch ms, refreshed every `tickMs` while the component is mounted. */
export function useNow(tickMs = NOW_TICK_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}
