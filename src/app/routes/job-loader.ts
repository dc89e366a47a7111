import type { LoaderFunctionArgs } from 'react-router-dom';
import { refreshSession } from '@/api/session';
import type { Job, Profile } from '@/api/types';
import { getProfile } from '@/api/profile';
import type { OwnApplication } from '@/features/apply/applied-notice';
import { jobLoader } from '@/features/jobs/loaders';
import { withLocaleParts } from '@/i18n/i18n';

export interface JobRouteData {
  job: Job;
  /** A logged-in candidate's details fill in the form; without them the form starts empty. */
  profile: Profile | null;
  /**
   * The logged-in candidate's application for this job, if any: it takes the form's place. Not
   * awaited: the ad paints first, the form's place waits for it (routes/job).
   */
  ownApplication: Promise<OwnApplication | null>;
}

/**
 * Read from the candidate's list; when the list cannot be read the form is offered as before.
 * The list's code comes only for a logged-in candidate: a visitor's first page does without it.
 */
function findOwnApplication(slug: string, signal: AbortSignal): Promise<OwnApplication | null> {
  return import('@/features/applications/api')
    .then(({ getApplications }) => getApplications(signal))
    .then(
      (list) => {
        const found = list.find((application) => application.job.slug === slug);
        return found ? { id: found.id, appliedAt: found.appliedAt } : null;
      },
      () => null,
    );
}

/**
 * In the route table itself, not in the job screen's chunk: the ad is requested at once, while
 * that chunk downloads, instead of after it.
 */
export async function jobRouteLoader(args: LoaderFunctionArgs): Promise<JobRouteData> {
  const authenticated = refreshSession().authenticated;
  const profile = authenticated
    ? getProfile(args.request.signal).catch(() => null)
    : Promise.resolve(null);
  const ownApplication = authenticated
    ? findOwnApplication(args.params.slug ?? '', args.request.signal)
    : Promise.resolve(null);
  const [job, prefill] = await withLocaleParts(['apply'], Promise.all([jobLoader(args), profile]));
  return { job, profile: prefill, ownApplication };
}
