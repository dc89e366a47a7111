import { useCallback } from 'react';
import { useRevalidator } from 'react-router-dom';

/** The streamed data asked for while somebody waits for a revalidation's data to arrive. */
const waiting = new Set<Set<Promise<unknown>>>();

/**
 * A loader's data that its page shows as it arrives, inside the page (components/streamed-data),
 * instead of holding the whole page back until the API has answered (docs/decisions/010). Its
 * failure is the page's to show, never an unhandled rejection.
 */
export function streamed<T>(data: Promise<T>): Promise<T> {
  data.catch(() => undefined);
  waiting.forEach((asked) => asked.add(data));
  return data;
}

/**
 * The router's revalidate, settling only once the data read again is here (or failed). The
 * router's own settles when the loaders return, which is before their streamed data: a mutation
 * that reports success after this shows what the server holds, not what it held.
 */
export function useRevalidateData(): () => Promise<void> {
  const { revalidate } = useRevalidator();
  return useCallback(async () => {
    const asked = new Set<Promise<unknown>>();
    waiting.add(asked);
    try {
      await revalidate();
    } finally {
      waiting.delete(asked);
    }
    await Promise.allSettled(asked);
  }, [revalidate]);
}
