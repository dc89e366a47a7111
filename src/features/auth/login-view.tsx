import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import * as yup from 'yup';
import { completeLogin } from '@/api/session';
import { Button } from '@/components/button/button';
import type { LoginReason } from '@/config/paths';
import { TextField } from '@/components/form/fields';
import { FormShell, SubmitButton } from '@/components/form/form-shell';
import { OneTimeCodeField } from '@/components/form/one-time-code-field';
import { PasswordField } from '@/components/form/password-field';
import { ResendCode, nextCodeAt } from '@/components/form/resend-code';
import { codeRule, emailRule, normaliseEmail } from '@/lib/validation';
import { logInWithPassword, resendLoginCode, verifyTwoFactorCode } from './api';
import type { CodeEnd } from './auth-errors';
import { useAuthFlow, useAuthForm } from './auth-flow';
import { AuthStep } from './auth-step';
import {
  type LoginChallenge,
  clearLoginChallenge,
  readLoginChallenge,
  recallEmail,
  saveLoginChallenge,
} from './flow-storage';
import type { TranslationKey } from '@/i18n/translation-key';

const LOGIN_CODE_STEP = 'code';

const credentialsSchema = yup.object({
  email: emailRule(),
  password: yup.string().required('validation.passwordRequired'),
});

const codeSchema = yup.object({ code: codeRule() });

/** A backup code is eight letters and digits; a hyphen or spaces typed between them do not count. */
const backupCodeSchema = yup.object({
  code: yup
    .string()
    .transform((value: string) => value.replace(/[\s-]/g, ''))
    .required('validation.backupCodeRequired')
    .matches(/^[a-z0-9]{8}$/i, 'validation.backupCode'),
});

/** The line over the form when the login opened by itself: why the candidate is here. */
const REASON_TEXTS: Record<LoginReason, TranslationKey> = {
  'login-required': 'auth.login.loginRequired',
  'session-ended': 'auth.login.sessionEnded',
};

function CredentialsStep({ interrupted }: { interrupted: boolean }) {
  const { t } = useTranslation();
  const flow = useAuthFlow();
  const { state: pageState } = useLocation();
  const form = useAuthForm({
    initialValues: { email: recallEmail(pageState), password: '' },
    validationSchema: credentialsSchema,
    submit: async (values) => {
      const email = normaliseEmail(values.email);
      const { userId, tfaMethod, retryAfter, maskedPhone } = await logInWithPassword(
        email,
        values.password,
      );
      saveLoginChallenge({
        userId,
        tfaMethod,
        email,
        ...(tfaMethod === 'sms' ? { nextCodeAt: nextCodeAt(retryAfter), maskedPhone } : {}),
      });
    },
    onSuccess: () => flow.setStep(LOGIN_CODE_STEP),
  });

  const why = interrupted
    ? t('auth.login.interrupted')
    : flow.reason && t(REASON_TEXTS[flow.reason]);

  return (
    <AuthStep>
      {why && <p className="notice notice--info">{why}</p>}
      <FormShell form={form} className="stack">
        <TextField
          name="email"
          type="email"
          label={t('auth.fields.email')}
          autoComplete="username"
          spellCheck={false}
        />
        <PasswordField
          name="password"
          label={t('auth.fields.password')}
          autoComplete="current-password"
        />
        <SubmitButton busy={form.busy}>{t('auth.login.submit')}</SubmitButton>
      </FormShell>
      <div className="auth-links stack">
        <p>
          <Link {...flow.linkTo('forgot-password')}>{t('auth.login.forgotPassword')}</Link>
        </p>
        <p>
          {t('auth.login.noAccount')}{' '}
          <Link {...flow.linkTo('create-account')}>{t('auth.login.createAccount')}</Link>
        </p>
      </div>
    </AuthStep>
  );
}

const CODE_END_TEXTS: Record<CodeEnd, TranslationKey> = {
  expired: 'auth.tfa.expired',
  locked: 'auth.tfa.locked',
};

/** The code can no longer be used: the way on is the password step, with a new code. */
function CodeEnded({ end, onStartAgain }: { end: CodeEnd; onStartAgain: () => void }) {
  const { t } = useTranslation();
  const startAgain = useRef<HTMLButtonElement>(null);
  // The form it replaces held the focus; it moves to the one thing left to do.
  useEffect(() => startAgain.current?.focus(), []);
  return (
    <div className="stack">
      <p className="notice notice--error" role="alert">
        {t(CODE_END_TEXTS[end])}
      </p>
      <div>
        <Button ref={startAgain} onClick={onStartAgain}>
          {t('auth.tfa.logInAgain')}
        </Button>
      </div>
    </div>
  );
}

/** Where the login's code comes from: the text or app, or one of the backup codes instead. */
type CodeSource = 'method' | 'backup';

