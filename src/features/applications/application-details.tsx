import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router-dom';
import type { Application } from '@/api/contract/applications';
import { Button } from '@/components/button/button';
import { TitledSection } from '@/components/titled-section/titled-section';
import { canEdit } from './api';
import { EditApplicationDialog } from './edit-application-dialog';
import './applications.css';

/** The answers given when applying, and the way to change them until the deadline. */
export function ApplicationAnswersSection({ application }: { application: Application }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState(false);
  const editable = canEdit(application);
  const { answers } = application;

  return (
    <TitledSection className="card stack" heading={t('applications.answers.title')}>
      <dl className="answers">
        <div>
          <dt>{t('applications.answers.name')}</dt>
          <dd>{`${answers.firstName} ${answers.lastName}`.trim()}</dd>
        </div>
        <div>
          <dt>{t('applications.answers.email')}</dt>
          <dd>{answers.email}</dd>
        </div>
        <div>
          <dt>{t('applications.answers.phone')}</dt>
          <dd>{answers.phone}</dd>
        </div>
        <div>
          <dt>{t('applications.answers.coverLetter')}</dt>
          <dd className="answers__cover-letter">
            {answers.coverLetter.trim() || t('applications.answers.noCoverLetter')}
          </dd>
        </div>
      </dl>
      {editable ? (
        <div>
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {t('applications.edit.open')}
          </Button>
        </div>
      ) : (
        <p className="notice notice--info">{t('applications.deadlinePassedNotice')}</p>
      )}
      <EditApplicationDialog
        open={editing}
        applicationId={application.id}
        jobTitle={application.job.title}
        jobCountry={application.job.country}
        answers={answers}
        onClose={() => setEditing(false)}
        onUpdated={() => void revalidator.revalidate()}
        onDeadlinePassed={() => void revalidator.revalidate()}
      />
    </TitledSection>
  );
}
