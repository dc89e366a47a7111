import {
  useLoaderData,
  useRevalidator,
  useRouteError,
  type LoaderFunctionArgs,
} from 'react-router-dom';
import type { ApplicationSummary } from '@/api/types';
import { getApplications } from '@/features/applications/api';
import { ApplicationLoadError } from '@/features/applications/application-area';
import { ApplicationsPage } from '@/features/applications/applications-page';
import { withLocaleParts } from '@/i18n/i18n';

export function loader({ request }: LoaderFunctionArgs): Promise<ApplicationSummary[]> {
  return withLocaleParts(['applications', 'validation'], getApplications(request.signal));
}

export function Component() {
  const applications = useLoaderData<ApplicationSummary[]>();
  return <ApplicationsPage applications={applications} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  return (
    <ApplicationLoadError
      error={error}
      headingKey="titles.applications"
      onRetry={() => void revalidator.revalidate()}
    />
  );
}
