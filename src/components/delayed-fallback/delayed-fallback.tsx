import { useEffect, useState, type ReactNode } from 'react';

/** The asynchronous component delay: loading indicators appear only after 200 ms. */
const ASYNC_COMPONENT_DELAY_MS = 200;

/**
 * True once `active` has stayed true for `delayMs`; false again as soon as it turns false.
 * Fast loads then show nothing at all instead of a flash of spinner.
 */
export function useDelayedFlag(active: boolean, delayMs = ASYNC_COMPONENT_DELAY_MS): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => setElapsed(true), delayMs);
    return () => {
      window.clearTimeout(timer);
      setElapsed(false);
    };
  }, [active, delayMs]);
  return active && elapsed;
}

/** Renders its children (a loading indicator) only when it has been mounted for 200 ms. */
export function DelayedFallback({
  children,
  delayMs = ASYNC_COMPONENT_DELAY_MS,
}: {
  children: ReactNode;
  delayMs?: number;
}) {
  return useDelayedFlag(true, delayMs) ? children : null;
}
