import { lazy, Suspense, useEffect } from 'react';
import { useLoaderData } from 'react-router-dom';
import { ApplyFormSkeleton } from '@/features/apply/apply-form-skeleton';
import { JobErrorPage } from '@/features/jobs/job-error';
import { JobPage } from '@/features/jobs/job-page';
import { shouldRevalidatePathOnly } from '@/features/jobs/loaders';
import { loadLocaleParts } from '@/i18n/i18n';
import type { JobRouteData } from './job-loader';

// formik and yup come with the form only, after the ad itself is on screen.
const ApplyForm = lazy(async () => {
  const [module] = await Promise.all([
    import('@/features/apply/apply-form'),
    loadLocaleParts('apply', 'validation'),
  ]);
  return { default: module.ApplyForm };
});

export const shouldRevalidate = shouldRevalidatePathOnly;

export function Component() {
  const { job, profile } = useLoaderData() as JobRouteData;
  // The thank-you page is where a sent application lands: fetched now, so a connection that
  // drops right after sending still shows the thanks instead of a chunk error.
  useEffect(() => {
    import('./job-thank-you').catch(() => {
      // Only a head start: the route loads the chunk itself when it is needed.
    });
  }, []);
  return (
    <JobPage
      job={job}
      applyForm={
        <Suspense fallback={<ApplyFormSkeleton />}>
          {/* Another person's form after a login or logout: a new form, never the last one's values. */}
          <ApplyForm key={`${job.slug}:${profile?.userId ?? ''}`} job={job} profile={profile} />
        </Suspense>
      }
    />
  );
}

export const ErrorBoundary = JobErrorPage;
