import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import type { Profile } from '@/api/contract/account';
import type { GenerateTotpResponse, TfaMethod } from '@/api/contract/auth';
import { OneTimeCodeField } from '@/components/form/one-time-code-field';
import { Modal } from '@/components/modal/modal';
import { QrCode } from '@/components/qr-code/qr-code';
import { useToast } from '@/components/toast/toast';
import { emitAppEvent } from '@/lib/events';
import { codeRule } from '@/lib/validation';
import { ResendCode, nextCodeAt } from '@/components/form/resend-code';
import { generateTotpSecret } from '@/api/two-factor';
import { changeTfaMethod } from './api';
import { useErrorText } from '@/components/form/error-text';
import { FormShell, SubmitButton, useForm } from '@/components/form/form-shell';

/** What the settings page knows about the current method; 'unavailable' when the call failed. */
export type CurrentTfaMethod = TfaMethod | null | 'unavailable';

const METHODS: readonly TfaMethod[] = ['totp', 'sms'];
const codeSchema = yup.object({ code: codeRule() });

type Step =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; totp?: GenerateTotpResponse; nextCodeAt?: number };

/** What asking to switch to SMS without a code did: texted one, or switched at once. */
type SmsAnswer = { kind: 'code-sent'; sent: boolean; nextCodeAt: number } | { kind: 'switched' };

async function askForSmsCode(): Promise<SmsAnswer> {
  const { codeSent, retryAfter } = await changeTfaMethod({ tfaMethod: 'sms' });
  // codeSent false: one went out moments ago (this dialog opened twice); it still works.
  return codeSent === undefined
    ? { kind: 'switched' }
    : { kind: 'code-sent', sent: codeSent, nextCodeAt: nextCodeAt(retryAfter) };
}

interface ChangeDialogProps {
  method: TfaMethod;
  profile: Profile;
  onClose: () => void;
  onChanged: (method: TfaMethod) => void;
}

/**
 * Confirms a code for the new method before switching: for the authenticator app the QR code
 * (and the secret, for typing in by hand) and then a code from the app; for SMS a code the
 * service sends to the phone on the profile.
 */
