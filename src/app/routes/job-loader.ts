import type { LoaderFunctionArgs } from 'react-router-dom';
import { refreshSession } from '@/api/session';
import type { Job, Profile } from '@/api/types';
import { getProfile } from '@/api/profile';
import { jobLoader } from '@/features/jobs/loaders';
import { withLocaleParts } from '@/i18n/i18n';

export interface JobRouteData {
  job: Job;
  /** A logged-in candidate's details fill in the form; without them the form starts empty. */
  profile: Profile | null;
}

/**
 * In the route table itself, not in the job screen's chunk: the ad is requested at once, while
 * that chunk downloads, instead of after it.
 */
export async function jobRouteLoader(args: LoaderFunctionArgs): Promise<JobRouteData> {
  const profile = refreshSession().authenticated
    ? getProfile(args.request.signal).catch(() => null)
    : Promise.resolve(null);
  const [job, prefill] = await withLocaleParts(['apply'], Promise.all([jobLoader(args), profile]));
  return { job, profile: prefill };
}
