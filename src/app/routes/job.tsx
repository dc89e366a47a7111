import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { useLoaderData, useLocation } from 'react-router-dom';
import { useSession } from '@/api/session';
import type { Profile } from '@/api/contract/account';
import type { ApplicationSummary } from '@/api/contract/applications';
import type { Job } from '@/api/contract/jobs';
import { StreamedData } from '@/components/streamed-data/streamed-data';
import { AppliedNotice, type OwnApplication } from '@/features/apply/applied-notice';
import { ApplyFormSkeleton } from '@/features/apply/apply-form-skeleton';
import { sentApplicationAt } from '@/features/apply/thank-you-state';
import { JobErrorPage } from '@/features/jobs/job-error';
import { JobPage } from '@/features/jobs/job-page';
import { loadLocaleParts } from '@/i18n/i18n';
import { afterNextPaint } from '@/lib/tasks';
import { useCandidateApplications } from '../root-data';
import type { JobRouteData } from './job-loader';

// formik and yup come with the form only, once the ad is painted (below).
const ApplyForm = lazy(async () => {
  const [module] = await Promise.all([
    import('@/features/apply/apply-form'),
    loadLocaleParts('apply', 'validation'),
  ]);
  return { default: module.ApplyForm };
});

/**
 * True from the frame after the first one this page painted: what the ad's first paint need not
 * wait for is asked for from then on, so on a slow line the ad's own requests go first. The
 * page renders again then, as a transition: in slices that leave a cheap phone free to answer a
 * tap, not in one long task.
 */
function usePaintedOnce(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let current = true;
    void afterNextPaint().then(() => {
      if (current) startTransition(() => setPainted(true));
    });
    return () => {
      current = false;
    };
  }, []);
  return painted;
}

interface ApplyPlaceProps {
  job: Job;
  profile: Profile | null;
}

/** The candidate's application for this job in their list (the root's data), if any. */
function findOwnApplication(list: ApplicationSummary[], slug: string): OwnApplication | null {
  const found = list.find((application) => application.job.slug === slug);
  return found ? { id: found.id, appliedAt: found.appliedAt } : null;
}

/**
 * The form, or, for a candidate who has applied already, where that application is: their list
 * is awaited in the form's place. When the list cannot be read the form is offered as before.
 */
function ApplyPlace({ job, profile }: ApplyPlaceProps) {
  const session = useSession();
  const location = useLocation();
  const applications = useCandidateApplications();
  const sentAt = sentApplicationAt(location.state, session.userId);
  const place = (stored: OwnApplication | null) => {
    const applied = stored ?? (sentAt ? { id: null, appliedAt: sentAt } : null);
    if (applied) return <AppliedNotice application={applied} />;
    // Another person's form after a login or logout: a new form, never the last one's values.
    return <ApplyForm key={`${job.slug}:${profile?.userId ?? ''}`} job={job} profile={profile} />;
  };
  if (!applications) return place(null);
  return (
    <StreamedData data={applications} fallback={<ApplyFormSkeleton />} failure={() => place(null)}>
      {(list) => place(findOwnApplication(list, job.slug))}
    </StreamedData>
  );
}

export function Component() {
  const { job, profile } = useLoaderData() as JobRouteData;
  const painted = usePaintedOnce();
  // The thank-you page is where a sent application lands: fetched now, so a connection that
  // drops right after sending still shows the thanks instead of a chunk error.
  useEffect(() => {
    if (!painted) return;
    import('./job-thank-you').catch(() => {
      // Only a head start: the route loads the chunk itself when it is needed.
    });
  }, [painted]);
  return (
    <JobPage
      job={job}
      applyForm={
        painted ? (
          <Suspense fallback={<ApplyFormSkeleton />}>
            <ApplyPlace job={job} profile={profile} />
          </Suspense>
        ) : (
          <ApplyFormSkeleton />
        )
      }
    />
  );
}

export const ErrorBoundary = JobErrorPage;
