import {
  Outlet,
  useLoaderData,
  useParams,
  useRouteError,
  type LoaderFunctionArgs,
} from 'react-router-dom';
import type { Application } from '@/api/contract/applications';
import { getApplication } from '@/features/applications/api';
import { ApplicationArea, ApplicationLoadError } from '@/features/applications/application-area';
import { streamed } from '@/lib/streamed-data';

/** What the three sections of one application get from their parent route. */
export interface ApplicationOutletContext {
  application: Application;
}

interface ApplicationData {
  application: Promise<Application>;
}

export function loader({ params, request }: LoaderFunctionArgs): ApplicationData {
  return { application: streamed(getApplication(params.id ?? '', request.signal)) };
}

export function Component() {
  const { application } = useLoaderData<ApplicationData>();
  const { id = '' } = useParams();
  return (
    // Another application is another page: its own loading state, never the last one's data.
    <ApplicationArea key={id} applicationId={id} application={application}>
      {(loaded) => <Outlet context={{ application: loaded } satisfies ApplicationOutletContext} />}
    </ApplicationArea>
  );
}

export function ErrorBoundary() {
  return <ApplicationLoadError error={useRouteError()} headingKey="titles.application" />;
}
