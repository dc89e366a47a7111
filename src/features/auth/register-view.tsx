import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import * as yup from 'yup';
import type {
  GenerateTotpResponse,
  RegisterCandidateResponse,
  TfaMethod,
} from '@/api/contract/auth';
import { Button } from '@/components/button/button';
import { CheckboxField, EmailField, useFieldControl } from '@/components/form/fields';
import { NameFields } from '@/components/form/name-fields';
import { FormShell, SubmitButton } from '@/components/form/form-shell';
import { PrivacyNoticeLink, TermsLink } from '@/components/legal-links';
import { OneTimeCodeField } from '@/components/form/one-time-code-field';
import { PhoneField } from '@/components/form/phone-field';
import { BackupCodes } from '@/components/backup-codes/backup-codes';
import { AuthenticatorKey } from '@/components/qr-code/authenticator-key';
import { QrCode } from '@/components/qr-code/qr-code';
import { StreamedData } from '@/components/streamed-data/streamed-data';
import { codeFromLocale } from '@/i18n/languages';
import { emitAppEvent } from '@/lib/events';
import { phoneCountryOfLocale, type PhoneCountry } from '@/lib/phone';
import {
  acceptTermsRule,
  codeRule,
  emailRule,
  familyNameRule,
  givenNameRule,
  normaliseEmail,
  phoneRule,
} from '@/lib/validation';
import { ResendCode, nextCodeAt } from '@/components/form/resend-code';
import { completeLogin, getSession } from '@/api/session';
import { generateTotpSecret } from '@/api/two-factor';
import { registerCandidate, sendPhoneCode } from './api';
import { useAuthFlow, useAuthForm, useSpentLink } from './auth-flow';
import { AuthStep } from './auth-step';
import { AuthViewButton } from './auth-view-button';
import { useLinkCheck, type LinkCheck } from './link-check';
import { NewPasswordFields, newPasswordRules } from './new-password-fields';
import { OutcomeStep } from './outcome-step';
import { ReopenLinkStep } from './reopen-link-step';
import {
  type RegistrationDetails,
  type RegistrationDraft,
  clearRegistrationDraft,
  forgetPendingEmail,
  forgetRegistrationDetails,
  readPendingEmail,
  readRegistrationDetails,
  readRegistrationDraft,
  recallEmail,
  rememberEmail,
  saveRegistrationDetails,
  saveRegistrationDraft,
  updateRegistrationDetails,
} from './flow-storage';

/** The registration steps. */
const REGISTER_STEPS = {
  registration: 'registration',
  twoFactor: 'twoFactor',
  success: 'success',
} as const;

interface RegistrationValues {
  email: string;
  givenName: string;
  familyName: string;
  phone: string;
  password: string;
  passwordConfirmation: string;
  acceptTerms: boolean;
  contactMe: boolean;
  candidateBank: boolean;
}

/** A local phone number is completed with the code of the country the visitor's language names. */
const registrationSchema = (phoneCountry: PhoneCountry | null) =>
  yup.object({
    email: emailRule(),
    givenName: givenNameRule(),
    familyName: familyNameRule(),
    phone: phoneRule(phoneCountry),
    ...newPasswordRules(),
    acceptTerms: acceptTermsRule(),
    contactMe: yup.boolean(),
    candidateBank: yup.boolean(),
  });

function RefusedLinkStep() {
  const { t } = useTranslation();
  return (
    <OutcomeStep
      heading={t('auth.register.linkRefusedHeading')}
      tone="error"
      message={t('auth.errors.invalidLink')}
      actions={<AuthViewButton view="create-account">{t('auth.register.newLink')}</AuthViewButton>}
    />
  );
}

interface RegistrationStepProps {
  token: string;
  lostDraft: boolean;
  /** The link's check, undefined until it is here. */
  check: LinkCheck | undefined;
}

/**
 * The address the link was sent to is asked of the service, so that the link works on any
 * device. When the service does not say (or could not be asked) the person types it, and
 * registration checks it against the link.
 */
