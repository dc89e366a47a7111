import { useFormikContext } from 'formik';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorInTitle } from '@/lib/page-title';
import {
  SubmitButton as ShellSubmitButton,
  useFocusAfterRefusedSubmit,
} from '@/components/form/form-shell';
import { useUnsavedChanges } from '@/lib/unsaved-changes';
import { normaliseEmail } from '@/lib/validation';
import { rememberEmail } from './flow-storage';

const isMandatoryMessage = (message: unknown) =>
  typeof message === 'string' &&
  (message === 'validation.required' ||
    message === 'validation.acceptTerms' ||
    message.endsWith('Required'));

interface AuthFormProps {
  children: ReactNode;
  /** A failure from the last submit (translated), announced and shown above the buttons. */
  failure: FailureNotice | null;
  className?: string;
}

export interface FailureNotice {
  text: string;
  /** Changes on every failure, so the same text is announced again (five wrong codes). */
  attempt: number;
  /** Shown next to a field already (a wrong code): announce it without showing it twice. */
  announceOnly?: boolean;
}

/** The address typed in an auth form follows the person to the next view (login → forgot). */
function useCarriedEmail(values: unknown) {
  const email =
    typeof values === 'object' && values !== null && 'email' in values ? values.email : null;
  useEffect(() => {
    if (typeof email === 'string' && email.trim()) rememberEmail(normaliseEmail(email));
  }, [email]);
}

/**
 * A formik form with the auth views' error handling: focus, summary, announcement, title, the
 * same as the form shell's; the step flow and its failures are the auth views' own.
 */
export function AuthForm({ children, failure, className }: AuthFormProps) {
  const { t } = useTranslation();
  const formik = useFormikContext();
  const { submitCount, errors } = formik;
  const formRef = useRef<HTMLFormElement>(null);
  const missingMandatory = submitCount > 0 && Object.values(errors).some(isMandatoryMessage);
  useErrorInTitle(submitCount > 0 && Object.keys(errors).length > 0);
  useFocusAfterRefusedSubmit(formRef, formik, null);
  // A reload waits for a half-typed step; leaving it asks nothing (a login is no loss).
  useUnsavedChanges(() => formik.dirty, { ask: false });
  useCarriedEmail(formik.values);
  const inFlight = useRef(false);
  return (
    <form
      ref={formRef}
      noValidate
      onReset={formik.handleReset}
      onSubmit={(event) => {
        event.preventDefault();
        // Two presses in one event-loop turn: the second finds the first under way.
        if (inFlight.current) return;
        inFlight.current = true;
        void formik.submitForm().finally(() => {
          inFlight.current = false;
        });
      }}
      className={['stack', 'auth-form', className].filter(Boolean).join(' ')}
      // Errors appear on the first submit, then follow the typing. Shown on blur instead, an error
      // appearing when the last field loses focus to the submit button pushes the button down
      // between mouse down and mouse up, and the click that should submit is lost.
      onBlurCapture={(event) => event.stopPropagation()}
    >
      {children}
      {/* Live regions exist from the start (empty) so that what appears in them is announced. */}
      <div aria-live="assertive" aria-atomic="true" className="auth-form__alerts">
        {missingMandatory && (
          <p className="notice notice--error">{t('validation.notAllMandatoryFilled')}</p>
        )}
        {failure && (
          <p
            key={failure.attempt}
            className={failure.announceOnly ? 'visually-hidden' : 'notice notice--error'}
          >
            {failure.text}
          </p>
        )}
      </div>
    </form>
  );
}

/** The failure of the last submit; each new one gets a new attempt number. */
export function useFailureNotice() {
  const [failure, setFailure] = useState<FailureNotice | null>(null);
  const show = (text: string, announceOnly = false) =>
    setFailure((current) => ({ text, attempt: (current?.attempt ?? 0) + 1, announceOnly }));
  const clear = () => setFailure(null);
  return { failure, show, clear };
}

/** The shell's submit button, busy while the step's call is on its way. */
export function SubmitButton({ children }: { children: ReactNode }) {
  const { isSubmitting } = useFormikContext();
  return (
    <ShellSubmitButton busy={isSubmitting} className="button auth-form__submit">
      {children}
    </ShellSubmitButton>
  );
}

interface AuthStepProps {
  /** A heading of its own; the first step of a view has the dialog's title instead. */
  heading?: ReactNode;
  /** What gets focus when the step appears: its first field, or its heading to read it out. */
  focus?: 'field' | 'heading';
  children: ReactNode;
}

/** One step of a flow. Focus moves into it when it appears, so a step change is never silent. */
export function AuthStep({ heading, focus = 'field', children }: AuthStepProps) {
  const container = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Before paint, in the same commit as the step: there is no frame where focus sits on <body>.
  useLayoutEffect(() => {
    const target =
      focus === 'heading'
        ? headingRef.current
        : (container.current?.querySelector<HTMLElement>(
            'input:not([readonly]), select, textarea',
          ) ?? headingRef.current);
    target?.focus();
  }, [focus]);
  return (
    <section ref={container} className="auth-step stack">
      {heading && (
        <h3 ref={headingRef} tabIndex={-1} className="auth-step__heading">
          {heading}
        </h3>
      )}
      {children}
    </section>
  );
}
