import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router-dom';
import * as yup from 'yup';
import type { Application, ApplicationAnswers } from '@/api/contract/applications';
import type { Country } from '@/api/contract/shared';
import { Button } from '@/components/button/button';
import { EmailField, TextAreaField } from '@/components/form/fields';
import { NameFields } from '@/components/form/name-fields';
import { PhoneField } from '@/components/form/phone-field';
import { maxCharacters } from '@/lib/text-limit';
import { Modal } from '@/components/modal/modal';
import { StreamedData } from '@/components/streamed-data/streamed-data';
import { useToast } from '@/components/toast/toast';
import { paths } from '@/config/paths';
import { emitAppEvent } from '@/lib/events';
import { emailRule, familyNameRule, givenNameRule, phoneRule } from '@/lib/validation';
import { isDeadlinePassedError, updateApplication } from './api';
import {
  FormShell,
  RestoredDraftNotice,
  SubmitButton,
  useForm,
} from '@/components/form/form-shell';

const COVER_LETTER_MAX_LENGTH = 10_000;

/** As when applying: a local phone number is completed with the code of the job's country. */
const editApplicationSchema = (country: Country) =>
  yup.object({
    firstName: givenNameRule(),
    lastName: familyNameRule(),
    email: emailRule(),
    phone: phoneRule(country),
    coverLetter: yup
      .string()
      .trim()
      .test(maxCharacters(COVER_LETTER_MAX_LENGTH, 'applications.edit.coverLetterTooLong')),
  });

interface EditFormProps {
  applicationId: string;
  jobCountry: Country;
  answers: ApplicationAnswers;
  onSaved: (application: Application) => void;
  onDeadlinePassed: () => void;
  onCancel: () => void;
}

function EditApplicationForm({
  applicationId,
  jobCountry,
  answers,
  onSaved,
  onDeadlinePassed,
  onCancel,
}: EditFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => editApplicationSchema(jobCountry), [jobCountry]);
  const form = useForm({
    initialValues: answers,
    validationSchema: schema,
    // What was typed survives a reload and an ended session, like every other form.
    draft: {
      name: `edit-application:${applicationId}`,
      fields: ['firstName', 'lastName', 'email', 'phone', 'coverLetter'],
    },
    submit: (values, { idempotencyKey }) =>
      updateApplication(applicationId, schema.cast(values) as ApplicationAnswers, idempotencyKey),
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
      <NameFields
        givenName={{ name: 'firstName', label: t('applications.answers.firstName') }}
        familyName={{ name: 'lastName', label: t('applications.answers.lastName') }}
        required
      />
      <EmailField name="email" label={t('applications.answers.email')} required />
      <PhoneField
        name="phone"
        label={t('applications.answers.phone')}
        country={jobCountry}
        required
      />
      <TextAreaField
        name="coverLetter"
        label={t('applications.answers.coverLetter')}
        rows={8}
        limit={COVER_LETTER_MAX_LENGTH}
      />
      <div className="cluster">
        <SubmitButton busy={form.busy} busyLabel={t('applications.edit.saving')}>
          {t('applications.edit.save')}
        </SubmitButton>
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </FormShell>
  );
}

/**
 * The application, read by its page's own loader (the route of `/application/:id`) through a
 * fetcher: null until that loader has returned its streamed read. The fetcher goes with the
 * dialog, so nothing is read for it again once it is closed.
 */
function useApplicationRead(applicationId: string, needed: boolean) {
  const fetcher = useFetcher<{ application: Promise<Application> }>();
  const { load } = fetcher;
  useEffect(() => {
    if (needed) void load(paths.application(applicationId));
  }, [needed, applicationId, load]);
  return fetcher.state === 'idle' ? (fetcher.data?.application ?? null) : null;
}

export interface EditApplicationDialogProps {
  open: boolean;
  applicationId: string;
  jobTitle: string;
  /** Whose local phone numbers are completed, as on the apply form. */
  jobCountry: Country;
  /** The answers, when the caller has them; else the dialog reads them as it opens. */
  answers?: ApplicationAnswers;
  onClose: () => void;
  onUpdated: (application: Application) => void;
  /** The server refused because the deadline has passed: the caller refreshes what it shows. */
  onDeadlinePassed: () => void;
}

/**
 * Emits edit-application-open, -close and -updated; the form checks email and phone with the
 * shared rules (lib/validation).
 */
export function EditApplicationDialog({
  open,
  applicationId,
  jobTitle,
  jobCountry,
  answers,
  onClose,
  onUpdated,
  onDeadlinePassed,
}: EditApplicationDialogProps) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const read = useApplicationRead(applicationId, open && !answers);

  useEffect(() => {
    if (!open) return;
    emitAppEvent('edit-application-open', { applicationId });
    return () => emitAppEvent('edit-application-close', { applicationId });
  }, [open, applicationId]);

  const loading = <p role="status">{t('app.loading')}</p>;
  const form = (current: ApplicationAnswers) => (
    <EditApplicationForm
      applicationId={applicationId}
      jobCountry={jobCountry}
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
  );

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('applications.edit.title')}
      description={t('applications.edit.description', { job: jobTitle })}
      closeOnOutsideClick={false}
      size="medium"
    >
      {answers ? (
        form(answers)
      ) : read ? (
        <StreamedData
          data={read}
          fallback={loading}
          failure={() => (
            <p className="notice notice--error" role="alert">
              {t('errors.generic')}
            </p>
          )}
        >
          {(application) => form(application.answers)}
        </StreamedData>
      ) : (
        loading
      )}
    </Modal>
  );
}
