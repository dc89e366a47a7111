import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useLoaderData, useLocation } from 'react-router-dom';
import { useSession } from '@/api/session';
import type { Profile } from '@/api/contract/account';
import type { ApplicationFile, ApplicationSummary } from '@/api/contract/applications';
import type { Job } from '@/api/contract/jobs';
import { AppliedNotice, type OwnApplication } from '@/features/apply/applied-notice';
import { ApplyFormSkeleton } from '@/features/apply/apply-form-skeleton';
import { sentApplicationAt } from '@/features/apply/thank-you-state';
import { JobErrorPage } from '@/features/jobs/job-error';
import { HeroApplyLink, JobPage } from '@/features/jobs/job-page';
import { loadLocaleParts } from '@/i18n/i18n';
import { usePaintedOnce } from '@/lib/use-painted-once';
import { useHydrated } from '@/lib/use-hydrated';
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

// The wait for a logged-in candidate's list, with its failure text, comes with that list: an
// anonymous visitor's page paints without it.
const StreamedApplications = lazy(async () => {
  const { StreamedData } = await import('@/components/streamed-data/streamed-data');
  return { default: StreamedData<ApplicationSummary[]> };
});

/** The candidate's application for this job in their list (the root's data), if any. */
function findOwnApplication(list: ApplicationSummary[], slug: string): OwnApplication | null {
  const found = list.find((application) => application.job.slug === slug);
  return found ? { id: found.id, appliedAt: found.appliedAt } : null;
}

interface WithOwnApplicationProps {
  slug: string;
  /** Shown while the candidate's list is on its way. */
  fallback: ReactNode;
  children: (application: OwnApplication | null) => ReactNode;
}

/**
 * The visitor's application for this job: in a logged-in candidate's list, or sent in this visit
 * (the job page's history entry says so). When the list cannot be read, none is known. What
 * depends on the visitor first renders as the edge rendered it, anonymous (lib/use-hydrated).
 */
function WithOwnApplication({ slug, fallback, children }: WithOwnApplicationProps) {
  const hydrated = useHydrated();
  const session = useSession();
  const location = useLocation();
  const applications = useCandidateApplications();
  const sentAt = hydrated ? sentApplicationAt(location.state, session.userId) : null;
  const place = (stored: OwnApplication | null) =>
    children(stored ?? (sentAt ? { id: null, appliedAt: sentAt } : null));
  if (!applications) return place(null);
  return (
    <Suspense fallback={fallback}>
      <StreamedApplications data={applications} fallback={fallback} failure={() => place(null)}>
        {(list) => place(findOwnApplication(list, slug))}
      </StreamedApplications>
    </Suspense>
  );
}

interface ApplyPlaceProps {
  job: Job;
  profile: Profile | null;
  latestCv: ApplicationFile | null;
}

/**
 * The form, or, for a candidate who has applied already, where that application is: their list
 * is awaited in the form's place. When the list cannot be read the form is offered as before.
 */
function ApplyPlace({ job, profile, latestCv }: ApplyPlaceProps) {
  return (
    <WithOwnApplication slug={job.slug} fallback={<ApplyFormSkeleton />}>
      {(applied) =>
        applied ? (
          <AppliedNotice application={applied} />
        ) : (
          // Another person's form after a login or logout: a new form, never the last one's values.
          <ApplyForm
            key={`${job.slug}:${profile?.userId ?? ''}`}
            job={job}
            profile={profile}
            latestCv={latestCv}
          />
        )
      }
    </WithOwnApplication>
  );
}

/** The hero's link says "Apply now" until the candidate's list shows an application. */
function HeroPlace({ slug }: { slug: string }) {
  return (
    <WithOwnApplication slug={slug} fallback={<HeroApplyLink />}>
      {(applied) => <HeroApplyLink applied={applied ? { applicationId: applied.id } : undefined} />}
    </WithOwnApplication>
  );
}

export function Component() {
  const { job, profile, latestCv } = useLoaderData() as JobRouteData;
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
      heroLink={<HeroPlace slug={job.slug} />}
      applyForm={
        painted ? (
          <Suspense fallback={<ApplyFormSkeleton />}>
            <ApplyPlace job={job} profile={profile} latestCv={latestCv} />
          </Suspense>
        ) : (
          <ApplyFormSkeleton />
        )
      }
    />
  );
}

export const ErrorBoundary = JobErrorPage;
