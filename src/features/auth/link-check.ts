import { useEffect, useRef } from 'react';
import { useFetcher, type LoaderFunctionArgs } from 'react-router-dom';
import { checkRegisterToken, checkResetToken } from './api';
import { useAuthFlow } from './auth-flow';

/**
 * The checks of emailed links' tokens (registration, password reset), read through the route
 * table's `emailed-link-check` route with a fetcher. The fetcher's data lives as long as the view
 * that asked: a link opened again is checked again. The token is in the fetcher's address, which
 * stays in the router's memory: no history entry, address bar or request carries it (the loader
 * runs in the page).
 */
const CHECKS = { register: checkRegisterToken, 'reset-password': checkResetToken } as const;

export type LinkKind = keyof typeof CHECKS;

/**
 * The service's judgement of a link. `email`: the address the link was sent to, when the service
 * says. `unreachable`: it could not be asked (no connection, or the service failed).
 */
export type LinkCheck =
  | { status: 'valid'; email: string | null }
  | { status: 'refused' }
  | { status: 'unreachable'; error: unknown };

/** The route table's `emailed-link-check` path. */
const linkCheckHref = (kind: LinkKind, token: string) =>
  `/_auth/link-check/${kind}/${encodeURIComponent(token)}`;

const isLinkKind = (kind: string | undefined): kind is LinkKind =>
  kind !== undefined && Object.hasOwn(CHECKS, kind);

/**
 * Never throws: a fetcher's error would replace the page under the dialog with the error page.
 */
export async function loader({ params }: LoaderFunctionArgs): Promise<LinkCheck> {
  const { kind, token } = params;
  if (!isLinkKind(kind) || !token) return { status: 'refused' };
  try {
    const { valid, email } = await CHECKS[kind](token);
    return valid ? { status: 'valid', email: email ?? null } : { status: 'refused' };
  } catch (error) {
    return { status: 'unreachable', error };
  }
}

/**
 * The check of the link with `token`, asked once while the view is open (null: not needed now);
 * undefined until it is here, and again while `checkAgain` asks anew.
 */
export function useLinkCheck(kind: LinkKind, token: string | null) {
  const fetcher = useFetcher<LinkCheck>();
  const { load, data } = fetcher;
  const { shown } = useAuthFlow();
  const href = token === null ? null : linkCheckHref(kind, token);
  // Effects run twice in development's strict mode; the service is asked once all the same.
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (href === null || asked.current === href) return;
    asked.current = href;
    void load(href);
  }, [href, load]);
  // A check the service failed went to the server-error view; its "Try again" shows this view
  // again, which then asks anew instead of waiting on the failed answer.
  const hidden = useRef(false);
  useEffect(() => {
    if (!shown) {
      hidden.current = true;
      return;
    }
    if (!hidden.current) return;
    hidden.current = false;
    if (href !== null && data?.status === 'unreachable') void load(href);
  }, [shown, href, data, load]);
  return {
    check: fetcher.state === 'idle' ? fetcher.data : undefined,
    checkAgain: () => {
      if (href !== null) void load(href);
    },
  };
}
