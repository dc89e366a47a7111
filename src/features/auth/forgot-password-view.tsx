import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import * as yup from 'yup';
import { EmailField } from '@/components/form/fields';
import { FormShell, SubmitButton } from '@/components/form/form-shell';
import { emailRule, normaliseEmail } from '@/lib/validation';
import { requestPasswordReset } from './api';
import { useAuthFlow, useAuthForm } from './auth-flow';
import { AuthStep } from './auth-step';
import { recallEmail } from './flow-storage';

const RESET_LINK_SENT_STEP = 'sent';

const schema = yup.object({ email: emailRule() });

function RequestStep() {
  const { t } = useTranslation();
  const flow = useAuthFlow();
  const { state: pageState } = useLocation();
  const form = useAuthForm({
    initialValues: { email: recallEmail(pageState) },
    validationSchema: schema,
    submit: ({ email }) => requestPasswordReset(normaliseEmail(email)),
    onSuccess: () => flow.setStep(RESET_LINK_SENT_STEP),
  });

  return (
    <AuthStep>
      <p>{t('auth.forgotPassword.intro')}</p>
      <FormShell form={form} className="stack">
        <EmailField name="email" label={t('auth.fields.email')} />
        <SubmitButton busy={form.busy}>{t('auth.forgotPassword.submit')}</SubmitButton>
      </FormShell>
      <p className="auth-links">
        <Link {...flow.linkTo('login')}>{t('auth.forgotPassword.backToLogin')}</Link>
      </p>
    </AuthStep>
  );
}

/** The same words whether or not the address has an account: nobody learns who is registered. */
function LinkSentStep() {
  const { t } = useTranslation();
  const flow = useAuthFlow();
  return (
    <AuthStep heading={t('auth.forgotPassword.sentHeading')} focus="heading">
      <p>{t('auth.forgotPassword.sent')}</p>
      <p className="auth-links">
        <Link {...flow.linkTo('login')}>{t('auth.forgotPassword.backToLogin')}</Link>
      </p>
    </AuthStep>
  );
}

/** `forgot-password`: an address → the same neutral confirmation (`step=sent`) for everyone. */
export function ForgotPasswordView() {
  const flow = useAuthFlow();
  return flow.step === RESET_LINK_SENT_STEP ? <LinkSentStep /> : <RequestStep />;
}
