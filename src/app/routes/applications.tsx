import { useLoaderData, useRouteError, type LoaderFunctionArgs } from 'react-router-dom';
import type { ApplicationSummary } from '@/api/types';
import { getApplications } from '@/features/applications/api';
import { ApplicationLoadError } from '@/features/applications/application-area';
import { ApplicationsPage } from '@/features/applications/applications-page';
import { withLocaleParts } from '@/i18n/i18n';
import { streamed } from '@/lib/streamed-data';

interface ApplicationsData {
  applications: Promise<ApplicationSummary[]>;
}

export function loader({ request }: LoaderFunctionArgs): Promise<ApplicationsData> {
  return withLocaleParts(['applications', 'validation'], {
    applications: streamed(getApplications(request.signal)),
  });
}

export function Component() {
  const { applications } = useLoaderData<ApplicationsData>();
  return <ApplicationsPage applications={applications} />;
}

export function ErrorBoundary() {
  return <ApplicationLoadError error={useRouteError()} headingKey="titles.applications" />;
}
