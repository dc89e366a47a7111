import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { AUTH_QUERY, LOGIN_REASONS, safeReturnPath, type LoginReason } from '@/config/paths';

/**
 * The open auth view and its step live in the URL, so back, reload and a shared link land on the
 * same step: `?auth=<view>&step=<step>&returnTo=<path>&reason=<why>`. An emailed link's token
 * never stays there: lib/emailed-link holds it.
 */
const AUTH_VIEWS = [
  'login',
  'create-account',
  'register',
  'forgot-password',
  'reset-password',
  'confirm-email',
  'server-error',
] as const;
export type AuthView = (typeof AUTH_VIEWS)[number];

const AUTH_PARAM = AUTH_QUERY.view;
const STEP_PARAM = AUTH_QUERY.step;
/** Where to go after logging in; read only through safeReturnPath(). */
const RETURN_TO_PARAM = AUTH_QUERY.returnTo;
/** Why the login opened by itself (config/paths loginFirst). */
const REASON_PARAM = AUTH_QUERY.reason;
/** On the server-error view: the view (with its step) to go back to on 'Try again'. */
const FROM_PARAM = AUTH_QUERY.from;

const isAuthView = (value: string | null): value is AuthView =>
  AUTH_VIEWS.includes(value as AuthView);

export interface AuthLocation {
  view: AuthView | null;
  step: string | null;
  returnTo: string | null;
  reason: LoginReason | null;
  from: AuthView | null;
}

const isLoginReason = (value: string | null): value is LoginReason =>
  LOGIN_REASONS.includes(value as LoginReason);

export function readAuthLocation(params: URLSearchParams): AuthLocation {
  const view = params.get(AUTH_PARAM);
  const reason = params.get(REASON_PARAM);
  const from = params.get(FROM_PARAM);
  const returnTo = params.get(RETURN_TO_PARAM);
  return {
    view: isAuthView(view) ? view : null,
    step: params.get(STEP_PARAM) || null,
    returnTo: returnTo ? safeReturnPath(returnTo) : null,
    reason: isLoginReason(reason) ? reason : null,
    from: isAuthView(from) ? from : null,
  };
}

export interface AuthNavigationOptions {
  step?: string | null;
  /** Replace the history entry instead of adding one (corrections, not user moves). */
  replace?: boolean;
  state?: Record<string, unknown>;
}

/** The auth view's own mark in the history state: the view opened because a call failed. */
const OPENED_ON_FAILURE = 'openedOnFailure';

/**
 * The history state of the page under the auth view, without the view's own mark. A view over
 * the page keeps it through every step and after it closes: the page stays as it was (the
 * thank-you page's "sent" mark, say).
 */
function pageState(state: unknown): Record<string, unknown> | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { [OPENED_ON_FAILURE]: _viewMark, ...page } = state as Record<string, unknown>;
  return Object.keys(page).length ? page : undefined;
}

/**
 * A link that opens `view` (at `step`) over the page at `location`, keeping the page's other
 * search parameters and its history state (`<Link {...authViewLink(location, view)}>`).
 */
export function authViewLink(
  location: { pathname: string; search: string; state: unknown },
  view: AuthView,
  step?: string,
): { to: string; state: unknown } {
  const params = new URLSearchParams(location.search);
  params.set(AUTH_PARAM, view);
  [STEP_PARAM, FROM_PARAM].forEach((name) => params.delete(name));
  if (step) params.set(STEP_PARAM, step);
  return { to: `${location.pathname}?${params.toString()}`, state: pageState(location.state) };
}

export function openedOnFailure(state: unknown): boolean {
  return typeof state === 'object' && state !== null && OPENED_ON_FAILURE in state;
}

/** Reads and changes the auth part of the URL; every other search parameter is left alone. */
export function useAuthLocation() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useMemo(() => readAuthLocation(searchParams), [searchParams]);
  const historyState: unknown = useLocation().state;
  const page = useMemo(() => pageState(historyState), [historyState]);

  const goTo = useCallback(
    (view: AuthView, { step = null, replace = false, state }: AuthNavigationOptions = {}) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(AUTH_PARAM, view);
          next.delete(FROM_PARAM);
          if (step) next.set(STEP_PARAM, step);
          else next.delete(STEP_PARAM);
          return next;
        },
        { replace, state: state === undefined ? page : { ...page, ...state } },
      );
    },
    [setSearchParams, page],
  );

  /** Opens the server-error view over `from`; the step stays for 'Try again'. */
  const showServerError = useCallback(
    (from: AuthView) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(AUTH_PARAM, 'server-error');
          next.set(FROM_PARAM, from);
          return next;
        },
        { state: { ...page, [OPENED_ON_FAILURE]: true } },
      );
    },
    [setSearchParams, page],
  );

  const close = useCallback(
    ({ replace = false }: { replace?: boolean } = {}) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          [AUTH_PARAM, STEP_PARAM, RETURN_TO_PARAM, REASON_PARAM, FROM_PARAM].forEach((name) =>
            next.delete(name),
          );
          return next;
        },
        { replace, state: page },
      );
    },
    [setSearchParams, page],
  );

  return { ...location, goTo, showServerError, close };
}
