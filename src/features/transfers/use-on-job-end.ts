import { useEffect, useRef } from 'react';

/** Calls `onEnd` once when a job seen running is no longer in flight (it ended while on screen). */
export function useOnJobEnd(inFlight: boolean, onEnd: (() => void) | undefined) {
  const wasInFlight = useRef(inFlight);
  useEffect(() => {
    if (wasInFlight.current && !inFlight) onEnd?.();
    wasInFlight.current = inFlight;
  }, [inFlight, onEnd]);
}
