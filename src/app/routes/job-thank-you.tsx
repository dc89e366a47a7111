import { useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import type { Job } from '@/api/types';
import { ThankYouPage } from '@/features/apply/thank-you-page';
import { jobLoader, shouldRevalidatePathOnly } from '@/features/jobs/loaders';
import { withLocaleParts } from '@/i18n/i18n';

/** The job names the page; when it cannot be fetched the thanks stand on their own. */
export function loader(args: LoaderFunctionArgs): Promise<Job | null> {
  return withLocaleParts(
    ['apply'],
    jobLoader(args).catch(() => null),
  );
}

export const shouldRevalidate = shouldRevalidatePathOnly;

export function Component() {
  const job = useLoaderData() as Job | null;
  const { slug = '' } = useParams();
  return <ThankYouPage slug={slug} job={job} />;
}
