import { useTranslation } from 'react-i18next';
import {
  useLoaderData,
  useOutletContext,
  useRouteError,
  type LoaderFunctionArgs,
} from 'react-router-dom';
import type { Message } from '@/api/contract/applications';
import {
  ApplicationLoadError,
  ApplicationSectionData,
} from '@/features/applications/application-area';
import { refreshUnreadMessages } from '@/features/applications/unread-messages';
import { getMessages } from '@/features/messages/api';
import { MessageThread } from '@/features/messages/message-thread';
import { streamed } from '@/lib/streamed-data';
import type { ApplicationOutletContext } from './application';

interface MessagesData {
  messages: Promise<Message[]>;
}

export function loader({ params, request }: LoaderFunctionArgs): MessagesData {
  return { messages: streamed(getMessages(params.id ?? '', request.signal)) };
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
          // Reading a thread lowers the main navigation's count too.
          onRead={refreshUnreadMessages}
        />
      )}
    </ApplicationSectionData>
  );
}

export function ErrorBoundary() {
  return <ApplicationLoadError error={useRouteError()} />;
}
