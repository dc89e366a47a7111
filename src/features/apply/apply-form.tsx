import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import * as yup from 'yup';
import type { Profile } from '@/api/contract/account';
import type { ApplicationFile, ApplyFields, ApplyRequest } from '@/api/contract/applications';
import type { Job } from '@/api/contract/jobs';
import type { LanguageCode } from '@/api/contract/shared';
import { UPLOAD_LIMITS } from '@/api/constants';
import { CheckboxField, EmailField, TextAreaField } from '@/components/form/fields';
import { NameFields } from '@/components/form/name-fields';
import { PhoneField } from '@/components/form/phone-field';
import {
  FormShell,
  RestoredDraftNotice,
  SubmitButton,
  useForm,
} from '@/components/form/form-shell';
import { maxCharacters } from '@/lib/text-limit';
import { PrivacyNoticeLink, TermsLink } from '@/components/legal-links';
import { getSession } from '@/api/session';
import { paths } from '@/config/paths';
import { useFormat } from '@/i18n/format';
import { codeFromLocale } from '@/i18n/languages';
import { emitAppEvent } from '@/lib/events';
import type { PhoneCountry } from '@/lib/phone';
import {
  acceptTermsRule,
  emailRule,
  familyNameRule,
  givenNameRule,
  normaliseEmail,
  phoneRule,
} from '@/lib/validation';
import { httpsLink } from '@/lib/web-link';
import { applyToJob } from './api';
import { ACCEPTED_EXTENSIONS, checkFiles, type FileProblem } from './apply-files';
import { FilePicker } from './file-picker';
import type { SentApplicationState, ThankYouState } from './thank-you-state';
import './apply-form.css';

const MAX_COVER_LETTER_LENGTH = 10_000;

/** What the form holds: the request as the candidate fills it in; the language is the page's. */
type ApplyFormValues = Omit<ApplyRequest, 'language'>;

/** The fields in the order they appear, which is also the order of the error summary. */
const FIELD_ORDER = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'cv',
  'attachments',
  'coverLetter',
  'acceptTerms',
] as const;

const EMPTY_APPLY_FORM: ApplyFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  coverLetter: '',
  acceptTerms: false,
  contactMe: false,
  candidateBank: false,
  cv: null,
  cvFileId: null,
  attachments: [],
};

/**
 * Apply form rules: names, email and phone required, terms accepted. A local phone number is
 * completed with the code of the job's country, where the candidate would work.
 */
const applySchema = (country: PhoneCountry) =>
  yup.object({
    firstName: givenNameRule(),
    lastName: familyNameRule(),
    email: emailRule(),
    phone: phoneRule(country),
    coverLetter: yup
      .string()
      .test(maxCharacters(MAX_COVER_LETTER_LENGTH, 'apply.errors.coverLetterTooLong')),
    acceptTerms: acceptTermsRule(),
    contactMe: yup.boolean(),
    candidateBank: yup.boolean(),
  });

/**
 * The request's text parts, with the schema's clean-up (trimmed names, lower-case email, the
 * phone number completed to +xxxxxxxxxxx).
 */
function toApplyFields(
  values: ApplyFormValues,
  country: PhoneCountry,
  language: LanguageCode,
): ApplyFields {
  const clean = applySchema(country).validateSync(values);
  return {
    firstName: clean.firstName,
    lastName: clean.lastName,
    email: clean.email,
    phone: clean.phone,
    coverLetter: (clean.coverLetter ?? '').trim(),
    acceptTerms: clean.acceptTerms === true,
    contactMe: clean.contactMe === true,
    candidateBank: clean.candidateBank === true,
    language,
  };
}

interface ApplyFormProps {
  job: Pick<Job, 'slug' | 'title' | 'company' | 'country'>;
  /** The logged-in candidate's details: where the form starts; typing over them is the draft. */
  profile?: Pick<Profile, 'givenName' | 'familyName' | 'email' | 'phone'> | null;
  /**
   * The CV of the candidate's latest application: chosen from the start, so applying again
   * needs no upload. The API copies the stored file; another file chosen replaces it.
   */
  latestCv?: ApplicationFile | null;
}

const DRAFT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'coverLetter'] as const;

