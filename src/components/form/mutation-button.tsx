import { Button } from '@/components/button/button';
import { useMutation } from './use-mutation';

interface MutationButtonProps<R> {
  /** The change the button makes. */
  mutate: () => Promise<R>;
  label: string;
  /** The change is made and the page's data read again. */
  onDone: (result: R) => void;
}

/**
 * A secondary button that makes one change (useMutation): pressed again while it runs, it does
 * nothing, and a failure is said above it.
 */
export function MutationButton<R>({ mutate, label, onDone }: MutationButtonProps<R>) {
  const mutation = useMutation(mutate);
  return (
    <>
      {mutation.error && (
        <p className="notice notice--error" role="alert">
          {mutation.error}
        </p>
      )}
      <div>
        <Button
          variant="secondary"
          aria-disabled={mutation.busy}
          onClick={() =>
            void mutation.run().then((outcome) => {
              if (outcome.ok) onDone(outcome.result);
            })
          }
        >
          {label}
        </Button>
      </div>
    </>
  );
}
