import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher, useRevalidator } from 'react-router-dom';
import * as v from 'valibot';
import * as yup from 'yup';
import type { MarkMessagesReadRequest, Message } from '@/api/contract/applications';
import { TextAreaField } from '@/components/form/fields';
import { FormShell, SubmitButton, useForm } from '@/components/form/form-shell';
import { maxCharacters } from '@/lib/text-limit';
import { TitledSection } from '@/components/titled-section/titled-section';
import { useFormat } from '@/i18n/format';
import { sendMessage } from './api';
import './messages.css';
import { Name } from '@/components/name/name';
import { paths } from '@/config/paths';

const REPLY_MAX_LENGTH = 10_000;

const replySchema = yup.object({
  body: yup
    .string()
    .trim()
    .required('messages.reply.required')
    .test(maxCharacters(REPLY_MAX_LENGTH, 'messages.reply.tooLong')),
});

const messageElementId = (id: string) => `message-${id}`;

interface MessageItemProps {
  message: Message;
  wasUnread: boolean;
  /** The language a recruiter writes in (docs/api.md: the job ad's), null when unknown. */
  recruiterLanguage: string | null;
}

function MessageItem({ message, wasUnread, recruiterLanguage }: MessageItemProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const fromMe = message.from === 'candidate';
  return (
    <li
      id={messageElementId(message.id)}
      tabIndex={-1}
      className={`message${fromMe ? ' message--mine' : ''}${wasUnread ? ' message--unread' : ''}`}
    >
      <div className="message__header">
        <span className="message__sender">
          {fromMe ? t('messages.you') : <Name>{message.senderName}</Name>}
        </span>
        <time className="message__time" dateTime={message.sentAt}>
          {format.dateTime(message.sentAt)}
        </time>
        {wasUnread && (
          <span className="message__new">
            <span aria-hidden="true">{t('messages.new')}</span>
            <span className="visually-hidden">{t('messages.unread')}</span>
          </span>
        )}
      </div>
      <p className="message__body" lang={(!fromMe && recruiterLanguage) || undefined}>
        {message.body}
      </p>
    </li>
  );
}

interface MessageThreadProps {
  applicationId: string;
  messages: Message[];
  /**
   * The job ad's language: a Message names none, and the recruiter writes in the language the
   * employer advertised in, so a screen reader reads their words with that language's voice.
   */
  recruiterLanguage: string | null;
}

/** What the thread submits to its route's action: the messages it showed unread. */
const ReadMarksSchema = v.object({ messageIds: v.array(v.string()) });

export const isReadMarks = (value: unknown): value is MarkMessagesReadRequest =>
  v.is(ReadMarksSchema, value);

const byTime = (a: Message, b: Message) =>
  new Date(a.sentAt).getTime() - new Date(b.sentAt).getTime();

/**
 * The thread with the recruiter, oldest first. Message bodies are untrusted plain text: React
 * renders them as text and CSS keeps their line breaks. Unread recruiter messages are marked
 * for the visit, and reported read as soon as they are shown: submitted once to the route's
 * action, after which the router reads the counts (the application's, the header's) again.
 */
export function MessageThread({ applicationId, messages, recruiterLanguage }: MessageThreadProps) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const readMarks = useFetcher();
  const { submit } = readMarks;
  const [unreadIds] = useState<ReadonlySet<string>>(
    () =>
      new Set(
        messages
          .filter((message) => message.from === 'recruiter' && !message.read)
          .map((message) => message.id),
      ),
  );
  const reported = useRef<string | null>(null);

  useEffect(() => {
    const ids = [...unreadIds];
    const signature = `${applicationId}:${ids.join(',')}`;
    if (ids.length === 0 || reported.current === signature) return;
    reported.current = signature;
    void submit({ messageIds: ids } satisfies MarkMessagesReadRequest, {
      method: 'post',
      action: paths.applicationMessages(applicationId),
      encType: 'application/json',
    });
  }, [applicationId, unreadIds, submit]);

  const thread = [...messages].sort(byTime);
  // What was typed survives a failed send, a reload and a 'jwt expired' trip through login.
  const reply = useForm({
    initialValues: { body: '' },
    validationSchema: replySchema,
    draft: { name: `reply:${applicationId}`, fields: ['body'] },
    submit: ({ body }, { idempotencyKey }) =>
      sendMessage(applicationId, body.trim(), idempotencyKey),
    successMessage: t('messages.reply.sent'),
    errorMessages: { '*': { key: 'messages.reply.failed' } },
    onSuccess: (message) => {
      void revalidator.revalidate();
      return () => document.getElementById(messageElementId(message.id));
    },
  });

  return (
    <TitledSection className="stack messages" heading={t('messages.title')}>
      {unreadIds.size > 0 && (
        <p className="messages__unread-summary">
          {t('messages.unreadSummary', { count: unreadIds.size })}
        </p>
      )}
      {thread.length === 0 ? (
        <p>{t('messages.empty')}</p>
      ) : (
        <ol className="message-list" aria-label={t('messages.threadLabel')}>
          {thread.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              wasUnread={unreadIds.has(message.id)}
              recruiterLanguage={recruiterLanguage}
            />
          ))}
        </ol>
      )}

      <FormShell form={reply} className="card stack reply">
        <TextAreaField
          name="body"
          label={t('messages.reply.label')}
          hint={t('messages.reply.hint', { max: REPLY_MAX_LENGTH })}
          rows={6}
          limit={REPLY_MAX_LENGTH}
        />
        <div>
          <SubmitButton busy={reply.busy} busyLabel={t('messages.reply.sending')}>
            {t('messages.reply.send')}
          </SubmitButton>
        </div>
      </FormShell>
    </TitledSection>
  );
}
