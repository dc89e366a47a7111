import {
  data,
  isRouteErrorResponse,
  Outlet,
  useLoaderData,
  useRevalidator,
  useRouteError,
  type LoaderFunctionArgs,
} from 'react-router-dom';
import type { Application } from '@/api/types';
import { getApplication, isNotFoundError } from '@/features/applications/api';
import {
  ApplicationArea,
  ApplicationLoadError,
  ApplicationNotFound,
} from '@/features/applications/application-area';
import { withLocaleParts } from '@/i18n/i18n';

/** What the three sections of one application get from their parent route. */
export interface ApplicationOutletContext {
  application: Application;
}

export async function loader({ params, request }: LoaderFunctionArgs): Promise<Application> {
  try {
    return await withLocaleParts(['applications'], getApplication(params.id ?? '', request.signal));
  } catch (error) {
    // Unknown and someone else's ids are both 404: the same message, never any data.
    if (isNotFoundError(error)) throw data(null, { status: 404 });
    throw error;
  }
}

export function Component() {
  const application = useLoaderData<Application>();
  const context: ApplicationOutletContext = { application };
  return (
    <ApplicationArea application={application} unreadMessages={application.unreadMessages}>
      <Outlet context={context} />
    </ApplicationArea>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const notFound = (isRouteErrorResponse(error) && error.status === 404) || isNotFoundError(error);
  if (notFound) return <ApplicationNotFound />;
  return (
    <ApplicationLoadError
      error={error}
      headingKey="titles.application"
      onRetry={() => void revalidator.revalidate()}
    />
  );
}
