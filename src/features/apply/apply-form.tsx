import { FormikProvider, useFormik, type FormikErrors } from 'formik';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '@/api/errors';
import type { Job, Profile } from '@/api/types';
import { UPLOAD_LIMITS } from '@/api/constants';
import { CheckboxField, TextAreaField, TextField, useFieldMessage } from '@/components/form/fields';
import { paths } from '@/config/paths';
import { useFormat } from '@/i18n/format';
import { codeFromLocale } from '@/i18n/languages';
import { emitAppEvent } from '@/lib/events';
import { useErrorInTitle } from '@/lib/page-title';
import { applyToJob } from './api';
import {
  ACCEPTED_EXTENSIONS,
  applySchema,
  checkFiles,
  EMPTY_APPLY_FORM,
  FIELD_ORDER,
  MAX_COVER_LETTER_LENGTH,
  toApplyFields,
  type ApplyFormValues,
  type FileProblem,
} from './apply-schema';
import { clearDraft, readDraft, writeDraft } from './draft';
import { FilePicker } from './file-picker';
import type { ThankYouState } from './thank-you-state';
import './apply-form.css';
import { useBlockReload } from '@/lib/build-check';

interface ApplyFormProps {
  job: Pick<Job, 'slug' | 'title'>;
  /** The logged-in candidate's details; they fill only what the draft left empty. */
  profile?: Pick<Profile, 'givenName' | 'familyName' | 'email' | 'phone'> | null;
}

function initialValues(
  slug: string,
  profile: ApplyFormProps['profile'],
): { values: ApplyFormValues; restored: boolean } {
  const draft = readDraft(slug);
  const fromProfile = profile
    ? {
        firstName: profile.givenName,
        lastName: profile.familyName,
        email: profile.email,
        phone: profile.phone,
      }
    : {};
  const values = { ...EMPTY_APPLY_FORM };
  for (const [field, value] of Object.entries({ ...fromProfile, ...draft }) as Array<
    [keyof ApplyFormValues, string]
  >) {
    if (value) (values as Record<string, unknown>)[field] = value;
  }
  return { values, restored: draft !== null };
}

/** What went wrong with the request, as a translation key and its values. */
function submitErrorMessage(
  error: unknown,
  formatSize: (bytes: number) => string,
): { key: string; values?: Record<string, unknown> } {
  if (!isApiError(error)) return { key: 'errors.generic' };
  switch (error.code) {
    case 'DEADLINE_PASSED':
      return { key: 'apply.errors.deadline' };
    case 'FILE_TOO_LARGE':
      return {
        key: 'apply.errors.fileTooLarge',
        values: { size: formatSize(UPLOAD_LIMITS.maxBytes) },
      };
    case 'FILE_TYPE':
      return { key: 'apply.errors.fileType', values: { types: ACCEPTED_EXTENSIONS.join(', ') } };
    case 'TOO_MANY_FILES':
      return {
        key: 'apply.errors.tooManyFiles',
        values: { count: UPLOAD_LIMITS.maxFilesPerApplication },
      };
    case 'VALIDATION':
      return { key: 'apply.errors.validation' };
    default:
      return { key: 'errors.generic' };
  }
}

