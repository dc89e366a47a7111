import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { isApiError } from '@/api/errors';
import type { Profile, UpdateProfileRequest } from '@/api/types';
import { TextField } from '@/components/form/fields';
import { useToast } from '@/components/toast/toast';
import { candidateDraftKey, readJson, safeStorage, writeJson } from '@/lib/storage';
import { emailRule, phoneRule } from '@/lib/validation';
import { updateProfile } from './api';
import { errorText } from './error-text';
import { useFocusFirstError, useValidateAfterFirstSubmit } from './focus-first-error';
import { PortalForm } from '@/components/form/portal-form';

/** Spec §5: names, email and phone are required; email and phone have their formats. */
export const profileSchema = yup.object({
  givenName: yup.string().trim().required('validation.firstNameRequired'),
  familyName: yup.string().trim().required('validation.lastNameRequired'),
  email: emailRule(),
  phone: phoneRule(),
});

type ProfileValues = UpdateProfileRequest;

const fromProfile = (profile: Profile): ProfileValues => ({
  givenName: profile.givenName,
  familyName: profile.familyName,
  email: profile.email,
  phone: profile.phone,
});

const sameValues = (a: ProfileValues, b: ProfileValues) =>
  a.givenName === b.givenName &&
  a.familyName === b.familyName &&
  a.email === b.email &&
  a.phone === b.phone;

const isProfileValues = (value: unknown): value is ProfileValues =>
  typeof value === 'object' &&
  value !== null &&
  ['givenName', 'familyName', 'email', 'phone'].every(
    (key) => typeof (value as Record<string, unknown>)[key] === 'string',
  );

/** Per login, so that a shared computer never offers one person's draft to another. */
export const profileDraftKey = (userId: string) => candidateDraftKey(`profile:${userId}`);

/**
 * Keeps what was typed but not saved in storage, so that a session that expires mid-edit
 * ('jwt expired' sends the visitor to '/') does not lose it: the form offers it again after
 * logging in.
 */
function DraftKeeper({ draftKey, saved }: { draftKey: string; saved: ProfileValues }) {
  const { values } = useFormikContext<ProfileValues>();
  useEffect(() => {
    if (sameValues(values, saved)) safeStorage.remove(draftKey);
    else writeJson(draftKey, values);
  }, [values, saved, draftKey]);
  return null;
}

function FocusFirstError({ formRef }: { formRef: React.RefObject<HTMLFormElement | null> }) {
  useFocusFirstError(formRef);
  return null;
}

interface ProfileFormProps {
  profile: Profile;
  onSaved: (profile: Profile) => void;
}

export function ProfileForm({ profile, onSaved }: ProfileFormProps) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const draftKey = profileDraftKey(profile.userId);
  const saved = useMemo(() => fromProfile(profile), [profile]);
  const [restoredDraft] = useState(() => {
    const draft = readJson(draftKey, isProfileValues);
    return draft && !sameValues(draft, saved) ? draft : null;
  });
  const [showRestored, setShowRestored] = useState(restoredDraft !== null);
  const validation = useValidateAfterFirstSubmit();

  const submit = async (values: ProfileValues, helpers: FormikHelpers<ProfileValues>) => {
    const request = profileSchema.cast(values) as ProfileValues;
    try {
      const updated = await updateProfile(request);
      safeStorage.remove(draftKey);
      helpers.resetForm({ values: fromProfile(updated) });
      setShowRestored(false);
      onSaved(updated);
      showToast(t('settings.profile.saved'), 'success');
    } catch (error) {
      // The typed values stay in the form (and in the draft) whatever went wrong.
      if (isApiError(error) && error.code === 'CONFLICT') {
        helpers.setFieldError('email', 'settings.profile.emailInUse');
        formRef.current?.querySelector<HTMLInputElement>('input[name="email"]')?.focus();
        return;
      }
      const text = errorText(error, t);
      if (text) showToast(text, 'error');
    }
  };

  return (
    <Formik<ProfileValues>
      initialValues={restoredDraft ?? saved}
      validationSchema={profileSchema}
      onSubmit={submit}
      {...validation.formikProps}
    >
      {({ isSubmitting, resetForm }) => (
        <PortalForm
          ref={formRef}
          noValidate
          className="stack settings-form"
          onSubmitCapture={validation.onSubmitCapture}
        >
          <FocusFirstError formRef={formRef} />
          <DraftKeeper draftKey={draftKey} saved={saved} />
          {showRestored && (
            <div className="notice notice--info cluster settings-notice" role="status">
              <span>{t('settings.profile.draftRestored')}</span>
              <button
                type="button"
                className="button button--link"
                onClick={() => {
                  resetForm({ values: saved });
                  setShowRestored(false);
                }}
              >
                {t('settings.profile.discardDraft')}
              </button>
            </div>
          )}
          <div className="settings-form__grid">
            <TextField
              name="givenName"
              label={t('settings.profile.givenName')}
              autoComplete="given-name"
              required
            />
            <TextField
              name="familyName"
              label={t('settings.profile.familyName')}
              autoComplete="family-name"
              required
            />
            <TextField
              name="email"
              type="email"
              label={t('settings.profile.email')}
              autoComplete="email"
              required
            />
            <TextField
              name="phone"
              type="tel"
              label={t('settings.profile.phone')}
              hint={t('settings.profile.phoneHint')}
              autoComplete="tel"
              required
            />
          </div>
          <div className="cluster">
            <button type="submit" className="button" disabled={isSubmitting}>
              {isSubmitting ? t('settings.saving') : t('settings.profile.save')}
            </button>
          </div>
        </PortalForm>
      )}
    </Formik>
  );
}
