import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import * as yup from 'yup';
import { Button, buttonClass } from '@/components/button/button';
import { FailureText } from '@/components/form/failure-text';
import { FormShell, SubmitButton } from '@/components/form/form-shell';
import { isApiError } from '@/lib/api-error';
import { PasswordField } from '@/components/form/password-field';
import { passwordConfirmationRule, passwordRule } from '@/lib/validation';
import { resetPassword } from './api';
import { classifyAuthFailure } from './auth-errors';
import { useAuthFlow, useAuthForm, useSpentLink, type AuthFlow } from './auth-flow';
import { AuthStep } from './auth-step';
import { rememberEmail } from './flow-storage';
import { useLinkCheck, type LinkCheck } from './link-check';
import { ReopenLinkStep } from './reopen-link-step';

/** The password-reset steps. */
const RESET_STEPS = { reset: 'reset', success: 'success', error: 'error' } as const;

const schema = yup.object({
  password: passwordRule(),
  passwordConfirmation: passwordConfirmationRule('password'),
});

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
    onFailure: (error) => {
      // The service answers an expired or used token with a 400.
      if (isApiError(error) && error.status === 400) {
        refuseLink(flow);
        return null;
      }
      return flow.handleFailure(error)?.message ?? null;
    },
  });

  return (
    <AuthStep>
      <p>{t('auth.resetPassword.intro')}</p>
      <FormShell form={form} className="stack">
        <PasswordField
          name="password"
          label={t('auth.fields.newPassword')}
          autoComplete="new-password"
          showCriteria
        />
        <PasswordField
          name="passwordConfirmation"
          label={t('auth.fields.passwordConfirmation')}
          autoComplete="new-password"
        />
        <SubmitButton busy={form.busy}>{t('auth.resetPassword.submit')}</SubmitButton>
      </FormShell>
    </AuthStep>
  );
}

function SuccessStep() {
  const { t } = useTranslation();
  const flow = useAuthFlow();
  useSpentLink();
  return (
    <AuthStep heading={t('auth.resetPassword.successHeading')} focus="heading">
      <p className="notice notice--success">{t('auth.resetPassword.successText')}</p>
      <div>
        <Link className={buttonClass()} {...flow.linkTo('login')}>
          {t('auth.resetPassword.login')}
        </Link>
      </div>
    </AuthStep>
  );
}

function ErrorStep() {
  const { t } = useTranslation();
  const flow = useAuthFlow();
  useSpentLink();
  return (
    <AuthStep heading={t('auth.resetPassword.errorHeading')} focus="heading">
      <p className="notice notice--error">{t('auth.resetPassword.invalidLink')}</p>
      <div>
        <Link className={buttonClass()} {...flow.linkTo('forgot-password')}>
          {t('auth.resetPassword.newLink')}
        </Link>
      </div>
    </AuthStep>
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

  if (step === RESET_STEPS.success) return <SuccessStep />;
  if (step === RESET_STEPS.error) return <ErrorStep />;
  if (!token)
    return (
      <ReopenLinkStep newLinkView="forgot-password" newLinkText={t('auth.resetPassword.newLink')} />
    );
  return <ResetStep key={token} token={token} />;
}
