import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Await, useAsyncError, useRevalidator } from 'react-router-dom';
import { Button } from '@/components/button/button';
import { describeError } from '@/lib/error-message';
import { DelayedFallback } from '@/components/delayed-fallback/delayed-fallback';
import { FailureText } from '@/components/form/failure-text';
import './streamed-data.css';

/**
 * Where a page's data will go while it loads. The status region is there from the start, empty,
 * so that screen readers announce the words that fill it; they come after the 200 ms delay, so a
 * fast load neither flashes nor says anything. It holds some height, so the footer does not jump.
 */
export function LoadingStatus({ label }: { label: string }) {
  return (
    <div role="status" className="loading-status">
      <DelayedFallback>
        <span className="loading-status__spinner" aria-hidden="true" />
        {label}
      </DelayedFallback>
    </div>
  );
}

interface LoadFailureProps {
  error: unknown;
  /** Where the page's own heading is not on screen, the failure brings one. */
  heading?: ReactNode;
  /** Other ways on, after "try again". */
  children?: ReactNode;
}

/**
 * A load that failed: the translated text, then the service's own first error message, and a way
 * to try again.
 */
export function LoadFailure({ error, heading, children }: LoadFailureProps) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  return (
    <div className="stack status-page">
      {heading}
      <div className="notice notice--error" role="alert">
        <FailureText message={describeError(error) ?? { key: 'errors.generic' }} />
      </div>
      <div className="cluster">
        <Button onClick={() => void revalidator.revalidate()}>{t('errors.reload')}</Button>
        {children}
      </div>
    </div>
  );
}

function AsyncFailure({ render }: { render: (error: unknown) => ReactNode }) {
  return render(useAsyncError());
}

interface StreamedDataProps<T> {
  /** The loader's streamed data (lib/streamed-data). */
  data: Promise<T>;
  /** Shown until it arrives: usually a LoadingStatus, or the page's frame around one. */
  fallback: ReactNode;
  /** Shown when it fails; a LoadFailure unless the page has its own words. */
  failure?: (error: unknown) => ReactNode;
  children: (value: T) => ReactNode;
}

/**
 * Renders a loader's data once it is here, and what `fallback` says until then, so that the page
 * around it (the header, the navigation, the heading) shows at once. A revalidation keeps the
 * data on screen until the new data is here: the router renders in a transition.
 */
export function StreamedData<T>({
  data,
  fallback,
  failure = (error) => <LoadFailure error={error} />,
  children,
}: StreamedDataProps<T>) {
  return (
    <Suspense fallback={fallback}>
      <Await resolve={data} errorElement={<AsyncFailure render={failure} />}>
        {(value: T) => children(value)}
      </Await>
    </Suspense>
  );
}
