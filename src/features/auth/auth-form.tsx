import { useFormikContext } from 'formik';
import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorInTitle } from '@/lib/page-title';
import { PortalForm } from '@/components/form/portal-form';

const isMandatoryMessage = (message: unknown) =>
  typeof message === 'string' &&
  (message === 'validation.required' ||
    message === 'validation.acceptTerms' ||
    message.endsWith('Required'));

/**
 * After a submit that left errors (the schema's, or a code the server refused), focus goes to
 * the first invalid field; its error is its description, so it is read out on focus.
 */
function FocusFirstError({ anchor }: { anchor: RefObject<HTMLSpanElement | null> }) {
  const { submitCount, isSubmitting, errors } = useFormikContext();
  const hasErrors = Object.keys(errors).length > 0;
  useErrorInTitle(submitCount > 0 && hasErrors);
  useLayoutEffect(() => {
    if (submitCount === 0 || isSubmitting) return;
    const form = anchor.current?.closest('form');
    const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
    if (first instanceof HTMLInputElement && first.type !== 'checkbox') first.select();
  }, [submitCount, isSubmitting, anchor]);
  return null;
}

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

/** A formik form with the auth views' error handling: focus, summary, announcement, title. */
export function AuthForm({ children, failure, className }: AuthFormProps) {
  const { t } = useTranslation();
  const { submitCount, errors } = useFormikContext();
  const anchor = useRef<HTMLSpanElement>(null);
  const missingMandatory = submitCount > 0 && Object.values(errors).some(isMandatoryMessage);
  return (
    <PortalForm
      noValidate
      className={['stack', 'auth-form', className].filter(Boolean).join(' ')}
      // Errors appear on the first submit, then follow the typing. Shown on blur instead, an error
      // appearing when the last field loses focus to the submit button pushes the button down
      // between mouse down and mouse up, and the click that should submit is lost.
      onBlurCapture={(event) => event.stopPropagation()}
    >
      <span ref={anchor} hidden />
      <FocusFirstError anchor={anchor} />
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
    </PortalForm>
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

/** Stays focusable while pending (a disabled button drops focus); a second press does nothing. */
export function SubmitButton({ children }: { children: ReactNode }) {
  const { isSubmitting } = useFormikContext();
  return (
    <button
      type="submit"
      className="button auth-form__submit"
      aria-disabled={isSubmitting || undefined}
      onClick={(event) => {
        if (isSubmitting) event.preventDefault();
      }}
    >
      {children}
    </button>
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
        : (container.current?.querySelector<HTMLElement>('input, select, textarea') ??
          headingRef.current);
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