function ChangeMethodDialog({ method, profile, onClose, onChanged }: ChangeDialogProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [step, setStep] = useState<Step>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [qrFailed, setQrFailed] = useState(false);
  const onChangedRef = useRef(onChanged);
  useLayoutEffect(() => {
    onChangedRef.current = onChanged;
  });

  useEffect(() => {
    if (method !== 'totp') return;
    emitAppEvent('auth-setup-app-open');
    return () => emitAppEvent('auth-setup-app-close');
  }, [method]);

  useEffect(() => {
    let current = true;
    const prepare: Promise<GenerateTotpResponse | SmsAnswer> =
      method === 'totp' ? generateTotpSecret(profile.email) : askForSmsCode();
    prepare.then(
      (answer) => {
        if (!current) return;
        if ('kind' in answer) {
          if (answer.kind === 'switched') onChangedRef.current(method);
          else setStep({ state: 'ready', nextCodeAt: answer.nextCodeAt });
          return;
        }
        setQrFailed(false);
        setStep({ state: 'ready', totp: answer });
      },
      (error: unknown) => {
        if (!current) return;
        const message =
          method === 'totp'
            ? t('settings.tfa.qrFailed')
            : (errorText(error) ?? t('errors.generic'));
        setStep({ state: 'failed', message });
      },
    );
    return () => {
      current = false;
    };
  }, [method, profile.email, attempt, t, errorText]);

  // Spec §5: a changed method that fails with INVALID_CODE is reported as that error, on the field.
  const form = useForm({
    initialValues: { code: '' },
    validationSchema: codeSchema,
    submit: ({ code }, { idempotencyKey }) =>
      changeTfaMethod({ tfaMethod: method, code: codeSchema.cast({ code }).code }, idempotencyKey),
    onSuccess: () => onChanged(method),
    errorMessages: {
      INVALID_CODE: { key: 'validation.invalidCode', field: 'code' },
      CODE_EXPIRED: { key: 'validation.codeExpired', field: 'code' },
      CODE_LOCKED: { key: 'validation.codeLocked', field: 'code' },
    },
  });

  const resendSmsCode = async (): Promise<boolean> => {
    try {
      const answer = await askForSmsCode();
      if (answer.kind === 'switched') {
        onChanged(method);
        return false;
      }
      setStep({ state: 'ready', nextCodeAt: answer.nextCodeAt });
      return answer.sent;
    } catch (error) {
      setStep({ state: 'failed', message: errorText(error) ?? t('errors.generic') });
      return false;
    }
  };

  const title =
    method === 'totp' ? t('settings.tfa.setupAppTitle') : t('settings.tfa.setupSmsTitle');
  return (
    <Modal open onClose={onClose} title={title} size="medium">
      {step.state === 'loading' && (
        <p role="status" className="settings-muted">
          {method === 'totp' ? t('settings.tfa.generating') : t('settings.tfa.sendingSms')}
        </p>
      )}
      {step.state === 'failed' && (
        <div className="stack">
          <p className="notice notice--error" role="alert">
            {step.message}
          </p>
          {method === 'totp' && (
            <p className="notice notice--error">{t('settings.tfa.secretFailed')}</p>
          )}
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setStep({ state: 'loading' });
              setAttempt((n) => n + 1);
            }}
          >
            {t('settings.tfa.tryAgain')}
          </button>
        </div>
      )}
      {step.state === 'ready' && (
        <div className="stack">
          {method === 'totp' ? (
            <>
              <ol className="settings-steps">
                <li>{t('settings.tfa.appStepScan')}</li>
                <li>{t('settings.tfa.appStepCode')}</li>
              </ol>
              <div className="settings-totp">
                {qrFailed || !step.totp ? (
                  <p className="notice notice--error" role="alert">
                    {t('settings.tfa.qrFailed')}
                  </p>
                ) : (
                  <QrCode
                    text={step.totp.otpauthUrl}
                    label={t('settings.tfa.qrLabel')}
                    onError={() => setQrFailed(true)}
                  />
                )}
                <div className="settings-totp__secret">
                  <p>{t('settings.tfa.secretIntro')}</p>
                  {step.totp?.secret ? (
                    <code className="settings-secret">
                      {step.totp.secret.replace(/(.{4})(?=.)/g, '$1 ')}
                    </code>
                  ) : (
                    <p className="notice notice--error" role="alert">
                      {t('settings.tfa.secretFailed')}
                    </p>
                  )}
                </div>
              </div>
            </>
          ) : (
            <p>{t('settings.tfa.smsSent', { phone: profile.phone })}</p>
          )}
          <FormShell form={form} className="stack">
            <OneTimeCodeField
              name="code"
              label={
                method === 'totp' ? t('settings.tfa.codeFromApp') : t('settings.tfa.codeFromSms')
              }
              hint={t('settings.tfa.codeHint')}
              required
            />
            {step.nextCodeAt !== undefined && (
              <ResendCode availableAt={step.nextCodeAt} onResend={resendSmsCode} />
            )}
            <div className="cluster">
              <SubmitButton busy={form.busy}>{t('settings.tfa.confirm')}</SubmitButton>
              <button type="button" className="button button--secondary" onClick={onClose}>
                {t('common.cancel')}
              </button>
            </div>
          </FormShell>
        </div>
      )}
    </Modal>
  );
}

interface TwoFactorSectionProps {
  profile: Profile;
  initialMethod: CurrentTfaMethod;
}

export function TwoFactorSection({ profile, initialMethod }: TwoFactorSectionProps) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const [current, setCurrent] = useState<CurrentTfaMethod>(initialMethod);
  const [changingTo, setChangingTo] = useState<TfaMethod | null>(null);

  const methodName = (method: TfaMethod) =>
    method === 'totp' ? t('settings.tfa.methodTotp') : t('settings.tfa.methodSms');

  return (
    <div className="stack">
      <p>{t('settings.tfa.intro')}</p>
      {current === 'unavailable' ? (
        <p className="notice notice--warning">{t('settings.tfa.unavailable')}</p>
      ) : (
        <p className="settings-current">
          <span>{t('settings.tfa.currentLabel')}</span>{' '}
          <strong>{current ? methodName(current) : t('settings.tfa.notConfigured')}</strong>
        </p>
      )}
      <div className="cluster">
        {METHODS.filter((method) => method !== current).map((method) => (
          <button
            key={method}
            type="button"
            className="button button--secondary"
            onClick={() => setChangingTo(method)}
          >
            {method === 'totp' ? t('settings.tfa.switchToTotp') : t('settings.tfa.switchToSms')}
          </button>
        ))}
      </div>
      {changingTo && (
        <ChangeMethodDialog
          method={changingTo}
          profile={profile}
          onClose={() => setChangingTo(null)}
          onChanged={(method) => {
            setChangingTo(null);
            setCurrent(method);
            showToast(t('settings.tfa.changed', { method: methodName(method) }), 'success');
          }}
        />
      )}
    </div>
  );
}
