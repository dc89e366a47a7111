import type { FormikValues } from 'formik';
import { createContext, useContext, useEffect } from 'react';
import { useForm, type UseFormOptions } from '@/components/form/form-shell';
import type { LoginReason } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { forgetEmailedLinkToken } from '@/lib/emailed-link';
import { normaliseEmail } from '@/lib/validation';
import type { AuthFailure } from './auth-errors';
import type { AuthNavigationOptions, AuthView } from './auth-url';
import { rememberEmail } from './flow-storage';

/** What a view gets from the dialog host: its step and token, and the moves it can make. */
export interface AuthFlow {
  step: string | null;
  /** The token of the emailed link that opened this view (lib/emailed-link), if still held. */
  token: string | null;
  /** Where the login goes on to: a path of this site (config/paths safeReturnPath). */
  returnTo: string | null;
  /** Why the login opened by itself, when it did (config/paths loginFirst). */
  reason: LoginReason | null;
  /** False while the server-error view covers this view (it stays mounted, hidden). */
  shown: boolean;
  goTo: (view: AuthView, options?: AuthNavigationOptions) => void;
  /** Moves within the current view. */
  setStep: (step: string | null, options?: Omit<AuthNavigationOptions, 'step'>) => void;
  close: (options?: { replace?: boolean }) => void;
  /**
   * A link to another auth view over the same page (`<Link {...flow.linkTo(view)}>`), keeping the
   * page's history state.
   */
  linkTo: (view: AuthView, options?: { step?: string }) => { to: string; state: unknown };
  /** After the two-factor code: back to where the visitor was heading. */
  finishLogin: () => void;
  /** A failure of an auth call: opens server-error and returns null, or returns what to show. */
  handleFailure: (error: unknown) => Exclude<AuthFailure, { kind: 'server-error' }> | null;
}

export const AuthFlowContext = createContext<AuthFlow | null>(null);

export function useAuthFlow(): AuthFlow {
  const flow = useContext(AuthFlowContext);
  if (!flow) throw new Error('useAuthFlow must be used inside the AuthDialogHost');
  return flow;
}

/**
 * For the step that ends an emailed link's flow (done, or the link refused): the link's token is
 * spent, and forgotten once this step shows. Forgotten before, the step it replaces would read as
 * opened without its link for as long as the address takes to change.
 */
export function useSpentLink(): void {
  useEffect(() => forgetEmailedLinkToken(), []);
}

type AuthFormOptions<V extends FormikValues, R> = Omit<
  UseFormOptions<V, R>,
  'draft' | 'askBeforeLeaving' | 'valuesAfterSuccess' | 'summarizeMissingField' | 'onSuccess'
> & {
  /** The flow's next move: another step, another view, or the dialog closed. */
  onSuccess?: (result: R, values: V) => void;
  /** The emailed link's token was refused: the flow moves to the step that says so. */
  onLinkRefused?: () => void;
};

/**
 * A step's form on the form shell, as every auth step has it. Nothing typed is kept in a draft
 * (a password is never stored), and leaving asks nothing: a login is no loss, though a reload
 * for a new build waits for it. A success moves the flow on, to a step that takes the focus, so
 * the form neither empties nor moves it. A failed service opens the server-error view and the
 * form says nothing. One empty field already says that not all mandatory fields are filled.
 * An address typed goes on to the next view (login → forgotten password).
 */
export function useAuthForm<V extends FormikValues, R>({
  onLinkRefused,
  ...options
}: AuthFormOptions<V, R>) {
  const flow = useAuthFlow();
  const form = useForm<V, R>({
    onFailure: (error) => {
      // The service answers an expired, used or replaced link's token with a 400.
      if (onLinkRefused && isApiError(error) && error.status === 400) {
        onLinkRefused();
        return null;
      }
      return flow.handleFailure(error)?.message ?? null;
    },
    ...options,
    askBeforeLeaving: false,
    summarizeMissingField: true,
    valuesAfterSuccess: (_result, values) => values,
    onSuccess: (result, values) => {
      options.onSuccess?.(result, values);
      return 'stay';
    },
  });
  const email: unknown = form.formik.values.email;
  useEffect(() => {
    if (typeof email === 'string' && email.trim()) rememberEmail(normaliseEmail(email));
  }, [email]);
  return form;
}