/** The apply form (spec §3, §5): formik + yup, loaded only on job pages. */
export function ApplyForm({ job, profile = null }: ApplyFormProps) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const fieldMessage = useFieldMessage();
  const [start] = useState(() => initialValues(job.slug, profile));
  const [draftNoticeShown, setDraftNoticeShown] = useState(start.restored);
  const [summaryShown, setSummaryShown] = useState(false);
  const [summaryFocusRequests, setSummaryFocusRequests] = useState(0);
  const [submitError, setSubmitError] = useState<{
    key: string;
    values?: Record<string, unknown>;
  } | null>(null);
  const [uploadProgress, setUploadProgress] = useState<number | null>(null);
  const [fileProblems, setFileProblems] = useState<{
    cv: FileProblem[];
    attachments: FileProblem[];
  }>({ cv: [], attachments: [] });
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const submitErrorRef = useRef<HTMLDivElement>(null);
  // A second click (or Enter) while the first is on its way, or after it succeeded, does nothing.
  const inFlight = useRef(false);
  const sentRef = useRef(false);
  const [sent, setSent] = useState(false);

  const formik = useFormik<ApplyFormValues>({
    initialValues: start.values,
    validationSchema: applySchema,
    validateOnMount: false,
    onSubmit: async (values) => {
      setSubmitError(null);
      const hasFiles = values.cv !== null || values.attachments.length > 0;
      setUploadProgress(hasFiles ? 0 : null);
      try {
        const response = await applyToJob(
          job.slug,
          toApplyFields(values, codeFromLocale(i18n.resolvedLanguage ?? 'en-US')),
          { cv: values.cv, attachments: values.attachments },
          { onUploadProgress: hasFiles ? setUploadProgress : undefined },
        );
        clearDraft(job.slug);
        sentRef.current = true;
        setSent(true);
        const state: ThankYouState = { applied: true, linkedToAccount: response.linkedToAccount };
        void navigate(paths.jobThankYou(job.slug), { state });
      } catch (error) {
        // Every value and file stays in the form; only the message is new.
        setSubmitError(submitErrorMessage(error, format.fileSize));
        setUploadProgress(null);
        window.requestAnimationFrame(() => submitErrorRef.current?.focus());
      }
    },
  });
  const { values, errors, setFieldValue } = formik;
  useBlockReload(formik.dirty);
  const isSubmitting = formik.isSubmitting || sent;

  useEffect(() => {
    writeDraft(job.slug, values);
  }, [job.slug, values]);

  useEffect(() => {
    if (summaryFocusRequests > 0) summaryRef.current?.focus();
  }, [summaryFocusRequests]);

  const summaryErrors = summaryShown
    ? FIELD_ORDER.filter((field) => errors[field as keyof FormikErrors<ApplyFormValues>])
    : [];
  useErrorInTitle(summaryErrors.length > 0);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const found = await formik.validateForm();
      const invalid = FIELD_ORDER.filter(
        (field) => found[field as keyof FormikErrors<ApplyFormValues>],
      );
      if (invalid.length > 0) {
        await formik.setTouched(
          Object.fromEntries(FIELD_ORDER.map((field) => [field, true])),
          false,
        );
        setSummaryShown(true);
        setSummaryFocusRequests((count) => count + 1);
        emitAppEvent('invalid-application-form', { fields: invalid });
        return;
      }
      setSummaryShown(false);
      await formik.submitForm();
    } finally {
      // After a success the page is on its way to the thank-you page: the form stays locked.
      inFlight.current = sentRef.current;
    }
  };

  const focusField = (field: string) => {
    const control = formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`);
    control?.focus();
  };

  const chooseFiles = (field: 'cv' | 'attachments', chosen: File[]) => {
    const current = values.cv ? 1 : 0;
    const already = current + values.attachments.length - (field === 'cv' ? current : 0);
    const { accepted, problems } = checkFiles(
      field === 'cv' ? chosen.slice(0, 1) : chosen,
      already,
      format.fileSize,
    );
    setFileProblems((previous) => ({ ...previous, [field]: problems }));
    if (field === 'cv' && accepted[0]) void setFieldValue('cv', accepted[0]);
    if (field === 'attachments' && accepted.length)
      void setFieldValue('attachments', [...values.attachments, ...accepted]);
  };

  const startOver = () => {
    clearDraft(job.slug);
    formik.resetForm({ values: EMPTY_APPLY_FORM });
    setDraftNoticeShown(false);
    setSummaryShown(false);
    setFileProblems({ cv: [], attachments: [] });
    focusField('firstName');
  };

  const limits = t('apply.files.limits', {
    types: ACCEPTED_EXTENSIONS.join(', '),
    size: format.fileSize(UPLOAD_LIMITS.maxBytes),
    count: UPLOAD_LIMITS.maxFilesPerApplication,
  });
  const required = (label: string) => (
    <>
      {label} <span className="apply-form__required">({t('apply.required')})</span>
    </>
  );

  return (
    <FormikProvider value={formik}>
      <form
        ref={formRef}
        className="apply-form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-describedby="apply-intro"
      >
        <p id="apply-intro" className="apply-form__intro">
          {t('apply.intro')}
        </p>

        {draftNoticeShown && (
          <div className="notice notice--info apply-form__draft">
            <p>{t('apply.draftRestored')}</p>
            <button type="button" className="button button--link" onClick={startOver}>
              {t('apply.startOver')}
            </button>
          </div>
        )}

        {summaryErrors.length > 0 && (
          <div
            ref={summaryRef}
            className="notice notice--error apply-form__summary"
            role="alert"
            tabIndex={-1}
            aria-labelledby="apply-summary-title"
          >
            <h3 id="apply-summary-title" className="apply-form__summary-title">
              {t('validation.notAllMandatoryFilled')}
            </h3>
            <ul>
              {summaryErrors.map((field) => (
                <li key={field}>
                  <a
                    href={`#apply-${field}`}
                    onClick={(event) => {
                      event.preventDefault();
                      focusField(field);
                    }}
                  >
                    {fieldMessage(errors[field as keyof FormikErrors<ApplyFormValues>])}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}

        <fieldset className="apply-form__group" disabled={isSubmitting}>
          <legend className="apply-form__legend">{t('apply.aboutYou')}</legend>
          <div className="apply-form__row">
            <TextField
              name="firstName"
              label={required(t('apply.firstName'))}
              autoComplete="given-name"
              maxLength={200}
            />
            <TextField
              name="lastName"
              label={required(t('apply.lastName'))}
              autoComplete="family-name"
              maxLength={200}
            />
          </div>
          <TextField
            name="email"
            type="email"
            label={required(t('apply.email'))}
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
          />
          <TextField
            name="phone"
            type="tel"
            label={required(t('apply.phone'))}
            hint={t('apply.phoneHint')}
            autoComplete="tel"
            inputMode="tel"
          />
        </fieldset>

        <fieldset className="apply-form__group" disabled={isSubmitting}>
          <legend className="apply-form__legend">{t('apply.files.legend')}</legend>
          <p className="apply-form__limits">{limits}</p>
          <FilePicker
            name="cv"
            label={t('apply.files.cv')}
            hint={t('apply.files.cvHint')}
            multiple={false}
            files={values.cv ? [values.cv] : []}
            problems={fileProblems.cv.map((problem) => t(problem.key, problem.values))}
            disabled={isSubmitting}
            onChoose={(files) => chooseFiles('cv', files)}
            onRemove={() => void setFieldValue('cv', null)}
          />
          <FilePicker
            name="attachments"
            label={t('apply.files.attachments')}
            hint={t('apply.files.attachmentsHint')}
            multiple
            files={values.attachments}
            problems={fileProblems.attachments.map((problem) => t(problem.key, problem.values))}
            disabled={isSubmitting}
            onChoose={(files) => chooseFiles('attachments', files)}
            onRemove={(index) =>
              void setFieldValue(
                'attachments',
                values.attachments.filter((_, position) => position !== index),
              )
            }
          />
          <TextAreaField
            name="coverLetter"
            label={t('apply.coverLetter')}
            hint={t('apply.coverLetterHint', { max: format.number(MAX_COVER_LETTER_LENGTH) })}
            rows={8}
            maxLength={MAX_COVER_LETTER_LENGTH}
          />
        </fieldset>

        <fieldset className="apply-form__group" disabled={isSubmitting}>
          <legend className="apply-form__legend">{t('apply.consents.legend')}</legend>
          <CheckboxField name="acceptTerms" label={required(t('apply.consents.acceptTerms'))} />
          <CheckboxField name="contactMe" label={t('apply.consents.contactMe')} />
          <CheckboxField name="candidateBank" label={t('apply.consents.candidateBank')} />
        </fieldset>

        {submitError && (
          <div ref={submitErrorRef} className="notice notice--error" role="alert" tabIndex={-1}>
            <p>{t(submitError.key, submitError.values)}</p>
            <p>{t('apply.errors.kept')}</p>
          </div>
        )}

        <div className="apply-form__submit">
          <div role="status" className="apply-form__progress">
            {isSubmitting &&
              (uploadProgress !== null ? (
                <>
                  <label htmlFor="apply-upload-progress">
                    {t('apply.uploading', {
                      percent: format.number(uploadProgress, { style: 'percent' }),
                    })}
                  </label>
                  <progress id="apply-upload-progress" max={1} value={uploadProgress} />
                </>
              ) : (
                t('apply.sendingStatus')
              ))}
          </div>
          <button
            type="submit"
            className="button"
            disabled={isSubmitting}
            aria-disabled={isSubmitting}
          >
            {isSubmitting ? t('apply.sending') : t('apply.submit')}
          </button>
        </div>
      </form>
    </FormikProvider>
  );
}
