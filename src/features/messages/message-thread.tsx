import { Formik, useFormikContext } from 'formik';
import { useEffect, useLayoutEffect, useId, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { isApiError } from '@/api/errors';
import type { Message } from '@/api/types';
import { TextAreaField } from '@/components/form/fields';
import { useFormat } from '@/i18n/format';
import { useErrorInTitle } from '@/lib/page-title';
import { candidateDraftKey, safeStorage } from '@/lib/storage';
import { markMessagesRead, sendMessage } from './api';
import './messages.css';
import { PortalForm } from '@/components/form/portal-form';

export const REPLY_MAX_LENGTH = 10_000;

export const replySchema = yup.object({
  body: yup
    .string()
    .trim()
    .required('messages.reply.required')
    .max(REPLY_MAX_LENGTH, { key: 'messages.reply.tooLong', values: { max: REPLY_MAX_LENGTH } }),
});

/** What was typed survives a failed send, a reload and a 'jwt expired' trip through login. */
export const replyDraftKey = (applicationId: string) =>
  candidateDraftKey(`message:${applicationId}`);

function KeepDraft({ applicationId }: { applicationId: string }) {
  const { values } = useFormikContext<{ body: string }>();
  useEffect(() => {
    if (values.body.trim()) safeStorage.set(replyDraftKey(applicationId), values.body);
    else safeStorage.remove(replyDraftKey(applicationId));
  }, [values.body, applicationId]);
  return null;
}

function FocusOnRefusal({ fieldRef }: { fieldRef: RefObject<HTMLDivElement | null> }) {
  const { submitCount, isValid, isSubmitting } = useFormikContext();
  useLayoutEffect(() => {
    if (submitCount > 0 && !isValid && !isSubmitting)
      fieldRef.current?.querySelector('textarea')?.focus();
  }, [submitCount, isValid, isSubmitting, fieldRef]);
  useErrorInTitle(submitCount > 0 && !isValid);
  return null;
}

function CharacterCount() {
  const { t } = useTranslation();
  const format = useFormat();
  const { values } = useFormikContext<{ body: string }>();
  const length = values.body.length;
  return (
    <p className={`reply__count${length > REPLY_MAX_LENGTH ? ' reply__count--over' : ''}`}>
      {t('messages.reply.count', {
        count: length,
        countText: format.number(length),
        max: format.number(REPLY_MAX_LENGTH),
      })}
    </p>
  );
}

function MessageItem({ message, wasUnread }: { message: Message; wasUnread: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const fromMe = message.from === 'candidate';
  return (
    <li
      className={`message${fromMe ? ' message--mine' : ''}${wasUnread ? ' message--unread' : ''}`}
    >
      <div className="message__header">
        <span className="message__sender">{fromMe ? t('messages.you') : message.senderName}</span>
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
      <p className="message__body">{message.body}</p>
    </li>
  );
}

interface MessageThreadProps {
  applicationId: string;
  messages: Message[];
  /** The server's count of unread messages after this thread was shown. */
  onUnreadChange?: (unread: number) => void;
}

const byTime = (a: Message, b: Message) =>
  new Date(a.sentAt).getTime() - new Date(b.sentAt).getTime();

/**
 * The thread with the recruiter, oldest first. Message bodies are untrusted plain text: React
 * renders them as text and CSS keeps their line breaks. Unread recruiter messages are marked
 * for the visit, and reported read to the server as soon as they are shown.
 */
export function MessageThread({ applicationId, messages, onUnreadChange }: MessageThreadProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const headingId = useId();
  const fieldRef = useRef<HTMLDivElement>(null);
  const [sent, setSent] = useState<Message[]>([]);
  const [sendError, setSendError] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const [unreadIds] = useState<ReadonlySet<string>>(
    () =>
      new Set(
        messages
          .filter((message) => message.from === 'recruiter' && !message.read)
          .map((message) => message.id),
      ),
  );
  const reported = useRef<string | null>(null);
  const onUnreadChangeRef = useRef(onUnreadChange);
  useEffect(() => {
    onUnreadChangeRef.current = onUnreadChange;
  });

  useEffect(() => {
    const ids = [...unreadIds];
    const signature = `${applicationId}:${ids.join(',')}`;
    if (ids.length === 0 || reported.current === signature) return;
    reported.current = signature;
    markMessagesRead(applicationId, ids).then(
      (answer) => onUnreadChangeRef.current?.(answer.unreadMessages),
      // The marks stay unread on the server and are tried again on the next visit.
      () => undefined,
    );
  }, [applicationId, unreadIds]);

  const thread = [
    ...messages,
    ...sent.filter((message) => !messages.some((known) => known.id === message.id)),
  ].sort(byTime);

  return (
    <section className="stack messages" aria-labelledby={headingId}>
      <h2 id={headingId} className="section-heading">
        {t('messages.title')}
      </h2>
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
            <MessageItem key={message.id} message={message} wasUnread={unreadIds.has(message.id)} />
          ))}
        </ol>
      )}

      <Formik
        initialValues={{ body: safeStorage.get(replyDraftKey(applicationId)) ?? '' }}
        validationSchema={replySchema}
        onSubmit={async (values, helpers) => {
          setSendError(null);
          setConfirmation(null);
          try {
            const message = await sendMessage(applicationId, values.body.trim());
            setSent((current) => [...current, message]);
            safeStorage.remove(replyDraftKey(applicationId));
            helpers.resetForm({ values: { body: '' } });
            setConfirmation(t('messages.reply.sent'));
          } catch (error) {
            if (isApiError(error) && error.kind === 'session-expired') return;
            setSendError(
              isApiError(error) && error.kind === 'server'
                ? t('messages.reply.failedWithReason', { reason: error.message })
                : t('messages.reply.failed'),
            );
          }
        }}
      >
        {({ isSubmitting }) => (
          <PortalForm noValidate className="card stack reply">
            <KeepDraft applicationId={applicationId} />
            <FocusOnRefusal fieldRef={fieldRef} />
            <div ref={fieldRef}>
              <TextAreaField
                name="body"
                label={t('messages.reply.label')}
                hint={t('messages.reply.hint', { max: format.number(REPLY_MAX_LENGTH) })}
                rows={6}
              />
            </div>
            <CharacterCount />
            <div role="alert">
              {sendError ? <p className="notice notice--error">{sendError}</p> : null}
            </div>
            <div role="status">
              {confirmation ? <p className="notice notice--success">{confirmation}</p> : null}
            </div>
            <div>
              <button type="submit" className="button" disabled={isSubmitting}>
                {isSubmitting ? t('messages.reply.sending') : t('messages.reply.send')}
              </button>
            </div>
          </PortalForm>
        )}
      </Formik>
    </section>
  );
}
