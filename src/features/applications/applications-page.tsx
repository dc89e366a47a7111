import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRevalidator } from 'react-router-dom';
import type { ApplicationSummary } from '@/api/types';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadingStatus, StreamedData } from '@/components/streamed-data/streamed-data';
import { useMutation } from '@/components/form/use-mutation';
import { useToast } from '@/components/toast/toast';
import { paths } from '@/config/paths';
import { useFormat } from '@/i18n/format';
// eslint-disable-next-line import-x/no-restricted-paths -- composed here until the route module composes it (issue 18)
import { MeetingStart } from '@/features/meetings/meeting-list';
import { canEdit, deleteApplication } from './api';
import { ApplicationStatusBadge } from './application-status';
import { EditApplicationDialog } from './edit-application-dialog';
import './applications.css';

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
  return (
    <article className="card application-card" aria-labelledby={titleId}>
      <div className="application-card__header">
        <h2 id={titleId} className="application-card__title">
          <Link to={paths.applicationDetails(application.id)}>{job.title}</Link>
        </h2>
        <p className="application-card__company">
          {job.company.name}
          {job.location ? ` · ${job.location}` : ''}
        </p>
      </div>
      <dl className="facts">
        <div className="facts__item">
          <dt>{t('applications.fields.applied')}</dt>
          <dd>
            <time dateTime={application.appliedAt}>{format.date(application.appliedAt)}</time>
          </dd>
        </div>
        <div className="facts__item">
          <dt>{t('applications.fields.deadline')}</dt>
          <dd>
            <time dateTime={job.finalApplyDate}>{format.date(job.finalApplyDate)}</time>
          </dd>
        </div>
        <div className="facts__item">
          <dt>{t('applications.fields.status')}</dt>
          <dd>
            <ApplicationStatusBadge status={application.status} />
          </dd>
        </div>
        <div className="facts__item">
          <dt>{t('applications.fields.messages')}</dt>
          <dd>
            {application.unreadMessages > 0 ? (
              <Link to={paths.applicationMessages(application.id)} className="facts__highlight">
                {t('applications.unreadMessages', { count: application.unreadMessages })}
              </Link>
            ) : (
              t('applications.noUnreadMessages')
            )}
          </dd>
        </div>
        <div className="facts__item">
          <dt>{t('applications.fields.tests')}</dt>
          <dd>
            {application.pendingTests > 0 ? (
              <Link to={paths.applicationTests(application.id)} className="facts__highlight">
                {t('applications.pendingTests', { count: application.pendingTests })}
              </Link>
            ) : (
              t('applications.noPendingTests')
            )}
          </dd>
        </div>
        <div className="facts__item">
          <dt>{t('applications.fields.nextMeeting')}</dt>
          <dd>
            {application.nextMeeting ? (
              <MeetingStart meeting={application.nextMeeting} />
            ) : (
              t('applications.noMeeting')
            )}
          </dd>
        </div>
      </dl>
      {!editable && <p className="notice notice--info">{t('applications.deadlinePassedNotice')}</p>}
      <div className="cluster application-card__actions">
        <Link
          className="button"
          to={paths.applicationDetails(application.id)}
          aria-describedby={titleId}
        >
          {t('applications.open')}
        </Link>
        <Link
          className="button button--secondary"
          to={paths.job(job.slug)}
          aria-describedby={titleId}
        >
          {t('applications.viewJobAd')}
        </Link>
        {editable && (
          <button
            type="button"
            className="button button--secondary"
            onClick={onEdit}
            aria-describedby={titleId}
          >
            {t('applications.edit.open')}
          </button>
        )}
        <button
          type="button"
          className="button button--link application-card__delete"
          onClick={onDelete}
          aria-describedby={titleId}
        >
          {t('applications.delete.open')}
        </button>
      </div>
    </article>
  );
}

function EmptyApplications() {
  const { t } = useTranslation();
  return (
    <div className="card empty-state">
      <h2>{t('applications.empty.title')}</h2>
      <p>{t('applications.empty.text')}</p>
      <Link className="button" to={paths.home()}>
        {t('applications.empty.cta')}
      </Link>
    </div>
  );
}

type Dialog =
  | { type: 'edit'; application: ApplicationSummary }
  | { type: 'delete'; application: ApplicationSummary }
  | null;

/**
 * My applications (spec §1–§2): each application, what it waits for, edit and delete. The
 * heading shows at once; the list where it goes, as soon as the API has answered.
 */
export function ApplicationsPage({
  applications,
}: {
  applications: Promise<ApplicationSummary[]>;
}) {
  const { t } = useTranslation();
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
      <StreamedData
        data={applications}
        fallback={<LoadingStatus label={t('applications.loading')} />}
      >
        {(list) =>
          list.length === 0 ? (
            <EmptyApplications />
          ) : (
            <>
              <p className="applications-page__count">
                {t('applications.count', { count: list.length })}
              </p>
              <ul className="applications-list" aria-label={t('titles.applications')}>
                {list.map((application) => (
                  <li key={application.id}>
                    <ApplicationCard
                      application={application}
                      onEdit={() => setDialog({ type: 'edit', application })}
                      onDelete={() => setDialog({ type: 'delete', application })}
                    />
                  </li>
                ))}
              </ul>
            </>
          )
        }
      </StreamedData>
      {dialog?.type === 'edit' && (
        <EditApplicationDialog
          open
          applicationId={dialog.application.id}
          jobTitle={dialog.application.job.title}
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
