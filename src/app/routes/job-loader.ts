import type { LoaderFunctionArgs } from 'react-router-dom';
import { refreshSession } from '@/api/session';
import type { Job } from '@/api/contract/jobs';
import { getJob } from '@/features/jobs/api';
import type { ApplyPrefill } from './job-prefill';
import { notFoundOn404 } from './not-found-on-404';

export interface JobRouteData extends ApplyPrefill {
  job: Job;
}

const NO_PREFILL: ApplyPrefill = { profile: null, latestCv: null };

/** The job of `/job/:slug`. */
function jobLoader({ params, request }: LoaderFunctionArgs): Promise<Job> {
  return notFoundOn404(getJob(params.slug ?? '', request.signal));
}

/**
 * In the route table itself, not in the job screen's chunk: the ad is requested at once, while
 * that chunk downloads, instead of after it.
 */
export async function jobRouteLoader(args: LoaderFunctionArgs): Promise<JobRouteData> {
  // A visitor who is not logged in never needs the candidate's calls: they come with the read.
  // Neither is needed to apply, so a part that cannot load leaves the form to start empty.
  const prefill = refreshSession().authenticated
    ? import('./job-prefill')
        .then(({ readApplyPrefill }) => readApplyPrefill(args.request.signal))
        .catch(() => NO_PREFILL)
    : NO_PREFILL;
  const [job, candidate] = await Promise.all([jobLoader(args), prefill]);
  return { job, ...candidate };
}
