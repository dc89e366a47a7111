import { createContext, useContext } from 'react';
import type { LoginReason } from '@/config/paths';
import type { AuthFailure } from './auth-errors';
import type { AuthNavigationOptions, AuthView } from './auth-url';

/** What a view gets from the dialog host: its step and token, and the moves it can make. */
export interface AuthFlow {
  step: string | null;
  /** The token of the emailed link that opened this view (lib/emailed-link), if still held. */
  token: string | null;
  returnTo: string | null;
  /** Why the login opened by itself, when it did (config/paths loginFirst). */
  reason: LoginReason | null;
  goTo: (view: AuthView, options?: AuthNavigationOptions) => void;
  /** Moves within the current view. */
  setStep: (step: string | null, options?: Omit<AuthNavigationOptions, 'step'>) => void;
  close: (options?: { replace?: boolean }) => void;
  /** A link to another auth view over the same page (for `<Link to>`). */
  hrefFor: (view: AuthView, options?: { step?: string }) => string;
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
