import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import type { Profile } from '@/api/contract/account';
import type { GenerateTotpResponse, TfaMethod } from '@/api/contract/auth';
import { Button } from '@/components/button/button';
import { OneTimeCodeField } from '@/components/form/one-time-code-field';
import { Modal } from '@/components/modal/modal';
import { StreamedData } from '@/components/streamed-data/streamed-data';
import { BackupCodes } from '@/components/backup-codes/backup-codes';
import { AuthenticatorKey } from '@/components/qr-code/authenticator-key';
import { QrCode } from '@/components/qr-code/qr-code';
import { useToast } from '@/components/toast/toast';
import { emitAppEvent } from '@/lib/events';
import { codeRule } from '@/lib/validation';
import { ResendCode, nextCodeAt } from '@/components/form/resend-code';
import { generateTotpSecret, renewBackupCodes } from '@/api/two-factor';
import { MutationButton } from '@/components/form/mutation-button';
import { changeTfaMethod } from './api';
import { useErrorText } from '@/components/form/error-text';
import { FormShell, SubmitButton, useForm } from '@/components/form/form-shell';

/** What the settings page knows about the current method; 'unavailable' when the call failed. */
export type CurrentTfaMethod = TfaMethod | null | 'unavailable';

const METHODS: readonly TfaMethod[] = ['totp', 'sms'];
const codeSchema = yup.object({ code: codeRule() });

/** What the new method needs before its code is asked for: the app's QR code, or a texted code. */
type Prepared = { totp: GenerateTotpResponse } | { nextCodeAt: number };

/** What asking to switch to SMS without a code did: texted one, or switched at once. */
type SmsAnswer =
  | { kind: 'code-sent'; sent: boolean; nextCodeAt: number }
  | { kind: 'switched'; backupCodes: readonly string[] };

/** A method switched to, with the backup codes that came with it (none from older services). */
type Switched = (method: TfaMethod, backupCodes: readonly string[]) => void;

async function askForSmsCode(): Promise<SmsAnswer> {
  const { codeSent, retryAfter, backupCodes } = await changeTfaMethod({ tfaMethod: 'sms' });
  // codeSent false: one went out moments ago (this dialog opened twice); it still works.
  return codeSent === undefined
    ? { kind: 'switched', backupCodes: backupCodes ?? [] }
    : { kind: 'code-sent', sent: codeSent, nextCodeAt: nextCodeAt(retryAfter) };
}

/** A switch the person asked for, and what it needs read or sent first (prepareSwitch). */
interface Switch {
  method: TfaMethod;
  preparing: Promise<Prepared>;
}

/**
 * Starts a switch where the person asks for it (the switch button, "Try again"): generates the
 * app's secret, or has the service text a code. A service that switches to SMS at once, without
 * asking for a code (`200 {}` to `PATCH /auth/tfa-method`), calls `onSwitched` instead.
 */
function prepareSwitch(method: TfaMethod, email: string, onSwitched: Switched): Switch {
  const preparing: Promise<Prepared> =
    method === 'totp'
      ? generateTotpSecret(email).then((totp) => ({ totp }))
      : askForSmsCode().then((answer) => {
          if (answer.kind === 'switched') onSwitched(method, answer.backupCodes);
          return { nextCodeAt: answer.kind === 'code-sent' ? answer.nextCodeAt : 0 };
        });
  preparing.catch(() => undefined);
  return { method, preparing };
}

interface ChangeDialogProps {
  change: Switch;
  profile: Profile;
  onTryAgain: () => void;
  onFailure: (error: unknown) => void;
  onClose: () => void;
  onChanged: Switched;
}

/**
 * Confirms a code for the new method before switching: for the authenticator app the QR code
 * (and the secret, for typing in by hand) and then a code from the app; for SMS a code the
 * service sends to the phone on the profile.
 */
function ChangeMethodDialog({
  change: { method, preparing },
  profile,
  onTryAgain,
  onFailure,
  onClose,
  onChanged,
}: ChangeDialogProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();

  useEffect(() => {
    if (method !== 'totp') return;
    emitAppEvent('auth-setup-app-open');
    return () => emitAppEvent('auth-setup-app-close');
  }, [method]);

  const title =
    method === 'totp' ? t('settings.tfa.setupAppTitle') : t('settings.tfa.setupSmsTitle');
  return (
    <Modal open onClose={onClose} title={title} size="medium">
      <StreamedData
        data={preparing}
        fallback={
          <p role="status" className="settings-muted">
            {method === 'totp' ? t('settings.tfa.generating') : t('settings.tfa.sendingSms')}
          </p>
        }
        failure={(error) => (
          <div className="stack">
            <p className="notice notice--error" role="alert">
              {method === 'totp'
                ? t('settings.tfa.qrFailed')
                : (errorText(error) ?? t('errors.generic'))}
            </p>
            {method === 'totp' && (
              <p className="notice notice--error">{t('settings.tfa.secretFailed')}</p>
            )}
            <Button variant="secondary" onClick={onTryAgain}>
              {t('settings.tfa.tryAgain')}
            </Button>
          </div>
        )}
      >
        {(prepared) => (
          <CodeStep
            method={method}
            prepared={prepared}
            profile={profile}
            onFailure={onFailure}
            onClose={onClose}
            onChanged={onChanged}
          />
        )}
      </StreamedData>
    </Modal>
  );
}

interface CodeStepProps {
  method: TfaMethod;
  prepared: Prepared;
  profile: Profile;
  onFailure: (error: unknown) => void;
  onClose: () => void;
  onChanged: Switched;
}

