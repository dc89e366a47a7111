import { useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import type { Job } from '@/api/contract/jobs';
import { ThankYouPage } from '@/features/apply/thank-you-page';
import { jobLoader } from './job-loader';

/** The job names the page; when it cannot be fetched the thanks stand on their own. */
export function loader(args: LoaderFunctionArgs): Promise<Job | null> {
  return jobLoader(args).catch(() => null);
}

export function Component() {
  const job = useLoaderData() as Job | null;
  const { slug = '' } = useParams();
  return <ThankYouPage slug={slug} job={job} />;
}
