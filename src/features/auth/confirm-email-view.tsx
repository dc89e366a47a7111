import { useTranslation } from 'react-i18next';
import { Link, useRevalidator } from 'react-router-dom';
import { Button, buttonClass } from '@/components/button/button';
import { FormShell, SubmitButton } from '@/components/form/form-shell';
import { getSession } from '@/api/session';
import { paths } from '@/config/paths';
import { confirmEmailChange } from './api';
import { useAuthFlow, useAuthForm, useSpentLink } from './auth-flow';
import { AuthStep } from './auth-step';
import { AuthViewButton } from './auth-view-button';
import { rememberEmail } from './flow-storage';
import { OutcomeStep } from './outcome-step';
import { ReopenLinkStep } from './reopen-link-step';

const CONFIRM_EMAIL_STEPS = { done: 'done', refused: 'refused' } as const;

/** The link was refused (expired, used, replaced by a newer one): the change starts again. */
function RefusedStep() {
  const { t } = useTranslation();
  const flow = useAuthFlow();
  useSpentLink();
  return (
    <OutcomeStep
      heading={t('auth.confirmEmail.refusedHeading')}
      tone="error"
      message={t('auth.confirmEmail.refused')}
      actions={
        <Link className={buttonClass()} to={paths.settings()} onClick={() => flow.close()}>
          {t('auth.confirmEmail.toSettings')}
        </Link>
      }
    />
  );
}

function DoneStep() {
  const { t } = useTranslation();
  const flow = useAuthFlow();
  useSpentLink();
  const loggedIn = getSession().authenticated;
  return (
    <OutcomeStep
      heading={t('auth.confirmEmail.doneHeading')}
      tone="success"
      message={t('auth.confirmEmail.done')}
      actions={
        loggedIn ? (
          <Button onClick={() => flow.close({ replace: true })}>{t('common.close')}</Button>
        ) : (
          <AuthViewButton view="login">{t('auth.confirmEmail.login')}</AuthViewButton>
        )
      }
    />
  );
}

/**
 * The link sent to a new address ({portal}/?auth=confirm-email&token=…). Confirming is a press of
 * a button, not the opening of the page: a mail scanner that opens links changes nothing.
 */
function ConfirmStep({ token }: { token: string }) {
  const { t } = useTranslation();
  const flow = useAuthFlow();
  const revalidator = useRevalidator();
  // A form of one button: one request per press, and its failure said on it.
  const form = useAuthForm({
    initialValues: {},
    submit: () => confirmEmailChange(token),
    onSuccess: (email) => {
      rememberEmail(email);
      // A settings page under the dialog shows the new address.
      void revalidator.revalidate();
      flow.setStep(CONFIRM_EMAIL_STEPS.done, { replace: true });
    },
    onLinkRefused: () => flow.setStep(CONFIRM_EMAIL_STEPS.refused, { replace: true }),
  });

  return (
    <AuthStep>
      <p>{t('auth.confirmEmail.intro')}</p>
      <FormShell form={form} className="stack">
        <div>
          <SubmitButton busy={form.busy}>{t('auth.confirmEmail.submit')}</SubmitButton>
        </div>
      </FormShell>
    </AuthStep>
  );
}

/** `confirm-email`: confirm (no step), then `step=done`, or `step=refused` for a dead link. */
export function ConfirmEmailView() {
  const { t } = useTranslation();
  const { step, token } = useAuthFlow();
  if (step === CONFIRM_EMAIL_STEPS.done) return <DoneStep />;
  if (step === CONFIRM_EMAIL_STEPS.refused) return <RefusedStep />;
  if (!token)
    return <ReopenLinkStep newLinkView="login" newLinkText={t('auth.confirmEmail.login')} />;
  return <ConfirmStep token={token} />;
}
