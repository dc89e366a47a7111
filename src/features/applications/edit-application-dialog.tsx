import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { isApiError } from '@/lib/api-error';
import type { Application, ApplicationAnswers } from '@/api/contract/applications';
import { TextAreaField, TextField } from '@/components/form/fields';
import { Modal } from '@/components/modal/modal';
import { useToast } from '@/components/toast/toast';
import { emitAppEvent } from '@/lib/events';
import { emailRule, phoneRule } from '@/lib/validation';
import { getApplication, isDeadlinePassedError, updateApplication } from './api';
import {
  FormShell,
  RestoredDraftNotice,
  SubmitButton,
  useForm,
} from '@/components/form/form-shell';

const COVER_LETTER_MAX_LENGTH = 10_000;

const editApplicationSchema = yup.object({
  firstName: yup.string().trim().required('validation.firstNameRequired'),
  lastName: yup.string().trim().required('validation.lastNameRequired'),
  email: emailRule(),
  phone: phoneRule(),
  coverLetter: yup.string().max(COVER_LETTER_MAX_LENGTH, {
    key: 'applications.edit.coverLetterTooLong',
    values: { max: COVER_LETTER_MAX_LENGTH },
  }),
});

interface EditFormProps {
  applicationId: string;
  answers: ApplicationAnswers;
  onSaved: (application: Application) => void;
  onDeadlinePassed: () => void;
  onCancel: () => void;
}

function EditApplicationForm({
  applicationId,
  answers,
  onSaved,
  onDeadlinePassed,
  onCancel,
}: EditFormProps) {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: answers,
    validationSchema: editApplicationSchema,
    // What was typed survives a reload and an ended session, like every other form.
    draft: {
      name: `edit-application:${applicationId}`,
      fields: ['firstName', 'lastName', 'email', 'phone', 'coverLetter'],
    },
    submit: (values, { idempotencyKey }) =>
      updateApplication(
        applicationId,
        editApplicationSchema.cast(values) as ApplicationAnswers,
        idempotencyKey,
      ),
    onSuccess: onSaved,
    errorMessages: { DEADLINE_PASSED: { key: 'applications.deadlinePassedNotice' } },
    onFailure: (error) => {
      if (isDeadlinePassedError(error)) onDeadlinePassed();
    },
  });

  return (
    <FormShell form={form} className="stack">
      <RestoredDraftNotice
        form={form}
        text={t('applications.edit.draftRestored')}
        discardLabel={t('applications.edit.discardDraft')}
      />
      <TextField
        name="firstName"
        label={t('applications.answers.firstName')}
        autoComplete="given-name"
        required
      />
      <TextField
        name="lastName"
        label={t('applications.answers.lastName')}
        autoComplete="family-name"
        required
      />
      <TextField
        name="email"
        type="email"
        label={t('applications.answers.email')}
        autoComplete="email"
        required
      />
      <TextField
        name="phone"
        type="tel"
        label={t('applications.answers.phone')}
        hint={t('applications.edit.phoneHint')}
        autoComplete="tel"
        required
      />
      <TextAreaField name="coverLetter" label={t('applications.answers.coverLetter')} rows={8} />
      <div className="cluster">
        <SubmitButton busy={form.busy} busyLabel={t('applications.edit.saving')}>
          {t('applications.edit.save')}
        </SubmitButton>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </FormShell>
  );
}

export interface EditApplicationDialogProps {
  open: boolean;
  applicationId: string;
  jobTitle: string;
  /** The answers when the caller has them; otherwise the dialog loads the application. */
  answers?: ApplicationAnswers;
  onClose: () => void;
  onUpdated: (application: Application) => void;
  /** The server refused because the deadline has passed: the caller refreshes what it shows. */
  onDeadlinePassed: () => void;
}

type LoadState =
  { status: 'loading' } | { status: 'ready'; answers: ApplicationAnswers } | { status: 'failed' };

/** Spec §2 events edit-application-open/close/updated; the form is spec §5's rules. */
export function EditApplicationDialog({
  open,
  applicationId,
  jobTitle,
  answers,
  onClose,
  onUpdated,
  onDeadlinePassed,
}: EditApplicationDialogProps) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const [loaded, setLoaded] = useState<LoadState>({ status: 'loading' });

  useEffect(() => {
    if (!open) return;
    emitAppEvent('edit-application-open', { applicationId });
    return () => emitAppEvent('edit-application-close', { applicationId });
  }, [open, applicationId]);

  useEffect(() => {
    if (!open || answers) return;
    const controller = new AbortController();
    getApplication(applicationId, controller.signal).then(
      (application) => setLoaded({ status: 'ready', answers: application.answers }),
      (error: unknown) => {
        if (!(isApiError(error) && error.kind === 'aborted')) setLoaded({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [open, answers, applicationId]);

  const current = answers ?? (loaded.status === 'ready' ? loaded.answers : null);

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('applications.edit.title')}
      description={t('applications.edit.description', { job: jobTitle })}
      closeOnOutsideClick={false}
      size="medium"
    >
      {current ? (
        <EditApplicationForm
          applicationId={applicationId}
          answers={current}
          onCancel={onClose}
          onDeadlinePassed={onDeadlinePassed}
          onSaved={(application) => {
            emitAppEvent('edit-application-updated', { applicationId });
            showToast(t('applications.saved'), 'success');
            onUpdated(application);
            onClose();
          }}
        />
      ) : loaded.status === 'failed' ? (
        <p className="notice notice--error" role="alert">
          {t('errors.generic')}
        </p>
      ) : (
        <p role="status">{t('app.loading')}</p>
      )}
    </Modal>
  );
}