function RegistrationStep({ token, lostDraft, check }: RegistrationStepProps) {
  const { t } = useTranslation();
  if (!check)
    return (
      <AuthStep>
        <p role="status">{t('auth.register.checking')}</p>
      </AuthStep>
    );
  if (check.status === 'refused') return <RefusedLinkStep />;
  return (
    <RegistrationForm
      token={token}
      lostDraft={lostDraft}
      linkEmail={check.status === 'valid' ? check.email : null}
    />
  );
}

interface RegistrationFormProps {
  token: string;
  lostDraft: boolean;
  /** The link's address, shown read-only; null when the service did not say. */
  linkEmail: string | null;
}

/**
 * The details this tab kept (flow-storage), when they belong to this link: a link with its own
 * address takes only the details typed for that address.
 */
function keptDetails(linkEmail: string | null): RegistrationDetails | null {
  const kept = readRegistrationDetails();
  if (!kept || (linkEmail !== null && normaliseEmail(kept.email) !== normaliseEmail(linkEmail)))
    return null;
  return kept;
}

function RegistrationForm({ token, lostDraft, linkEmail }: RegistrationFormProps) {
  const { t, i18n } = useTranslation();
  const phoneCountry = phoneCountryOfLocale(i18n.resolvedLanguage ?? '');
  const schema = registrationSchema(phoneCountry);
  const flow = useAuthFlow();
  // In memory, the details of this visit with their password; after a reload, those of the tab.
  const [draft] = useState(() => readRegistrationDraft(token) ?? keptDetails(linkEmail));
  const restored = draft !== null && !('password' in draft);
  const initialValues: RegistrationValues = {
    email: linkEmail ?? draft?.email ?? readPendingEmail() ?? recallEmail(),
    givenName: draft?.givenName ?? '',
    familyName: draft?.familyName ?? '',
    phone: draft?.phone ?? '',
    password: '',
    passwordConfirmation: '',
    acceptTerms: draft?.acceptTerms ?? false,
    contactMe: draft?.contactMe ?? false,
    candidateBank: draft?.candidateBank ?? false,
  };

  // Nothing is sent yet: the details wait in memory for the two-factor step.
  const form = useAuthForm({
    initialValues,
    validationSchema: schema,
    submit: async (values: RegistrationValues) => {
      const cast = schema.cast(values);
      saveRegistrationDraft(token, {
        email: normaliseEmail(values.email),
        givenName: values.givenName.trim(),
        familyName: values.familyName.trim(),
        phone: cast.phone ?? values.phone,
        password: values.password,
        acceptTerms: values.acceptTerms,
        contactMe: values.contactMe,
        candidateBank: values.candidateBank,
      });
    },
    onSuccess: () => flow.setStep(REGISTER_STEPS.twoFactor),
  });

  // Everything but the passwords is kept for this tab as it is typed: a reload brings it back.
  const { values } = form.formik;
  useEffect(() => {
    const kept = readRegistrationDetails();
    const sameAddress =
      kept !== null && normaliseEmail(kept.email) === normaliseEmail(values.email);
    saveRegistrationDetails({
      ...(sameAddress ? { tfaMethod: kept.tfaMethod, phoneCode: kept.phoneCode } : {}),
      email: values.email,
      givenName: values.givenName,
      familyName: values.familyName,
      phone: values.phone,
      acceptTerms: values.acceptTerms,
      contactMe: values.contactMe,
      candidateBank: values.candidateBank,
    });
  }, [values]);

  return (
    <AuthStep>
      {restored ? (
        <p className="notice notice--info">{t('auth.register.restored')}</p>
      ) : (
        lostDraft && <p className="notice notice--info">{t('auth.register.lostDraft')}</p>
      )}
      <p>{t('auth.register.intro')}</p>
      <FormShell form={form} className="stack">
        <div className="stack auth-link-address">
          <EmailField
            name="email"
            label={t('auth.fields.email')}
            hint={t('auth.register.emailHint')}
            readOnly={linkEmail !== null}
          />
          {linkEmail !== null && (
            <p className="auth-links">
              <Link {...flow.linkTo('create-account')}>{t('auth.register.otherAddress')}</Link>
            </p>
          )}
        </div>
        <NameFields
          givenName={{ name: 'givenName', label: t('auth.fields.givenName') }}
          familyName={{ name: 'familyName', label: t('auth.fields.familyName') }}
        />
        <PhoneField name="phone" label={t('auth.fields.phone')} country={phoneCountry} />
        <NewPasswordFields label={t('auth.fields.password')} />
        <fieldset className="auth-fieldset stack">
          <legend>{t('auth.register.consents')}</legend>
          <CheckboxField
            name="acceptTerms"
            label={t('auth.register.acceptTerms')}
            hint={<TermsLink newTab />}
          />
          <CheckboxField name="contactMe" label={t('auth.register.contactMe')} />
          <CheckboxField
            name="candidateBank"
            label={t('auth.register.candidateBank')}
            hint={<PrivacyNoticeLink newTab />}
          />
        </fieldset>
        <SubmitButton busy={form.busy}>{t('auth.register.continue')}</SubmitButton>
      </FormShell>
    </AuthStep>
  );
}

