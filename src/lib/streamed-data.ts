import { useCallback, useEffect, useRef } from 'react';
import { useMatches, useRevalidator } from 'react-router-dom';

/**
 * A loader's data that its page shows as it arrives, inside the page (components/streamed-data),
 * instead of holding the whole page back until the API has answered (docs/decisions/010). Its
 * failure is the page's to show, never an unhandled rejection.
 */
export function streamed<T>(data: Promise<T>): Promise<T> {
  data.catch(() => undefined);
  return data;
}

/**
 * The router's revalidate, settling only once the data read again is on screen (or its failure
 * is). The router's own settles when the loaders return, which is before their streamed data; it
 * then renders the new data in a transition, which React commits only once every streamed part
 * on screen has arrived. So the next commit of new route data (or this component leaving, in
 * that commit) is the moment: a mutation that reports success after it shows what the server
 * holds, not what it held.
 */
export function useRevalidateData(): () => Promise<void> {
  const { revalidate } = useRevalidator();
  const matches = useMatches();
  const waiting = useRef<Array<() => void>>([]);
  useEffect(
    () => () => {
      for (const shown of waiting.current.splice(0)) shown();
    },
    [matches],
  );
  return useCallback(async () => {
    await revalidate();
    await new Promise<void>((shown) => waiting.current.push(shown));
  }, [revalidate]);
}
