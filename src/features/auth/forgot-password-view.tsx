import { Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import * as yup from 'yup';
import { TextField } from '@/components/form/fields';
import { emailRule, normaliseEmail } from '@/lib/validation';
import { requestPasswordReset } from './api';
import { failureText } from './auth-errors';
import { useAuthFlow } from './auth-flow';
import { AuthForm, AuthStep, SubmitButton, useFailureNotice } from './auth-form';
import { recallEmail } from './flow-storage';

const RESET_LINK_SENT_STEP = 'sent';

const schema = yup.object({ email: emailRule() });

function RequestStep() {
  const { t } = useTranslation();
  const flow = useAuthFlow();
  const notice = useFailureNotice();

  const submit = async (values: { email: string }) => {
    notice.clear();
    const email = normaliseEmail(values.email);
    try {
      await requestPasswordReset(email);
      flow.setStep(RESET_LINK_SENT_STEP);
    } catch (error) {
      const failure = flow.handleFailure(error);
      if (failure) notice.show(failureText(t, failure));
    }
  };

  return (
    <AuthStep>
      <p>{t('auth.forgotPassword.intro')}</p>
      <Formik initialValues={{ email: recallEmail() }} validationSchema={schema} onSubmit={submit}>
        <AuthForm failure={notice.failure}>
          <TextField
            name="email"
            type="email"
            label={t('auth.fields.email')}
            autoComplete="email"
            spellCheck={false}
          />
          <SubmitButton>{t('auth.forgotPassword.submit')}</SubmitButton>
        </AuthForm>
      </Formik>
      <p className="auth-links">
        <Link to={flow.hrefFor('login')}>{t('auth.forgotPassword.backToLogin')}</Link>
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
        <Link to={flow.hrefFor('login')}>{t('auth.forgotPassword.backToLogin')}</Link>
      </p>
    </AuthStep>
  );
}

/** `forgot-password`: an address → the same neutral confirmation (`step=sent`) for everyone. */
export function ForgotPasswordView() {
  const flow = useAuthFlow();
  return flow.step === RESET_LINK_SENT_STEP ? <LinkSentStep /> : <RequestStep />;
}
