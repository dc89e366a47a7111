import { Formik } from 'formik';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import * as yup from 'yup';
import { isApiError } from '@/lib/api-error';
import { PasswordField } from '@/components/form/password-field';
import { StreamedData } from '@/components/streamed-data/streamed-data';
import { forgetEmailedLinkToken } from '@/lib/emailed-link';
import { passwordConfirmationRule, passwordRule } from '@/lib/validation';
import { checkResetToken, resetPassword } from './api';
import { classifyAuthFailure, failureText } from './auth-errors';
import { useAuthFlow, type AuthFlow } from './auth-flow';
import { AuthForm, AuthStep, SubmitButton, useFailureNotice } from './auth-form';
import { rememberEmail } from './flow-storage';
import { checkLinkOnce, forgetLinkCheck } from './link-checks';
import { ReopenLinkStep } from './reopen-link-step';

/** The password-reset steps. */
const RESET_STEPS = { reset: 'reset', success: 'success', error: 'error' } as const;

const schema = yup.object({
  password: passwordRule(),
  passwordConfirmation: passwordConfirmationRule('password'),
});

type ResetLink =
  { status: 'valid' } | { status: 'refused' } | { status: 'unreachable'; error: unknown };

const resetLinkCheck = (token: string) => `reset:${token}`;

/** The link is checked before the form is shown: a dead link should not cost a new password. */
function readResetLink(token: string): Promise<ResetLink> {
  return checkLinkOnce(resetLinkCheck(token), () =>
    checkResetToken(token).then(
      ({ valid, email }): ResetLink => {
        if (!valid) return { status: 'refused' };
        // The login after the reset starts with the address the link was sent to.
        if (email) rememberEmail(email);
        return { status: 'valid' };
      },
      (error: unknown): ResetLink => ({ status: 'unreachable', error }),
    ),
  );
}

/** The service refused the link: its token is spent, the error step asks for a new one. */
function refuseLink(flow: AuthFlow) {
  forgetEmailedLinkToken();
  flow.setStep(RESET_STEPS.error, { replace: true });
}

function ResetStep({ token }: { token: string }) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const checking = (
    <AuthStep>
      <p role="status">{t('auth.resetPassword.checking')}</p>
    </AuthStep>
  );
  return (
    <StreamedData key={attempt} data={readResetLink(token)} fallback={checking}>
      {(link) => (
        <CheckedResetStep
          link={link}
          token={token}
          checking={checking}
          onRetry={() => {
            forgetLinkCheck(resetLinkCheck(token));
            setAttempt((count) => count + 1);
          }}
        />
      )}
    </StreamedData>
  );
}

interface CheckedResetStepProps {
  link: ResetLink;
  token: string;
  /** Shown while the step leaves for another (a refused link, a server error). */
  checking: ReactNode;
  onRetry: () => void;
}

function CheckedResetStep({ link, token, checking, onRetry }: CheckedResetStepProps) {
  const { t } = useTranslation();
  const flow = useAuthFlow();
  const notice = useFailureNotice();
  const linkFailure = link.status === 'unreachable' ? classifyAuthFailure(link.error) : null;
  const serverError = linkFailure?.kind === 'server-error';

  useEffect(() => {
    if (link.status === 'refused') refuseLink(flow);
    // A server error has a view of its own.
    else if (link.status === 'unreachable' && serverError) flow.handleFailure(link.error);
  }, [link, serverError, flow]);

  const submit = async (values: { password: string; passwordConfirmation: string }) => {
    notice.clear();
    try {
      await resetPassword(values.password, token);
      forgetEmailedLinkToken();
      flow.setStep(RESET_STEPS.success, { replace: true });
    } catch (error) {
      // The service answers an expired or used token with a 400.
      if (isApiError(error) && error.status === 400) {
        refuseLink(flow);
        return;
      }
      const failure = flow.handleFailure(error);
      if (failure) notice.show(failureText(t, failure));
    }
  };

  if (link.status === 'refused' || linkFailure?.kind === 'server-error') return checking;
  if (linkFailure) {
    return (
      <AuthStep>
        <p className="notice notice--error" role="alert">
          {failureText(t, linkFailure)}
        </p>
        <div>
          <button type="button" className="button" onClick={onRetry}>
            {t('auth.resetPassword.retry')}
          </button>
        </div>
      </AuthStep>
    );
  }
  return (
    <AuthStep>
      <p>{t('auth.resetPassword.intro')}</p>
      <Formik
        initialValues={{ password: '', passwordConfirmation: '' }}
        validationSchema={schema}
        onSubmit={submit}
      >
        <AuthForm failure={notice.failure}>
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
          <SubmitButton>{t('auth.resetPassword.submit')}</SubmitButton>
        </AuthForm>
      </Formik>
    </AuthStep>
  );
}

function SuccessStep() {
  const { t } = useTranslation();
  const flow = useAuthFlow();
  return (
    <AuthStep heading={t('auth.resetPassword.successHeading')} focus="heading">
      <p className="notice notice--success">{t('auth.resetPassword.successText')}</p>
      <div>
        <Link className="button" to={flow.hrefFor('login')}>
          {t('auth.resetPassword.login')}
        </Link>
      </div>
    </AuthStep>
  );
}

function ErrorStep() {
  const { t } = useTranslation();
  const flow = useAuthFlow();
  return (
    <AuthStep heading={t('auth.resetPassword.errorHeading')} focus="heading">
      <p className="notice notice--error">{t('auth.resetPassword.invalidLink')}</p>
      <div>
        <Link className="button" to={flow.hrefFor('forgot-password')}>
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