type TotpSetup = { status: 'ready'; setup: GenerateTotpResponse } | { status: 'failed' };

interface AuthenticatorSetupProps {
  /** The secret asked for when the app was chosen (or on "Try again"). */
  setup: Promise<TotpSetup>;
  onRetry: () => void;
}

/**
 * The authenticator-app part of the two-factor step: QR code, the secret for manual entry, and
 * a current code from the app. The secret is asked for when the app is chosen and kept by the
 * step, so switching to SMS and back does not make a scanned code useless.
 */
function AuthenticatorSetup({ setup, onRetry }: AuthenticatorSetupProps) {
  const { t } = useTranslation();
  const [qrFailed, setQrFailed] = useState(false);

  useEffect(() => {
    emitAppEvent('auth-setup-app-open');
    return () => emitAppEvent('auth-setup-app-close');
  }, []);

  const retry = () => {
    setQrFailed(false);
    onRetry();
  };

  return (
    <div className="auth-totp stack">
      <p>{t('auth.register.totpIntro')}</p>
      <div aria-live="polite" className="stack">
        <StreamedData data={setup} fallback={<p>{t('auth.register.totpLoading')}</p>}>
          {(totp) => (
            <TotpSecret
              totp={totp}
              qrFailed={qrFailed}
              onQrFailed={() => setQrFailed(true)}
              onRetry={retry}
            />
          )}
        </StreamedData>
      </div>
      <OneTimeCodeField
        name="code"
        label={t('auth.register.appCode')}
        hint={t('auth.register.appCodeHint')}
      />
    </div>
  );
}

interface TotpSecretProps {
  totp: TotpSetup;
  qrFailed: boolean;
  onQrFailed: () => void;
  onRetry: () => void;
}

function TotpSecret({ totp, qrFailed, onQrFailed, onRetry }: TotpSecretProps) {
  const { t } = useTranslation();
  if (totp.status === 'failed')
    return (
      <div className="notice notice--error stack">
        <p>{t('auth.register.qrFailed')}</p>
        <p>{t('auth.register.secretFailed')}</p>
        <div>
          <Button variant="secondary" onClick={onRetry}>
            {t('auth.register.retry')}
          </Button>
        </div>
      </div>
    );
  return (
    <>
      {qrFailed ? (
        <p className="notice notice--error">{t('auth.register.qrFailed')}</p>
      ) : (
        <QrCode
          text={totp.setup.otpauthUrl}
          label={t('auth.register.qrLabel')}
          onError={onQrFailed}
        />
      )}
      {totp.setup.secret ? (
        <div className="stack">
          <p>{t('auth.register.secret')}</p>
          <AuthenticatorKey otpauthUrl={totp.setup.otpauthUrl} secret={totp.setup.secret} />
        </div>
      ) : (
        <p className="notice notice--error">{t('auth.register.secretFailed')}</p>
      )}
    </>
  );
}

