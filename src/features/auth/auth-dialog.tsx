import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { getSession } from '@/api/session';
import { Modal } from '@/components/modal/modal';
import { useToast } from '@/components/toast/toast';
import { emailedLinkToken } from '@/lib/emailed-link';
import { classifyAuthFailure } from './auth-errors';
import { AuthFlowContext, type AuthFlow } from './auth-flow';
import { authViewLink, openedOnFailure, useAuthLocation, type AuthView } from './auth-url';
import { ConfirmEmailView } from './confirm-email-view';
import { CreateAccountView } from './create-account-view';
import { ForgotPasswordView } from './forgot-password-view';
import { LoginView } from './login-view';
import { RegisterView } from './register-view';
import { ResetPasswordView } from './reset-password-view';
import { ServerErrorView } from './server-error-view';
import './auth.css';
import type { TranslationKey } from '@/i18n/translation-key';

const TITLES: Record<AuthView, TranslationKey> = {
  login: 'auth.login.title',
  'create-account': 'auth.createAccount.title',
  register: 'auth.register.title',
  'forgot-password': 'auth.forgotPassword.title',
  'reset-password': 'auth.resetPassword.title',
  'confirm-email': 'auth.confirmEmail.title',
  'server-error': 'auth.serverError.title',
};

type FormView = Exclude<AuthView, 'server-error'>;

function renderFormView(view: FormView) {
  switch (view) {
    case 'login':
      return <LoginView />;
    case 'create-account':
      return <CreateAccountView />;
    case 'register':
      return <RegisterView />;
    case 'forgot-password':
      return <ForgotPasswordView />;
    case 'reset-password':
      return <ResetPasswordView />;
    case 'confirm-email':
      return <ConfirmEmailView />;
  }
}

/**
 * The auth dialog (loaded on demand by AuthDialogHost): opens whichever view `?auth=` names over
 * the current page, in the shell's modal (a bottom sheet on phones). The URL is the only record
 * of the open view and step. On `server-error` the view it came from stays mounted but hidden,
 * so 'Try again' returns to the form with everything typed still there.
 */
export function AuthDialog() {
  const { t } = useTranslation();
  const auth = useAuthLocation();
  const { view, step, returnTo, reason, from, goTo, showServerError, close } = auth;
  const location = useLocation();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const formView: FormView | null =
    view === 'server-error' ? (from === 'server-error' ? null : from) : view;
  const token = formView && emailedLinkToken(location.pathname, formView);
  const formContainer = useRef<HTMLDivElement>(null);
  const previousView = useRef<AuthView | null>(null);

  // Back from server-error: focus returns to the form, to its first problem if it has one.
  useEffect(() => {
    const previous = previousView.current;
    previousView.current = view;
    if (previous === 'server-error' && view && view !== 'server-error') {
      const container = formContainer.current;
      const target =
        container?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
        container?.querySelector<HTMLElement>('input, select, textarea, button');
      target?.focus();
    }
  }, [view]);

  const flow = useMemo<AuthFlow>(
    () => ({
      step,
      token,
      returnTo,
      reason,
      shown: view !== 'server-error',
      goTo,
      setStep: (nextStep, options = {}) => {
        if (!formView) return;
        goTo(formView, { ...options, step: nextStep });
      },
      close,
      linkTo: (target, options = {}) => authViewLink(location, target, options.step),
      finishLogin: () => {
        const { name } = getSession();
        showToast(
          name ? t('auth.login.welcomeName', { name }) : t('auth.login.welcome'),
          'success',
        );
        if (returnTo) void navigate(returnTo, { replace: true });
        else close({ replace: true });
      },
      handleFailure: (error) => {
        const failure = classifyAuthFailure(error);
        if (failure.kind !== 'server-error') return failure;
        if (formView) showServerError(formView);
        else goTo('server-error');
        return null;
      },
    }),
    [
      view,
      step,
      token,
      returnTo,
      reason,
      goTo,
      close,
      formView,
      location,
      navigate,
      showServerError,
      showToast,
      t,
    ],
  );

  if (!view) return null;

  const retry = formView
    ? () => {
        if (openedOnFailure(location.state)) void navigate(-1);
        else goTo(formView, { step, replace: true });
      }
    : null;

  return (
    <AuthFlowContext.Provider value={flow}>
      <Modal
        open
        onClose={() => close({ replace: true })}
        title={t(TITLES[view])}
        size="medium"
        // The view is in the address: the router's Back closes it, with no entry of the dialog's.
        historyEntry={false}
        // A half-filled registration is too much to lose to a stray click beside the dialog.
        closeOnOutsideClick={view !== 'register'}
      >
        <div ref={formContainer} hidden={view === 'server-error'} className="auth-dialog">
          {formView && <div key={formView}>{renderFormView(formView)}</div>}
        </div>
        {view === 'server-error' && (
          <ServerErrorView onRetry={retry} onClose={() => close({ replace: true })} />
        )}
      </Modal>
    </AuthFlowContext.Provider>
  );
}