/** The new method's code, with the app's QR code and secret or a new texted code on request. */
function CodeStep({ method, prepared, profile, onFailure, onClose, onChanged }: CodeStepProps) {
  const { t } = useTranslation();
  const [qrFailed, setQrFailed] = useState(false);
  const [nextCode, setNextCode] = useState('nextCodeAt' in prepared ? prepared.nextCodeAt : null);
  const totp = 'totp' in prepared ? prepared.totp : null;

  // A changed method that fails with INVALID_CODE is reported as that error, on the field.
  const form = useForm({
    initialValues: { code: '' },
    validationSchema: codeSchema,
    submit: ({ code }, { idempotencyKey }) =>
      changeTfaMethod({ tfaMethod: method, code: codeSchema.cast({ code }).code }, idempotencyKey),
    onSuccess: ({ backupCodes }) => onChanged(method, backupCodes ?? []),
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
        onChanged(method, answer.backupCodes);
        return false;
      }
      setNextCode(answer.nextCodeAt);
      return answer.sent;
    } catch (error) {
      onFailure(error);
      return false;
    }
  };

  return (
    <div className="stack">
      {method === 'totp' ? (
        <>
          <ol className="settings-steps">
            <li>{t('settings.tfa.appStepScan')}</li>
            <li>{t('settings.tfa.appStepCode')}</li>
          </ol>
          <div className="settings-totp">
            {qrFailed || !totp ? (
              <p className="notice notice--error" role="alert">
                {t('settings.tfa.qrFailed')}
              </p>
            ) : (
              <QrCode
                text={totp.otpauthUrl}
                label={t('settings.tfa.qrLabel')}
                onError={() => setQrFailed(true)}
              />
            )}
            <div className="settings-totp__secret stack">
              <p>{t('settings.tfa.secretIntro')}</p>
              {totp?.secret ? (
                <AuthenticatorKey otpauthUrl={totp.otpauthUrl} secret={totp.secret} />
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
          label={method === 'totp' ? t('settings.tfa.codeFromApp') : t('settings.tfa.codeFromSms')}
          hint={t('settings.tfa.codeHint')}
          required
        />
        {nextCode !== null && <ResendCode availableAt={nextCode} onResend={resendSmsCode} />}
        <div className="cluster">
          <SubmitButton busy={form.busy}>{t('settings.tfa.confirm')}</SubmitButton>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
        </div>
      </FormShell>
    </div>
  );
}

interface TwoFactorSectionProps {
  profile: Profile;
  initialMethod: CurrentTfaMethod;
}

/** New backup codes, shown once in a dialog of their own, with their download. */
function BackupCodesDialog({
  title,
  codes,
  onClose,
}: {
  title: string;
  codes: readonly string[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal open onClose={onClose} title={title} size="medium">
      <div className="stack">
        <BackupCodes codes={codes} />
        <div>
          <Button onClick={onClose}>{t('settings.tfa.done')}</Button>
        </div>
      </div>
    </Modal>
  );
}

/**
 * The way in when no texted or app code can be had (a lost phone, a number no longer in use):
 * new backup codes replace the earlier ones, which stop working.
 */
function BackupCodesPart({ onRenewed }: { onRenewed: (codes: readonly string[]) => void }) {
  const { t } = useTranslation();
  return (
    <section className="stack" aria-labelledby="backup-codes-heading">
      <h3 id="backup-codes-heading">{t('settings.tfa.backupCodesHeading')}</h3>
      <p>{t('settings.tfa.backupCodesIntro')}</p>
      <MutationButton
        mutate={renewBackupCodes}
        label={t('settings.tfa.renewBackupCodes')}
        onDone={(renewed) => onRenewed(renewed.backupCodes)}
      />
    </section>
  );
}

export function TwoFactorSection({ profile, initialMethod }: TwoFactorSectionProps) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const [current, setCurrent] = useState<CurrentTfaMethod>(initialMethod);
  const [changing, setChanging] = useState<Switch | null>(null);
  const [newCodes, setNewCodes] = useState<readonly string[] | null>(null);

  const methodName = (method: TfaMethod) =>
    method === 'totp' ? t('settings.tfa.methodTotp') : t('settings.tfa.methodSms');

  const switched: Switched = (method, backupCodes) => {
    setChanging(null);
    setCurrent(method);
    showToast(t('settings.tfa.changed', { method: methodName(method) }), 'success');
    if (backupCodes.length > 0) setNewCodes(backupCodes);
  };
  const startSwitch = (method: TfaMethod) =>
    setChanging(prepareSwitch(method, profile.email, switched));

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
          <Button key={method} variant="secondary" onClick={() => startSwitch(method)}>
            {method === 'totp' ? t('settings.tfa.switchToTotp') : t('settings.tfa.switchToSms')}
          </Button>
        ))}
      </div>
      {changing && (
        <ChangeMethodDialog
          change={changing}
          profile={profile}
          onTryAgain={() => startSwitch(changing.method)}
          onFailure={(error) => {
            const failed = Promise.reject(error);
            failed.catch(() => undefined);
            setChanging({ method: changing.method, preparing: failed });
          }}
          onClose={() => setChanging(null)}
          onChanged={switched}
        />
      )}
      {current !== null && current !== 'unavailable' && <BackupCodesPart onRenewed={setNewCodes} />}
      {newCodes && (
        <BackupCodesDialog
          title={t('settings.tfa.newBackupCodes')}
          codes={newCodes}
          onClose={() => setNewCodes(null)}
        />
      )}
    </div>
  );
}