function MethodChoice({
  phone,
  onChoose,
}: {
  phone: string;
  onChoose: (method: TfaMethod) => void;
}) {
  const { t } = useTranslation();
  const { field } = useFieldControl<TfaMethod>('tfaMethod');
  const name = field.name;
  const options: Array<{ value: TfaMethod; label: string; hint: string }> = [
    {
      value: 'sms',
      label: t('auth.register.methodSms'),
      hint: t('auth.register.methodSmsHint', { phone }),
    },
    {
      value: 'totp',
      label: t('auth.register.methodTotp'),
      hint: t('auth.register.methodTotpHint'),
    },
  ];
  const baseId = useId();
  return (
    <fieldset className="auth-fieldset stack">
      <legend>{t('auth.register.methodLegend')}</legend>
      {options.map((option) => {
        const id = `${baseId}-${option.value}`;
        return (
          <div key={option.value} className="auth-radio">
            <input
              type="radio"
              id={id}
              name={name}
              value={option.value}
              checked={field.value === option.value}
              onChange={(event) => {
                field.onChange(event);
                onChoose(option.value);
              }}
              onBlur={field.onBlur}
              aria-describedby={`${id}-hint`}
            />
            <label htmlFor={id}>{option.label}</label>
            <span id={`${id}-hint`} className="field__hint auth-radio__hint">
              {option.hint}
            </span>
          </div>
        );
      })}
    </fieldset>
  );
}

interface TwoFactorValues {
  tfaMethod: TfaMethod;
  code: string;
}

// Either way the account starts with a method proven to work: a code from the app or the phone.
const twoFactorSchema = yup.object({
  tfaMethod: yup.mixed<TfaMethod>().oneOf(['sms', 'totp']).required('validation.required'),
  code: codeRule(),
});

/** The texted code of the SMS choice: not asked for yet, or when the next one may be. */
type PhoneCodeState =
  | { status: 'not-sent' }
  /** `sentTo`: the number the last code went to; null when asked too soon and nothing went. */
  | { status: 'asked'; nextAt: number; sentTo: string | null };

/** A code sent before a reload, to this same number, still works: the step says so again. */
function keptPhoneCode(phone: string): PhoneCodeState {
  const kept = readRegistrationDetails()?.phoneCode;
  return kept && kept.sentTo === phone
    ? { status: 'asked', nextAt: kept.nextAt, sentTo: kept.sentTo }
    : { status: 'not-sent' };
}

interface PhoneCheckProps {
  token: string;
  phone: string;
  state: PhoneCodeState;
  onChange: (state: PhoneCodeState) => void;
  /** Shows a failure to send on the step's form. */
  onFailure: (error: unknown) => void;
}

/**
 * The SMS part of the two-factor step: a code texted to the number typed, entered here, so a
 * mistyped number shows now and not at the first login. Kept by the step like the app's secret.
 */
function PhoneCheck({ token, phone, state, onChange, onFailure }: PhoneCheckProps) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const codeField = useRef<HTMLDivElement>(null);

  const send = async (): Promise<boolean> => {
    try {
      const { codeSent, retryAfter } = await sendPhoneCode(token, phone);
      onChange({
        status: 'asked',
        nextAt: nextCodeAt(retryAfter),
        sentTo: codeSent ? phone : state.status === 'asked' ? state.sentTo : null,
      });
      return codeSent;
    } catch (error) {
      onFailure(error);
      return false;
    }
  };

  const sendFirst = async () => {
    setSending(true);
    const sent = await send();
    setSending(false);
    if (sent) codeField.current?.querySelector('input')?.focus();
  };

  return (
    <div className="auth-totp stack">
      <p>{t('auth.register.smsIntro', { phone })}</p>
      <p role="status">
        {state.status === 'asked' &&
          state.sentTo &&
          t('auth.register.smsSent', { phone: state.sentTo })}
      </p>
      {state.status === 'not-sent' && (
        <div>
          <Button
            variant="secondary"
            aria-disabled={sending}
            onClick={() => void (sending ? undefined : sendFirst())}
          >
            {t('auth.register.sendCode')}
          </Button>
        </div>
      )}
      <div ref={codeField}>
        <OneTimeCodeField name="code" label={t('auth.register.smsCode')} />
      </div>
      {state.status === 'asked' && <ResendCode availableAt={state.nextAt} onResend={send} />}
    </div>
  );
}