function CodeStep({ challenge }: { challenge: LoginChallenge }) {
  const { t } = useTranslation();
  const flow = useAuthFlow();
  const [ended, setEnded] = useState<CodeEnd | null>(null);
  const [nextCode, setNextCode] = useState(challenge.nextCodeAt ?? 0);
  const [source, setSource] = useState<CodeSource>('method');
  const backup = source === 'backup';
  const fields = useRef<HTMLDivElement>(null);
  const switched = useRef(false);
  // The field of the other source replaces the one typed in: the focus goes into it.
  useEffect(() => {
    if (switched.current) fields.current?.querySelector('input')?.focus();
  }, [source]);

  const startOver = () => {
    clearLoginChallenge();
    flow.setStep(null);
  };

  const form = useAuthForm({
    initialValues: { code: '' },
    validationSchema: backup ? backupCodeSchema : codeSchema,
    submit: async ({ code }) => {
      await verifyTwoFactorCode(
        challenge.userId,
        backup ? { backupCode: backupCodeSchema.cast({ code }).code } : { code },
      );
      completeLogin(challenge.tfaMethod);
    },
    // The challenge is spent; it is dropped when the dialog closes (forgetFlowMemory), not here,
    // or the code step would read as an interrupted login while the page changes.
    onSuccess: () => flow.finishLogin(),
    // A code that can no longer be used ends the step instead of showing on it.
    onFailure: (error) => {
      const failure = flow.handleFailure(error);
      if (failure?.kind === 'code-ended') setEnded(failure.reason);
      return failure?.kind === 'message' ? failure.message : null;
    },
  });

  const resend = async () => {
    try {
      const { codeSent, retryAfter } = await resendLoginCode(challenge.userId);
      const next = nextCodeAt(retryAfter);
      saveLoginChallenge({ ...challenge, nextCodeAt: next });
      setNextCode(next);
      return codeSent;
    } catch (error) {
      form.reportFailure(error);
      return false;
    }
  };

  // The other source starts with an empty field: a half-typed code of one is no code of the other.
  const switchSource = (next: CodeSource) => {
    form.formik.resetForm({ values: { code: '' } });
    switched.current = true;
    setSource(next);
  };

  const sms = challenge.tfaMethod === 'sms';
  const methodHint = !sms
    ? t('auth.tfa.totpIntro')
    : challenge.maskedPhone
      ? t('auth.tfa.smsSentTo', { phone: challenge.maskedPhone })
      : t('auth.tfa.smsIntro');
  return (
    <AuthStep heading={t('auth.tfa.heading')}>
      {ended ? (
        <CodeEnded end={ended} onStartAgain={startOver} />
      ) : (
        <FormShell form={form} className="stack">
          <div ref={fields}>
            {backup ? (
              <TextField
                key="backup"
                name="code"
                label={t('auth.tfa.backupCode')}
                hint={t('auth.tfa.backupCodeHint')}
                autoComplete="off"
                spellCheck={false}
                autoCapitalize="none"
              />
            ) : (
              <OneTimeCodeField
                key="method"
                name="code"
                label={t('auth.tfa.code')}
                hint={methodHint}
              />
            )}
          </div>
          {sms && !backup && <ResendCode availableAt={nextCode} onResend={resend} />}
          <SubmitButton busy={form.busy}>{t('auth.tfa.submit')}</SubmitButton>
        </FormShell>
      )}
      {!ended && (
        <div className="auth-links stack">
          <p>
            <Button variant="link" onClick={() => switchSource(backup ? 'method' : 'backup')}>
              {backup
                ? sms
                  ? t('auth.tfa.useSmsCode')
                  : t('auth.tfa.useAppCode')
                : t('auth.tfa.useBackupCode')}
            </Button>
          </p>
          <p>
            <Button variant="link" onClick={startOver}>
              {t('auth.tfa.startOver')}
            </Button>
          </p>
        </div>
      )}
    </AuthStep>
  );
}

/**
 * `login`: email and password, then the two-factor code (`step=code`). The challenge from the
 * first step is kept in this tab's sessionStorage; when it is gone (another tab, storage off),
 * the code step cannot work and the visitor starts again with a word about why.
 */
export function LoginView() {
  const flow = useAuthFlow();
  const onCodeStep = flow.step === LOGIN_CODE_STEP;
  const challenge = onCodeStep ? readLoginChallenge() : null;
  const lost = onCodeStep && !challenge;
  const [interrupted, setInterrupted] = useState(false);
  if (lost && !interrupted) setInterrupted(true);

  useEffect(() => {
    if (lost) flow.setStep(null, { replace: true });
  }, [lost, flow]);

  if (challenge) return <CodeStep key={challenge.userId} challenge={challenge} />;
  return <CredentialsStep interrupted={interrupted} />;
}
