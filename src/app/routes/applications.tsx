import { useLoaderData, useRouteError } from 'react-router-dom';
import type { ApplicationSummary } from '@/api/contract/applications';
import { refreshSession } from '@/api/session';
import { ApplicationLoadError } from '@/features/applications/application-area';
import { ApplicationsPage } from '@/features/applications/applications-page';
import { readApplications } from '@/features/applications/unread-messages';
import { streamed } from '@/lib/streamed-data';

interface ApplicationsData {
  applications: Promise<ApplicationSummary[]>;
}

/** The same read as the main navigation's count of unread messages, which it updates. */
export function loader(): ApplicationsData {
  return { applications: streamed(readApplications(refreshSession().userId ?? '')) };
}

export function Component() {
  const { applications } = useLoaderData<ApplicationsData>();
  return <ApplicationsPage applications={applications} />;
}

export function ErrorBoundary() {
  return <ApplicationLoadError error={useRouteError()} headingKey="titles.applications" />;
}
