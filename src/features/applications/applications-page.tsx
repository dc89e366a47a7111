import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRevalidator } from 'react-router-dom';
import type { ApplicationSummary } from '@/api/contract/applications';
import { Button, buttonClass } from '@/components/button/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { MenuButton, type MenuAction } from '@/components/menu-button/menu-button';
import { LoadingStatus, StreamedData } from '@/components/streamed-data/streamed-data';
import { TitledSection } from '@/components/titled-section/titled-section';
import { useMutation } from '@/components/form/use-mutation';
import { useToast } from '@/components/toast/toast';
import { paths } from '@/config/paths';
import { useFormat } from '@/i18n/format';
import { MeetingStart } from '@/components/meeting-time/meeting-start';
import type { TranslationKey } from '@/i18n/translation-key';
import { canEdit, deleteApplication, isClosed } from './api';
import { ApplicationStatusBadge } from './application-status';
import { EditApplicationDialog } from './edit-application-dialog';
import './applications.css';

interface WaitingTexts {
  /** "2 unread messages": what the link shows. */
  count: TranslationKey;
  /** "2 unread messages: {job}": its name, which tells the cards' links apart (WCAG 2.4.4). */
  named: TranslationKey;
  /** "No unread messages". */
  none: TranslationKey;
}

const WAITING_MESSAGES: WaitingTexts = {
  count: 'applications.unreadMessages',
  named: 'applications.unreadMessagesNamed',
  none: 'applications.noUnreadMessages',
};

const WAITING_TESTS: WaitingTexts = {
  count: 'applications.pendingTests',
  named: 'applications.pendingTestsNamed',
  none: 'applications.noPendingTests',
};

/** What waits for the candidate (unread messages, tests to take): a link there, or that none do. */
function WaitingLink({
  count,
  to,
  texts,
  job,
}: {
  count: number;
  to: string;
  texts: WaitingTexts;
  job: string;
}) {
  const { t } = useTranslation();
  if (count <= 0) return t(texts.none);
  return (
    <Link to={to} className="facts__highlight" aria-label={t(texts.named, { count, job })}>
      {t(texts.count, { count })}
    </Link>
  );
}

/** One line of a card's facts: what it is, then its value. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="facts__item">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

interface ApplicationCardProps {
  application: ApplicationSummary;
  onEdit: () => void;
  onDelete: () => void;
}

function ApplicationCard({ application, onEdit, onDelete }: ApplicationCardProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = useId();
  const { job } = application;
  const editable = canEdit(application);
  // Each card's links and buttons go to their own application: their names say which (WCAG 2.4.4),
  // starting with the words they show (WCAG 2.5.3).
  const named = { job: job.title };
  const more: MenuAction[] = [
    { id: 'job', label: t('applications.viewJobAd'), to: paths.job(job.slug) },
    ...(editable ? [{ id: 'edit', label: t('applications.edit.open'), onSelect: onEdit }] : []),
    { id: 'delete', label: t('applications.delete.open'), onSelect: onDelete, danger: true },
  ];
  return (
    <article className="card application-card" aria-labelledby={titleId}>
      <div className="application-card__header">
        <h3 id={titleId} className="application-card__title" lang={job.language ?? undefined}>
          <Link to={paths.applicationDetails(application.id)}>{job.title}</Link>
        </h3>
        <p className="application-card__company">
          {job.company.name}
          {job.location ? ` · ${job.location}` : ''}
        </p>
      </div>
      <dl className="facts">
        <Fact label={t('applications.fields.applied')}>
          <time dateTime={application.appliedAt}>{format.date(application.appliedAt)}</time>
        </Fact>
        <Fact label={t('applications.fields.deadline')}>
          <time dateTime={job.finalApplyDate}>{format.date(job.finalApplyDate)}</time>
        </Fact>
        <Fact label={t('applications.fields.status')}>
          <ApplicationStatusBadge status={application.status} />
        </Fact>
        <Fact label={t('applications.fields.messages')}>
          <WaitingLink
            count={application.unreadMessages}
            to={paths.applicationMessages(application.id)}
            texts={WAITING_MESSAGES}
            job={job.title}
          />
        </Fact>
        <Fact label={t('applications.fields.tests')}>
          <WaitingLink
            count={application.pendingTests}
            to={paths.applicationTests(application.id)}
            texts={WAITING_TESTS}
            job={job.title}
          />
        </Fact>
        <Fact label={t('applications.fields.nextMeeting')}>
          {application.nextMeeting ? (
            <MeetingStart meeting={application.nextMeeting} />
          ) : (
            t('applications.noMeeting')
          )}
        </Fact>
      </dl>
      {/* The card offers no file actions: its notice is about the application alone. */}
      {!editable && (
        <p className="notice notice--info application-card__notice">
          {t('applications.deadlinePassedOnCard')}
        </p>
      )}
      <div className="cluster application-card__actions">
        <Link
          className={buttonClass()}
          to={paths.applicationDetails(application.id)}
          aria-label={t('applications.openNamed', named)}
        >
          {t('applications.open')}
        </Link>
        {/* On a phone the other actions are in a menu (applications.css), so the actions keep one row. */}
        <div className="application-card__more">
          <MenuButton label={t('applications.moreActions')} describedBy={titleId} actions={more} />
        </div>
        <Link
          className={buttonClass('secondary', 'application-card__inline')}
          to={paths.job(job.slug)}
          aria-label={t('applications.viewJobAdNamed', named)}
        >
          {t('applications.viewJobAd')}
        </Link>
        {editable && (
          <Button
            variant="secondary"
            className="application-card__inline"
            onClick={onEdit}
            aria-label={t('applications.edit.openNamed', named)}
          >
            {t('applications.edit.open')}
          </Button>
        )}
        <Button
          variant="link"
          className="application-card__delete application-card__inline"
          onClick={onDelete}
          aria-label={t('applications.delete.openNamed', named)}
        >
          {t('applications.delete.open')}
        </Button>
      </div>
    </article>
  );
}

