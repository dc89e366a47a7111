import {
  useLoaderData,
  useRouteError,
  useOutletContext,
  useRevalidator,
  type LoaderFunctionArgs,
} from 'react-router-dom';
import type { Message } from '@/api/types';
import { ApplicationLoadError } from '@/features/applications/application-area';
import { getMessages } from '@/features/messages/api';
import { MessageThread } from '@/features/messages/message-thread';
import { withLocaleParts } from '@/i18n/i18n';
import type { ApplicationOutletContext } from './application';

export function loader({ params, request }: LoaderFunctionArgs): Promise<Message[]> {
  return withLocaleParts(['applications'], getMessages(params.id ?? '', request.signal));
}

export function Component() {
  const messages = useLoaderData<Message[]>();
  const { application } = useOutletContext<ApplicationOutletContext>();
  return <MessageThread key={application.id} applicationId={application.id} messages={messages} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  return <ApplicationLoadError error={error} onRetry={() => void revalidator.revalidate()} />;
}
