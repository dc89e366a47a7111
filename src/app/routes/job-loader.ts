import type { LoaderFunctionArgs } from 'react-router-dom';
import { refreshSession } from '@/api/session';
import type { Profile } from '@/api/contract/account';
import type { Job } from '@/api/contract/jobs';
import { getProfile } from '@/api/profile';
import { readApplications } from '@/features/applications/unread-messages';
import type { OwnApplication } from '@/features/apply/applied-notice';
import { getJob } from '@/features/jobs/api';
import { notFoundOn404 } from './not-found-on-404';

export interface JobRouteData {
  job: Job;
  /** A logged-in candidate's details fill in the form; without them the form starts empty. */
  profile: Profile | null;
  /**
   * The logged-in candidate's application for this job, if any: it takes the form's place. Not
   * awaited: the ad paints first, the form's place waits for it (routes/job). Null for a visitor
   * who is not logged in (and so for every page the edge renders: its data crosses as JSON).
   */
  ownApplication: Promise<OwnApplication | null> | null;
}

/** Read from the candidate's list; when the list cannot be read the form is offered as before. */
function findOwnApplication(userId: string, slug: string): Promise<OwnApplication | null> {
  return readApplications(userId).then(
    (list) => {
      const found = list.find((application) => application.job.slug === slug);
      return found ? { id: found.id, appliedAt: found.appliedAt } : null;
    },
    () => null,
  );
}

/** The job of `/job/:slug` and its thank-you page. */
export function jobLoader({ params, request }: LoaderFunctionArgs): Promise<Job> {
  return notFoundOn404(getJob(params.slug ?? '', request.signal));
}

/**
 * In the route table itself, not in the job screen's chunk: the ad is requested at once, while
 * that chunk downloads, instead of after it.
 */
export async function jobRouteLoader(args: LoaderFunctionArgs): Promise<JobRouteData> {
  const { authenticated, userId } = refreshSession();
  const profile = authenticated
    ? getProfile(args.request.signal).catch(() => null)
    : Promise.resolve(null);
  const ownApplication = userId ? findOwnApplication(userId, args.params.slug ?? '') : null;
  const [job, prefill] = await Promise.all([jobLoader(args), profile]);
  return { job, profile: prefill, ownApplication };
}