/** Nothing to list: the way to the jobs, where an application starts. */
function EmptyApplications({ heading, text }: { heading?: string; text: string }) {
  const { t } = useTranslation();
  return (
    <div className="card empty-state">
      {heading && <h2>{heading}</h2>}
      <p>{text}</p>
      <Link className={buttonClass()} to={paths.home()}>
        {t('applications.empty.cta')}
      </Link>
    </div>
  );
}

interface ApplicationListProps {
  applications: ApplicationSummary[];
  onOpenDialog: (dialog: NonNullable<Dialog>) => void;
}

function ApplicationList({ applications, onOpenDialog }: ApplicationListProps) {
  return (
    <ul className="applications-list">
      {applications.map((application) => (
        <li key={application.id}>
          <ApplicationCard
            application={application}
            onEdit={() => onOpenDialog({ type: 'edit', application })}
            onDelete={() => onOpenDialog({ type: 'delete', application })}
          />
        </li>
      ))}
    </ul>
  );
}

/** Active applications first; the closed ones (isClosed) after them, only when there are any. */
function ApplicationSections({ applications, onOpenDialog }: ApplicationListProps) {
  const { t } = useTranslation();
  const active = applications.filter((application) => !isClosed(application));
  const closed = applications.filter(isClosed);
  return (
    <>
      <TitledSection heading={t('applications.sections.active', { count: active.length })}>
        {active.length > 0 ? (
          <ApplicationList applications={active} onOpenDialog={onOpenDialog} />
        ) : (
          <EmptyApplications text={t('applications.sections.noneActive')} />
        )}
      </TitledSection>
      {closed.length > 0 && (
        <TitledSection heading={t('applications.sections.closed', { count: closed.length })}>
          <ApplicationList applications={closed} onOpenDialog={onOpenDialog} />
        </TitledSection>
      )}
    </>
  );
}

function LoadedApplications({ applications, onOpenDialog }: ApplicationListProps) {
  const { t } = useTranslation();
  return applications.length === 0 ? (
    <EmptyApplications
      heading={t('applications.empty.title')}
      text={t('applications.empty.text')}
    />
  ) : (
    <ApplicationSections applications={applications} onOpenDialog={onOpenDialog} />
  );
}

type Dialog =
  | { type: 'edit'; application: ApplicationSummary }
  | { type: 'delete'; application: ApplicationSummary }
  | null;

/**
 * My applications: each application, what it waits for, edit and delete, the active
 * ones before the closed ones. The heading shows at once; the list where it goes, as soon as the
 * API has answered.
 */
export function ApplicationsPage({
  applications,
}: {
  /** Null while the list is read for the candidate signed in now (after a login elsewhere). */
  applications: Promise<ApplicationSummary[]> | null;
}) {
  const { t } = useTranslation();
  const loading = <LoadingStatus label={t('applications.loading')} />;
  const { showToast } = useToast();
  const revalidator = useRevalidator();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const removal = useMutation(deleteApplication);

  const closeDialog = () => {
    setDialog(null);
    removal.clearError();
  };

  const confirmDelete = async (application: ApplicationSummary) => {
    const outcome = await removal.run(application.id);
    if (!outcome.ok) return;
    setDialog(null);
    showToast(t('applications.delete.done', { job: application.job.title }), 'success');
    // The deleted card took the focused button with it; the list's heading gets focus instead.
    headingRef.current?.focus();
  };

  return (
    <div className="stack applications-page">
      <h1 ref={headingRef} tabIndex={-1}>
        {t('titles.applications')}
      </h1>
      {applications ? (
        <StreamedData data={applications} fallback={loading}>
          {(list) => <LoadedApplications applications={list} onOpenDialog={setDialog} />}
        </StreamedData>
      ) : (
        loading
      )}
      {dialog?.type === 'edit' && (
        <EditApplicationDialog
          open
          applicationId={dialog.application.id}
          jobTitle={dialog.application.job.title}
          jobCountry={dialog.application.job.country}
          onClose={closeDialog}
          onUpdated={() => void revalidator.revalidate()}
          onDeadlinePassed={() => void revalidator.revalidate()}
        />
      )}
      {dialog?.type === 'delete' && (
        <ConfirmDialog
          open
          title={t('applications.delete.title')}
          message={t('applications.delete.question', {
            job: dialog.application.job.title,
            company: dialog.application.job.company.name,
          })}
          confirmLabel={t('applications.delete.confirm')}
          cancelLabel={t('applications.delete.cancel')}
          pending={removal.busy}
          error={removal.error}
          onCancel={closeDialog}
          onConfirm={() => void confirmDelete(dialog.application)}
        />
      )}
    </div>
  );
}
