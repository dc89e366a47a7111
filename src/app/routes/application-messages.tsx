import { useTranslation } from 'react-i18next';
import {
  data,
  useLoaderData,
  useOutletContext,
  useRouteError,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router-dom';
import type { Message } from '@/api/contract/applications';
import {
  ApplicationLoadError,
  ApplicationSectionData,
} from '@/features/applications/application-area';
import { getMessages, markMessagesRead } from '@/features/messages/api';
import { isReadMarks } from '@/features/messages/message-thread';
import { MessageThread } from '@/features/messages/message-thread';
import { streamed } from '@/lib/streamed-data';
import type { ApplicationOutletContext } from './application';

interface MessagesData {
  messages: Promise<Message[]>;
}

export function loader({ params, request }: LoaderFunctionArgs): MessagesData {
  return { messages: streamed(getMessages(params.id ?? '', request.signal)) };
}

/**
 * The thread's unread messages, shown, are marked read (the thread submits their ids). The router
 * then reads every page's data again: the application's count and the header's follow. When the
 * marks fail they stay unread on the server, to be tried again on the next visit; nobody is told,
 * and an error status keeps the router from reading the data again for nothing.
 */
export async function action({ params, request }: ActionFunctionArgs) {
  const marks: unknown = await request.json();
  if (!isReadMarks(marks)) return data(null, { status: 400 });
  try {
    await markMessagesRead(params.id ?? '', marks.messageIds);
    return null;
  } catch {
    return data(null, { status: 503 });
  }
}

export function Component() {
  const { t } = useTranslation();
  const { messages } = useLoaderData<MessagesData>();
  const { application } = useOutletContext<ApplicationOutletContext>();
  return (
    <ApplicationSectionData data={messages} loadingLabel={t('messages.loading')}>
      {(thread) => (
        <MessageThread
          key={application.id}
          applicationId={application.id}
          messages={thread}
          recruiterLanguage={application.job.language}
        />
      )}
    </ApplicationSectionData>
  );
}

export function ErrorBoundary() {
  return <ApplicationLoadError error={useRouteError()} />;
}
