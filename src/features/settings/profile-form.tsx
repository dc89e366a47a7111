import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import type { Profile, UpdateProfileRequest } from '@/api/contract/account';
import { Button } from '@/components/button/button';
import { EmailField, TextField } from '@/components/form/fields';
import {
  FormShell,
  RestoredDraftNotice,
  SubmitButton,
  useForm,
} from '@/components/form/form-shell';
import { useMutation } from '@/components/form/use-mutation';
import { useToast } from '@/components/toast/toast';
import { emailRule, phoneRule } from '@/lib/validation';
import { cancelEmailChange, updateProfile } from './api';

/** Names, email and phone are required; email and phone have their formats. */
const profileSchema = yup.object({
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

interface ProfileFormProps {
  profile: Profile;
  /** The server saved: the page reads the profile again. */
  onSaved: () => void;
}

const PENDING_EMAIL_ID = 'pending-email-change';

/**
 * A new address waits for the link sent to it (docs/api.md): until it is opened the login is
 * the old one, and the candidate can see which address is waiting, and take the change back.
 */
function PendingEmailNotice({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const cancel = useMutation(cancelEmailChange);
  if (!profile.pendingEmail) return null;
  return (
    <div id={PENDING_EMAIL_ID} className="notice notice--info stack" tabIndex={-1}>
      <p>
        {t('settings.profile.pendingEmail', {
          pending: profile.pendingEmail,
          current: profile.email,
        })}
      </p>
      {cancel.error && (
        <p className="notice notice--error" role="alert">
          {cancel.error}
        </p>
      )}
      <div>
        <Button
          variant="secondary"
          aria-disabled={cancel.busy}
          onClick={() =>
            void cancel.run().then((outcome) => {
              if (outcome.ok) showToast(t('settings.profile.emailChangeCancelled'), 'success');
            })
          }
        >
          {t('settings.profile.cancelEmailChange')}
        </Button>
      </div>
    </div>
  );
}

/**
 * What was typed but not saved stays in the candidate's draft, so that a session that expires
 * mid-edit ('jwt expired' sends the visitor to '/') does not lose it: the form offers it again
 * after logging in.
 */
export function ProfileForm({ profile, onSaved }: ProfileFormProps) {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: fromProfile(profile),
    validationSchema: profileSchema,
    draft: { name: 'profile', fields: ['givenName', 'familyName', 'email', 'phone'] },
    submit: (values, { idempotencyKey }) =>
      updateProfile(profileSchema.cast(values) as ProfileValues, idempotencyKey),
    valuesAfterSuccess: fromProfile,
    onSuccess: (saved) => {
      onSaved();
      // A new address now waiting: the notice saying where the link went is what changed.
      if (saved.pendingEmail && saved.pendingEmail !== profile.pendingEmail)
        return () => document.getElementById(PENDING_EMAIL_ID);
    },
    successMessage: t('settings.profile.saved'),
    errorMessages: { CONFLICT: { key: 'settings.profile.emailInUse', field: 'email' } },
  });

  return (
    <FormShell form={form} className="stack settings-form">
      <RestoredDraftNotice
        form={form}
        text={t('settings.profile.draftRestored')}
        discardLabel={t('settings.profile.discardDraft')}
      />
      <PendingEmailNotice profile={profile} />
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
        <EmailField
          name="email"
          label={t('settings.profile.email')}
          hint={t('settings.profile.emailHint')}
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
        <SubmitButton busy={form.busy} busyLabel={t('settings.saving')}>
          {t('settings.profile.save')}
        </SubmitButton>
      </div>
    </FormShell>
  );
}