interface TwoFactorStepProps {
  token: string;
  draft: RegistrationDraft;
  /** The account exists: its backup codes, for the success step to show. */
  onCreated: (backupCodes: readonly string[]) => void;
}

function TwoFactorStep({ token, draft, onCreated }: TwoFactorStepProps) {
  const { t, i18n } = useTranslation();
  const flow = useAuthFlow();
  const [totpSetup, setTotpSetup] = useState<Promise<TotpSetup> | null>(null);
  const [keptMethod] = useState(() => readRegistrationDetails()?.tfaMethod ?? 'sms');

  // The secret is asked for when the app is chosen, once; again only on "Try again". Each call
  // makes a new secret on the service: a write, made by the choice itself, never a loader's read
  // that a revalidation could repeat and so make a scanned code useless.
  const askForTotpSecret = () =>
    setTotpSetup(
      generateTotpSecret(draft.email).then(
        (setup): TotpSetup => ({ status: 'ready', setup }),
        (error: unknown): TotpSetup => {
          // A server error leaves for its own view; anything else is said here.
          flow.handleFailure(error);
          return { status: 'failed' };
        },
      ),
    );
  const [phoneCode, setPhoneCode] = useState<PhoneCodeState>(() => keptPhoneCode(draft.phone));
  const changePhoneCode = (state: PhoneCodeState) => {
    setPhoneCode(state);
    if (state.status === 'asked' && state.sentTo)
      updateRegistrationDetails({ phoneCode: { sentTo: state.sentTo, nextAt: state.nextAt } });
  };

  // The app chosen before a reload: its secret is asked for again, once (a new one, since the
  // earlier one was never confirmed).
  const askedOnOpen = useRef(false);
  useEffect(() => {
    if (keptMethod !== 'totp' || askedOnOpen.current) return;
    askedOnOpen.current = true;
    askForTotpSecret();
    // askForTotpSecret is a new function each render; this runs once, on opening the step.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keptMethod]);

  // A refused, expired or locked code shows on the code field: a new one can be asked for.
  const form = useAuthForm<TwoFactorValues, RegisterCandidateResponse>({
    initialValues: { tfaMethod: keptMethod, code: '' },
    validationSchema: twoFactorSchema,
    // The phone or app was proven just now: the answer logs the new account in, as a login does.
    submit: async (values) => {
      const created = await registerCandidate(
        {
          ...draft,
          tfaMethod: values.tfaMethod,
          language: codeFromLocale(i18n.language),
          code: values.code.replace(/\s/g, ''),
        },
        token,
      );
      // A service that answers without the session (`{userId}` alone) has still made the
      // account: the success step then offers the login instead.
      try {
        completeLogin(values.tfaMethod);
      } catch {
        /* not logged in: SuccessStep reads the session */
      }
      return created;
    },
    onSuccess: ({ backupCodes }) => {
      forgetPendingEmail();
      rememberEmail(draft.email);
      onCreated(backupCodes ?? []);
      // The draft and the link are dropped by the success step once it shows: dropped here, this
      // step would read as a reload without them while the URL changes.
      flow.setStep(REGISTER_STEPS.success, { replace: true });
    },
  });

  return (
    <AuthStep heading={t('auth.register.twoFactorHeading')} focus="heading">
      <p>{t('auth.register.twoFactorIntro')}</p>
      <FormShell form={form} className="stack">
        <MethodChoice
          phone={draft.phone}
          onChoose={(method) => {
            updateRegistrationDetails({ tfaMethod: method });
            if (method === 'totp' && !totpSetup) askForTotpSecret();
          }}
        />
        {form.formik.values.tfaMethod === 'totp' && totpSetup ? (
          <AuthenticatorSetup setup={totpSetup} onRetry={askForTotpSecret} />
        ) : (
          <PhoneCheck
            token={token}
            phone={draft.phone}
            state={phoneCode}
            onChange={changePhoneCode}
            onFailure={form.reportFailure}
          />
        )}
        <div className="cluster">
          <SubmitButton busy={form.busy}>{t('auth.register.submit')}</SubmitButton>
          <Button variant="secondary" onClick={() => flow.setStep(REGISTER_STEPS.registration)}>
            {t('common.back')}
          </Button>
        </div>
      </FormShell>
    </AuthStep>
  );
}

/**
 * The account exists and is logged in. Its backup codes are shown here once; after a reload of
 * this step they are not (they were never stored), and settings makes new ones.
 */
function SuccessStep({ backupCodes }: { backupCodes: readonly string[] }) {
  const { t } = useTranslation();
  const flow = useAuthFlow();
  const loggedIn = getSession().authenticated;
  useSpentLink();
  useEffect(() => {
    clearRegistrationDraft();
    forgetRegistrationDetails();
  }, []);
  return (
    <OutcomeStep
      heading={t('auth.register.successHeading')}
      tone="success"
      message={loggedIn ? t('auth.register.successLoggedIn') : t('auth.register.successText')}
      actions={
        loggedIn ? (
          <Button onClick={() => flow.finishLogin()}>{t('auth.register.continueToPortal')}</Button>
        ) : (
          <AuthViewButton view="login">{t('auth.register.login')}</AuthViewButton>
        )
      }
    >
      {backupCodes.length > 0 && (
        <section className="stack" aria-labelledby="register-backup-codes">
          <h4 id="register-backup-codes">{t('auth.register.backupCodesHeading')}</h4>
          <BackupCodes codes={backupCodes} />
        </section>
      )}
    </OutcomeStep>
  );
}

/**
 * `register`, opened by the emailed link `?auth=register&token=…` (the token held by
 * lib/emailed-link, no longer in the address): the person's details
 * (`step=registration`), the two-factor method (`step=twoFactor`), then `step=success`.
 * The draft of the first step holds the password and so lives in memory only: after a reload
 * (and the link opened again) the person is back on the first step, with all the rest kept.
 */
export function RegisterView() {
  const { t } = useTranslation();
  const flow = useAuthFlow();
  const { step, token } = flow;
  const draft = token ? readRegistrationDraft(token) : null;
  const lost = step === REGISTER_STEPS.twoFactor && !draft;
  const onDetails =
    step !== REGISTER_STEPS.success && !(step === REGISTER_STEPS.twoFactor && draft);
  // Held by the view, so that Back from the two-factor step does not ask again.
  const { check } = useLinkCheck('register', onDetails ? token : null);
  const [lostDraft, setLostDraft] = useState(false);
  if (lost && !lostDraft) setLostDraft(true);
  const [backupCodes, setBackupCodes] = useState<readonly string[]>([]);

  useEffect(() => {
    if (lost) flow.setStep(REGISTER_STEPS.registration, { replace: true });
  }, [lost, flow]);

  if (step === REGISTER_STEPS.success) return <SuccessStep backupCodes={backupCodes} />;
  if (!token)
    return <ReopenLinkStep newLinkView="create-account" newLinkText={t('auth.register.newLink')} />;
  if (step === REGISTER_STEPS.twoFactor && draft)
    return <TwoFactorStep token={token} draft={draft} onCreated={setBackupCodes} />;
  return <RegistrationStep token={token} lostDraft={lostDraft} check={check} />;
}
