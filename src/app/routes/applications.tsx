import { useRouteError } from 'react-router-dom';
import { ApplicationLoadError } from '@/features/applications/application-area';
import { ApplicationsPage } from '@/features/applications/applications-page';
import { useCandidateApplications } from '../root-data';

/** The list is the root's (the header counts its unread messages): read again on arriving here. */
export function Component() {
  return <ApplicationsPage applications={useCandidateApplications()} />;
}

export function ErrorBoundary() {
  return <ApplicationLoadError error={useRouteError()} headingKey="titles.applications" />;
}
