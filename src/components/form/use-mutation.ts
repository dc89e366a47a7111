import { useRef, useState } from 'react';
import type { ErrorMessageOverrides } from '@/lib/error-message';
import { useRevalidateData } from '@/lib/streamed-data';
import { useErrorText } from './error-text';

type MutationOutcome<R> = { ok: true; result: R } | { ok: false };

/**
 * A change made by a button rather than a form (a delete behind a confirmation, a frequency): one
 * at a time however often it is pressed, its failure in the person's language, and the page's data
 * read again before it reports success, so that the screen shows what the server holds and no copy
 * of it (docs/decisions/007-submissions.md).
 */
export function useMutation<A extends unknown[], R>(
  mutate: (...args: A) => Promise<R>,
  options: { errorMessages?: ErrorMessageOverrides; onFailure?: (error: unknown) => void } = {},
) {
  const revalidate = useRevalidateData();
  const errorText = useErrorText();
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (...args: A): Promise<MutationOutcome<R>> => {
    if (inFlight.current) return { ok: false };
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      const result = await mutate(...args);
      await revalidate();
      return { ok: true, result };
    } catch (caught) {
      setError(errorText(caught, options.errorMessages));
      options.onFailure?.(caught);
      return { ok: false };
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return { run, busy, error, clearError: () => setError(null) };
}
