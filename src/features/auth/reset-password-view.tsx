import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { Button } from '@/components/button/button';
import { FailureText } from '@/components/form/failure-text';
import { FormShell, SubmitButton } from '@/components/form/form-shell';
import { resetPassword } from './api';
import { classifyAuthFailure } from './auth-errors';
import { useAuthFlow, useAuthForm, useSpentLink, type AuthFlow } from './auth-flow';
import { AuthStep } from './auth-step';
import { AuthViewButton } from './auth-view-button';
import { rememberEmail } from './flow-storage';
import { useLinkCheck, type LinkCheck } from './link-check';
import { NewPasswordFields, newPasswordRules } from './new-password-fields';
import { OutcomeStep } from './outcome-step';
import { ReopenLinkStep } from './reopen-link-step';

/** The password-reset steps. */
const RESET_STEPS = { reset: 'reset', success: 'success', error: 'error' } as const;

const schema = yup.object(newPasswordRules());

/** The service refused the link: the error step asks for a new one. */
function refuseLink(flow: AuthFlow) {
  flow.setStep(RESET_STEPS.error, { replace: true });
}

/** The link is checked before the form is shown: a dead link should not cost a new password. */
function ResetStep({ token }: { token: string }) {
  const { t } = useTranslation();
  const flow = useAuthFlow();
  const { check, checkAgain } = useLinkCheck('reset-password', token);
  const linkFailure = check?.status === 'unreachable' ? classifyAuthFailure(check.error) : null;

  // Each answer is acted on once: back from the server-error view the same failed answer is
  // still here until the check asked anew replaces it.
  const handled = useRef<LinkCheck | undefined>(undefined);
  useEffect(() => {
    if (!check || handled.current === check) return;
    handled.current = check;
    if (check.status === 'refused') refuseLink(flow);
    // A server error has a view of its own.
    else if (check.status === 'unreachable' && linkFailure?.kind === 'server-error')
      flow.handleFailure(check.error);
  }, [check, linkFailure?.kind, flow]);

  // Also while the step leaves for another (a refused link, a server error).
  if (!check || check.status === 'refused' || linkFailure?.kind === 'server-error')
    return (
      <AuthStep>
        <p role="status">{t('auth.resetPassword.checking')}</p>
      </AuthStep>
    );
  if (linkFailure) {
    return (
      <AuthStep>
        <div className="notice notice--error" role="alert">
          <FailureText message={linkFailure.message} />
        </div>
        <div>
          <Button onClick={checkAgain}>{t('auth.resetPassword.retry')}</Button>
        </div>
      </AuthStep>
    );
  }
  return (
    <NewPasswordStep token={token} linkEmail={check.status === 'valid' ? check.email : null} />
  );
}

interface NewPasswordStepProps {
  token: string;
  /** The address the link was sent to, when the service said. */
  linkEmail: string | null;
}

function NewPasswordStep({ token, linkEmail }: NewPasswordStepProps) {
  const { t } = useTranslation();
  const flow = useAuthFlow();
  const form = useAuthForm({
    initialValues: { password: '', passwordConfirmation: '' },
    validationSchema: schema,
    submit: ({ password }) => resetPassword(password, token),
    onSuccess: () => {
      // The login after the reset starts with the address the link was sent to.
      if (linkEmail) rememberEmail(linkEmail);
      flow.setStep(RESET_STEPS.success, { replace: true });
    },
    onLinkRefused: () => refuseLink(flow),
  });

  return (
    <AuthStep>
      <p>{t('auth.resetPassword.intro')}</p>
      <FormShell form={form} className="stack">
        <NewPasswordFields label={t('auth.fields.newPassword')} />
        <SubmitButton busy={form.busy}>{t('auth.resetPassword.submit')}</SubmitButton>
      </FormShell>
    </AuthStep>
  );
}

/** The two ends of the flow, and the view each leads on to. */
const ENDINGS = {
  [RESET_STEPS.success]: {
    heading: 'auth.resetPassword.successHeading',
    tone: 'success',
    message: 'auth.resetPassword.successText',
    nextView: 'login',
    next: 'auth.resetPassword.login',
  },
  [RESET_STEPS.error]: {
    heading: 'auth.resetPassword.errorHeading',
    tone: 'error',
    message: 'auth.resetPassword.invalidLink',
    nextView: 'forgot-password',
    next: 'auth.resetPassword.newLink',
  },
} as const;

function EndStep({ ending }: { ending: (typeof ENDINGS)[keyof typeof ENDINGS] }) {
  const { t } = useTranslation();
  useSpentLink();
  return (
    <OutcomeStep
      heading={t(ending.heading)}
      tone={ending.tone}
      message={t(ending.message)}
      actions={<AuthViewButton view={ending.nextView}>{t(ending.next)}</AuthViewButton>}
    />
  );
}

/**
 * `reset-password`, opened by the emailed link `?auth=reset-password&token=…` (the token held by
 * lib/emailed-link, no longer in the address): the token is checked, then the new password
 * (`step=reset`), then `step=success`, or `step=error` for a link the service refused.
 */
export function ResetPasswordView() {
  const { t } = useTranslation();
  const flow = useAuthFlow();
  const { step, token } = flow;

  if (step === RESET_STEPS.success || step === RESET_STEPS.error)
    return <EndStep key={step} ending={ENDINGS[step]} />;
  if (!token)
    return (
      <ReopenLinkStep newLinkView="forgot-password" newLinkText={t('auth.resetPassword.newLink')} />
    );
  return <ResetStep key={token} token={token} />;
}
