import type { LoaderFunctionArgs } from 'react-router-dom';
import { refreshSession } from '@/api/session';
import type { Profile } from '@/api/contract/account';
import type { ApplicationFile } from '@/api/contract/applications';
import type { Job } from '@/api/contract/jobs';
import { getProfile } from '@/api/profile';
import { getLatestCv } from '@/features/apply/api';
import { getJob } from '@/features/jobs/api';
import { notFoundOn404 } from './not-found-on-404';

export interface JobRouteData {
  job: Job;
  /** A logged-in candidate's details fill in the form; without them the form starts empty. */
  profile: Profile | null;
  /** The CV of their latest application, offered again; null when there is none or no login. */
  latestCv: ApplicationFile | null;
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
  const signedIn = refreshSession().authenticated;
  const profile = signedIn ? getProfile(args.request.signal).catch(() => null) : null;
  const latestCv = signedIn ? getLatestCv(args.request.signal).catch(() => null) : null;
  const [job, prefill, cv] = await Promise.all([jobLoader(args), profile, latestCv]);
  return { job, profile: prefill, latestCv: cv };
}
