import type { LoaderFunctionArgs } from 'react-router-dom';
import { refreshSession } from '@/api/session';
import type { Profile } from '@/api/contract/account';
import type { Job } from '@/api/contract/jobs';
import { getProfile } from '@/api/profile';
import { getJob } from '@/features/jobs/api';
import { notFoundOn404 } from './not-found-on-404';

export interface JobRouteData {
  job: Job;
  /** A logged-in candidate's details fill in the form; without them the form starts empty. */
  profile: Profile | null;
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
  const profile = refreshSession().authenticated
    ? getProfile(args.request.signal).catch(() => null)
    : Promise.resolve(null);
  const [job, prefill] = await Promise.all([jobLoader(args), profile]);
  return { job, profile: prefill };
}