function startingValues(
  profile: ApplyFormProps['profile'],
  latestCv: ApplicationFile | null,
): ApplyFormValues {
  if (!profile) return EMPTY_APPLY_FORM;
  return {
    ...EMPTY_APPLY_FORM,
    firstName: profile.givenName,
    lastName: profile.familyName,
    email: profile.email,
    phone: profile.phone,
    cvFileId: latestCv?.id ?? null,
  };
}

/** The apply form: formik + yup, loaded only on job pages. */
export function ApplyForm({ job, profile = null, latestCv = null }: ApplyFormProps) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const location = useLocation();
  // From when the checked fields go to the service until it has answered: a press of Send first
  // checks the fields, which sends nothing, and the status says nothing about sending then.
  const [sending, setSending] = useState(false);
  const [uploadProgress, setUploadProgress] = useState<number | null>(null);
  const [fileProblems, setFileProblems] = useState<{
    cv: FileProblem[];
    attachments: FileProblem[];
  }>({ cv: [], attachments: [] });

  const form = useForm({
    initialValues: startingValues(profile, latestCv),
    validationSchema: applySchema(job.country),
    // What a reload keeps: the typed text. Files cannot be stored; consents are asked again.
    draft: { name: `apply:${job.slug}`, fields: DRAFT_FIELDS },
    submit: async (values, { idempotencyKey }) => {
      const hasFiles = values.cv !== null || values.attachments.length > 0;
      setSending(true);
      setUploadProgress(hasFiles ? 0 : null);
      try {
        return await applyToJob(
          job.slug,
          toApplyFields(values, job.country, codeFromLocale(i18n.resolvedLanguage ?? 'en-US')),
          { cv: values.cv, cvFileId: values.cvFileId, attachments: values.attachments },
          { idempotencyKey, onUploadProgress: hasFiles ? setUploadProgress : undefined },
        );
      } finally {
        setSending(false);
        setUploadProgress(null);
      }
    },
    onSuccess: (response, sentValues) => {
      const sent: SentApplicationState = {
        applicationSentAt: response.createdAt,
        sentBy: getSession().userId,
      };
      const state: ThankYouState = {
        applied: true,
        linkedToAccount: response.linkedToAccount,
        suggestedEmail: normaliseEmail(sentValues.email),
      };
      void Promise.resolve(navigate(location, { replace: true, state: sent })).then(() =>
        navigate(paths.jobThankYou(job.slug), { state }),
      );
    },
    onInvalid: (fields) => emitAppEvent('invalid-application-form', { fields }),
    errorMessages: {
      DEADLINE_PASSED: { key: 'apply.errors.deadline' },
      FILE_TOO_LARGE: {
        key: 'apply.errors.fileTooLarge',
        values: { size: format.fileSize(UPLOAD_LIMITS.maxBytes) },
      },
      FILE_TYPE: {
        key: 'apply.errors.fileType',
        values: { types: ACCEPTED_EXTENSIONS.join(', ') },
      },
      TOO_MANY_FILES: {
        key: 'apply.errors.tooManyFiles',
        values: { count: UPLOAD_LIMITS.maxFilesPerApplication },
      },
      VALIDATION: { key: 'apply.errors.validation' },
      ALREADY_APPLIED: { key: 'apply.errors.alreadyApplied' },
    },
  });
  const { values, setFieldValue } = form.formik;

  // The stored CV, while it is the one chosen: a file chosen, or Remove, sets it aside.
  const storedCv = latestCv && values.cvFileId === latestCv.id ? latestCv : null;

  /** Adds the chosen files that pass the checks, and gives back those it added. */
  const chooseFiles = (field: 'cv' | 'attachments', chosen: File[]): File[] => {
    const current = values.cv || storedCv ? 1 : 0;
    const already = current + values.attachments.length - (field === 'cv' ? current : 0);
    const { accepted, problems } = checkFiles(
      field === 'cv' ? chosen.slice(0, 1) : chosen,
      already,
      format.fileSize,
    );
    setFileProblems((previous) => ({ ...previous, [field]: problems }));
    if (field === 'cv' && accepted[0]) {
      void setFieldValue('cv', accepted[0]);
      void setFieldValue('cvFileId', null);
    }
    if (field === 'attachments' && accepted.length)
      void setFieldValue('attachments', [...values.attachments, ...accepted]);
    return accepted;
  };

  const startOver = () => {
    setFileProblems({ cv: [], attachments: [] });
    document.querySelector<HTMLElement>('.apply-form [name="firstName"]')?.focus();
  };

  const limits = t('apply.files.limits', {
    types: ACCEPTED_EXTENSIONS.join(', '),
    size: format.fileSize(UPLOAD_LIMITS.maxBytes),
    count: UPLOAD_LIMITS.maxFilesPerApplication,
  });
  // The employer is responsible for the application's data: its own notice, where it has one.
  const employerNotice = httpsLink(job.company.privacyNoticeUrl);
  const required = (label: string) => (
    <>
      {label} <span className="apply-form__required">({t('apply.required')})</span>
    </>
  );

  return (
    <FormShell
      form={form}
      className="apply-form"
      fieldOrder={FIELD_ORDER}
      failureNote={<p>{t('apply.errors.kept')}</p>}
      aria-describedby="apply-intro"
    >
      <p id="apply-intro" className="apply-form__intro">
        {t('apply.intro')}
      </p>

      <RestoredDraftNotice
        form={form}
        text={t('apply.draftRestored')}
        discardLabel={t('apply.startOver')}
        onDiscard={startOver}
      />

      <fieldset className="apply-form__group" disabled={sending}>
        <legend className="apply-form__legend">{t('apply.aboutYou')}</legend>
        <div className="apply-form__row">
          <NameFields
            givenName={{ name: 'firstName', label: required(t('apply.firstName')) }}
            familyName={{ name: 'lastName', label: required(t('apply.lastName')) }}
          />
        </div>
        <EmailField name="email" label={required(t('apply.email'))} />
        <PhoneField name="phone" label={required(t('apply.phone'))} country={job.country} />
      </fieldset>

      <fieldset className="apply-form__group" disabled={sending}>
        <legend className="apply-form__legend">{t('apply.files.legend')}</legend>
        <p className="apply-form__limits">{limits}</p>
        <FilePicker
          name="cv"
          label={t('apply.files.cv')}
          hint={storedCv ? t('apply.files.cvStoredHint') : t('apply.files.cvHint')}
          multiple={false}
          files={values.cv ? [values.cv] : storedCv ? [storedCv] : []}
          problems={fileProblems.cv.map((problem) => t(problem.key, problem.values))}
          disabled={sending}
          onChoose={(files) => chooseFiles('cv', files)}
          onRemove={() => {
            void setFieldValue('cv', null);
            void setFieldValue('cvFileId', null);
          }}
        />
        <FilePicker
          name="attachments"
          label={t('apply.files.attachments')}
          hint={t('apply.files.attachmentsHint')}
          multiple
          files={values.attachments}
          problems={fileProblems.attachments.map((problem) => t(problem.key, problem.values))}
          disabled={sending}
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
          hint={t('apply.coverLetterHint', { max: MAX_COVER_LETTER_LENGTH })}
          rows={8}
          limit={MAX_COVER_LETTER_LENGTH}
        />
      </fieldset>

      <fieldset className="apply-form__group" disabled={sending}>
        <legend className="apply-form__legend">{t('apply.consents.legend')}</legend>
        <CheckboxField
          name="acceptTerms"
          label={required(t('apply.consents.acceptTerms'))}
          hint={
            <span className="cluster">
              <TermsLink newTab />
              <PrivacyNoticeLink
                newTab
                employer={employerNotice && { name: job.company.name, notice: employerNotice }}
              />
            </span>
          }
        />
        <CheckboxField name="contactMe" label={t('apply.consents.contactMe')} />
        <CheckboxField name="candidateBank" label={t('apply.consents.candidateBank')} />
      </fieldset>

      {form.failure && <p className="apply-form__kept">{t('apply.errors.kept')}</p>}

      <div className="apply-form__submit">
        <div role="status" className="apply-form__progress">
          {sending &&
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
        <SubmitButton busy={form.busy} busyLabel={sending ? t('apply.sending') : undefined}>
          {t('apply.submit')}
        </SubmitButton>
      </div>
    </FormShell>
  );
}
