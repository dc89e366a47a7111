import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import type { Profile, UpdateProfileRequest } from '@/api/contract/account';
import { cancelPhoneChange, confirmPhoneChange, resendPhoneChangeCode } from '@/api/profile';
import { EmailField } from '@/components/form/fields';
import { NameFields } from '@/components/form/name-fields';
import { OneTimeCodeField } from '@/components/form/one-time-code-field';
import { PhoneField } from '@/components/form/phone-field';
import { ResendCode, nextCodeAt } from '@/components/form/resend-code';
import {
  FormShell,
  RestoredDraftNotice,
  SubmitButton,
  useForm,
} from '@/components/form/form-shell';
import { MutationButton } from '@/components/form/mutation-button';
import { useToast } from '@/components/toast/toast';
import { phoneCountryOfLocale, type PhoneCountry } from '@/lib/phone';
import { codeRule, emailRule, familyNameRule, givenNameRule, phoneRule } from '@/lib/validation';
import { cancelEmailChange, updateProfile } from './api';

/**
 * Names, email and phone are required; email and phone have their formats. A local phone number
 * is completed with the code of the country the visitor's language names.
 */
const profileSchema = (phoneCountry: PhoneCountry | null) =>
  yup.object({
    givenName: givenNameRule(),
    familyName: familyNameRule(),
    email: emailRule(),
    phone: phoneRule(phoneCountry),
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
const PENDING_PHONE_ID = 'pending-phone-change';
/** Holds the form across its fresh start after a new number is confirmed. */
const PROFILE_DETAILS_ID = 'profile-details';

const phoneCodeSchema = yup.object({ code: codeRule() });

interface TakeBackProps {
  /** The call that takes the waiting change back. */
  cancel: () => Promise<Profile>;
  label: string;
  /** Said once it is taken back. */
  done: string;
}

/** Takes back a change that waits for its confirmation: keeps what is in use. */
function TakeBackButton({ cancel, label, done }: TakeBackProps) {
  const { showToast } = useToast();
  return <MutationButton mutate={cancel} label={label} onDone={() => showToast(done, 'success')} />;
}

interface PendingChangeNoticeProps {
  /** Focus moves here once the change is saved: it is what changed on the page. */
  id: string;
  /** Which value waits, and which is in use until then. */
  text: string;
  /** How to confirm it, and to take it back. */
  children: ReactNode;
}

function PendingChangeNotice({ id, text, children }: PendingChangeNoticeProps) {
  return (
    <div id={id} className="notice notice--info stack" tabIndex={-1}>
      <p>{text}</p>
      {children}
    </div>
  );
}

/**
 * A new address waits for the link sent to it (docs/api.md): until it is opened the login is
 * the old one, and the candidate can see which address is waiting, and take the change back.
 */
function PendingEmailNotice({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  if (!profile.pendingEmail) return null;
  return (
    <PendingChangeNotice
      id={PENDING_EMAIL_ID}
      text={t('settings.profile.pendingEmail', {
        pending: profile.pendingEmail,
        current: profile.email,
      })}
    >
      <TakeBackButton
        cancel={cancelEmailChange}
        label={t('settings.profile.cancelEmailChange')}
        done={t('settings.profile.emailChangeCancelled')}
      />
    </PendingChangeNotice>
  );
}

/**
 * A new mobile number waits for the code texted to it (docs/api.md): until it is entered, login
 * codes go to the number that works, so a mistyped number can never lock the candidate out.
 */
function PendingPhoneNotice({ profile, onSaved }: ProfileFormProps) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  // The code went when the number was saved: the wait for another one starts then.
  const [nextCode, setNextCode] = useState(() => nextCodeAt(undefined));
  const form = useForm({
    initialValues: { code: '' },
    validationSchema: phoneCodeSchema,
    submit: ({ code }, { idempotencyKey }) => confirmPhoneChange(code, idempotencyKey),
    onSuccess: () => {
      onSaved();
      showToast(t('settings.profile.phoneChanged'), 'success');
      // The section it is in, by its heading's name: it stays while the form starts again.
      return () => document.getElementById(PROFILE_DETAILS_ID)?.closest('section') ?? null;
    },
    errorMessages: {
      INVALID_CODE: { key: 'validation.invalidCode', field: 'code' },
      CODE_EXPIRED: { key: 'validation.codeExpired', field: 'code' },
      CODE_LOCKED: { key: 'validation.codeLocked', field: 'code' },
    },
  });
  const resend = async () => {
    try {
      const { codeSent, retryAfter } = await resendPhoneChangeCode();
      setNextCode(nextCodeAt(retryAfter));
      return codeSent;
    } catch (error) {
      form.reportFailure(error);
      return false;
    }
  };
  if (!profile.pendingPhone) return null;
  return (
    <PendingChangeNotice
      id={PENDING_PHONE_ID}
      text={t('settings.profile.pendingPhone', {
        pending: profile.pendingPhone,
        current: profile.phone,
      })}
    >
      <FormShell form={form} className="stack">
        <OneTimeCodeField name="code" label={t('settings.profile.phoneCode')} required />
        <ResendCode availableAt={nextCode} onResend={resend} />
        <div>
          <SubmitButton busy={form.busy}>{t('settings.profile.confirmPhone')}</SubmitButton>
        </div>
      </FormShell>
      <TakeBackButton
        cancel={cancelPhoneChange}
        label={t('settings.profile.cancelPhoneChange')}
        done={t('settings.profile.phoneChangeCancelled')}
      />
    </PendingChangeNotice>
  );
}

/**
 * What was typed but not saved stays in the candidate's draft, so that a session that expires
 * mid-edit ('jwt expired' sends the visitor to '/') does not lose it: the form offers it again
 * after logging in.
 */
function ProfileDetailsForm({ profile, onSaved }: ProfileFormProps) {
  const { t, i18n } = useTranslation();
  const phoneCountry = phoneCountryOfLocale(i18n.resolvedLanguage ?? '');
  const schema = profileSchema(phoneCountry);
  const form = useForm({
    initialValues: fromProfile(profile),
    validationSchema: schema,
    draft: { name: 'profile', fields: ['givenName', 'familyName', 'email', 'phone'] },
    submit: (values, { idempotencyKey }) =>
      updateProfile(schema.cast(values) as ProfileValues, idempotencyKey),
    valuesAfterSuccess: fromProfile,
    onSuccess: (saved) => {
      onSaved();
      // A new number now waiting: its code is the next thing to do.
      if (saved.pendingPhone && saved.pendingPhone !== profile.pendingPhone)
        return () => document.getElementById(PENDING_PHONE_ID);
      // A new address now waiting: the notice saying where the link went is what changed.
      if (saved.pendingEmail && saved.pendingEmail !== profile.pendingEmail)
        return () => document.getElementById(PENDING_EMAIL_ID);
    },
    successMessage: t('settings.profile.saved'),
    errorMessages: { CONFLICT: { key: 'settings.profile.emailInUse', field: 'email' } },
  });

  return (
    <>
      <FormShell form={form} className="stack settings-form">
        <RestoredDraftNotice
          form={form}
          text={t('settings.profile.draftRestored')}
          discardLabel={t('settings.profile.discardDraft')}
        />
        <PendingEmailNotice profile={profile} />
        <div className="settings-form__grid">
          <NameFields
            givenName={{ name: 'givenName', label: t('settings.profile.givenName') }}
            familyName={{ name: 'familyName', label: t('settings.profile.familyName') }}
            required
          />
          <EmailField
            name="email"
            label={t('settings.profile.email')}
            hint={t('settings.profile.emailHint')}
            required
          />
          <PhoneField
            name="phone"
            label={t('settings.profile.phone')}
            country={phoneCountry}
            note={t('settings.profile.phoneHint')}
            required
          />
        </div>
        <div className="cluster">
          <SubmitButton busy={form.busy} busyLabel={t('settings.saving')}>
            {t('settings.profile.save')}
          </SubmitButton>
        </div>
      </FormShell>
      {/* A form of its own after the profile's: forms do not nest. Keyed by the number, so a
        newer number starts with an empty field and a fresh wait. */}
      <PendingPhoneNotice key={profile.pendingPhone ?? ''} profile={profile} onSaved={onSaved} />
    </>
  );
}

/**
 * A new number becomes the profile's through its code, not through this form's save: once it
 * has, the form starts again from the profile, so the field shows the number in use.
 */
export function ProfileForm(props: ProfileFormProps) {
  return (
    <div id={PROFILE_DETAILS_ID} className="stack">
      <ProfileDetailsForm key={props.profile.phone} {...props} />
    </div>
  );
}
