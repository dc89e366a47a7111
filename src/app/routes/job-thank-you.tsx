import { useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { getJob } from '@/features/jobs/api';
import { ThankYouPage, type ThankYouJob } from '@/features/apply/thank-you-page';
import { isNotFound } from '@/lib/api-error';

/**
 * The job names the page; when it cannot be fetched the thanks stand on their own, and a job the
 * service no longer has is not offered as a way on.
 */
export async function loader({ params, request }: LoaderFunctionArgs): Promise<ThankYouJob> {
  try {
    return { job: await getJob(params.slug ?? '', request.signal), gone: false };
  } catch (error) {
    return { job: null, gone: isNotFound(error) };
  }
}

export function Component() {
  const { job, gone } = useLoaderData() as ThankYouJob;
  const { slug = '' } = useParams();
  return <ThankYouPage slug={slug} job={job} gone={gone} />;
}
