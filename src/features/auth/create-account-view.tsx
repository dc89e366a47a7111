import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import * as yup from 'yup';
import { Button } from '@/components/button/button';
import { EmailField } from '@/components/form/fields';
import { FormShell, SubmitButton } from '@/components/form/form-shell';
import { codeFromLocale } from '@/i18n/languages';
import { ResendCode, nextCodeAt } from '@/components/form/resend-code';
import { emailRule, normaliseEmail } from '@/lib/validation';
import { checkUserExists, sendCandidateVerification } from './api';
import { useAuthFlow, useAuthForm } from './auth-flow';
import { AuthViewButton } from './auth-view-button';
import { AuthStep } from './auth-step';
import { readPendingLink, recallEmail, rememberPendingEmail } from './flow-storage';

const LINK_SENT_STEP = 'sent';

const schema = yup.object({ email: emailRule() });

function EmailStep() {
  const { t, i18n } = useTranslation();
  const flow = useAuthFlow();
  const { state: pageState } = useLocation();
  // The address of the last check, when it already has an account: log in instead.
  const [knownEmail, setKnownEmail] = useState<string | null>(null);

  const form = useAuthForm({
    initialValues: { email: recallEmail(pageState) },
    validationSchema: schema,
    submit: async (values) => {
      setKnownEmail(null);
      const email = normaliseEmail(values.email);
      if (await checkUserExists(email)) return { known: email };
      // Asked again too soon, nothing is sent: the link sent moments ago is the one to open.
      const { retryAfter } = await sendCandidateVerification(email, codeFromLocale(i18n.language));
      rememberPendingEmail(email, nextCodeAt(retryAfter));
      return { known: null };
    },
    onSuccess: ({ known }) => {
      if (known) setKnownEmail(known);
      else flow.setStep(LINK_SENT_STEP);
    },
  });

  return (
    <AuthStep>
      <p>{t('auth.createAccount.intro')}</p>
      <FormShell form={form} className="stack">
        <EmailField name="email" label={t('auth.fields.email')} />
        <div aria-live="polite">
          {knownEmail && (
            <div className="notice notice--info stack">
              <p>{t('auth.createAccount.exists', { email: knownEmail })}</p>
              <div className="cluster">
                <AuthViewButton view="login">{t('auth.createAccount.existsLogin')}</AuthViewButton>
                <AuthViewButton view="forgot-password" variant="secondary">
                  {t('auth.createAccount.existsForgot')}
                </AuthViewButton>
              </div>
            </div>
          )}
        </div>
        <SubmitButton busy={form.busy}>{t('auth.createAccount.submit')}</SubmitButton>
      </FormShell>
      <p className="auth-links">
        {t('auth.createAccount.haveAccount')}{' '}
        <Link {...flow.linkTo('login')}>{t('auth.createAccount.login')}</Link>
      </p>
    </AuthStep>
  );
}

function LinkSentStep() {
  const { t, i18n } = useTranslation();
  const flow = useAuthFlow();
  const [pending, setPending] = useState(readPendingLink);
  const email = pending?.email ?? null;

  const sendAgain = async (): Promise<boolean> => {
    if (!email) return false;
    try {
      const { linkSent, retryAfter } = await sendCandidateVerification(
        email,
        codeFromLocale(i18n.language),
      );
      rememberPendingEmail(email, nextCodeAt(retryAfter));
      setPending(readPendingLink());
      return linkSent !== false;
    } catch (error) {
      flow.handleFailure(error);
      return false;
    }
  };

  return (
    <AuthStep heading={t('auth.createAccount.sentHeading')} focus="heading">
      <p>{email ? t('auth.createAccount.sent', { email }) : t('auth.createAccount.sentNoEmail')}</p>
      {pending && <ResendCode availableAt={pending.nextLinkAt} onResend={sendAgain} sends="link" />}
      <p>{t('auth.createAccount.sentHint')}</p>
      <div className="cluster">
        <Button variant="secondary" onClick={() => flow.setStep(null)}>
          {t('auth.createAccount.again')}
        </Button>
      </div>
    </AuthStep>
  );
}

/** `create-account`: an address → the emailed link (`step=sent`); a known address is sent to log in. */
export function CreateAccountView() {
  const flow = useAuthFlow();
  return flow.step === LINK_SENT_STEP ? <LinkSentStep /> : <EmailStep />;
}
