/**
 * An emailed link's `token` (registration, password reset, job alert) is a bearer
 * secret. The page takes it out of the address when the link opens, before the router, the
 * tracker, the scroll positions or a `Referer` can see it, and keeps it in this tab's memory only:
 * in no storage, no history entry, no address bar. The view stays in the address (`?auth=`);
 * a reload keeps the view and loses the token, and the view then asks for the emailed link again.
 *
 * Emailed links are always a document load (a mail client opens a new page), so taking the token
 * once, at boot, covers every way one arrives.
 */
import { AUTH_QUERY, sameOriginPath } from '@/config/paths';

const TOKEN_PARAM = 'token';

interface HeldToken {
  token: string;
  /** Where the link landed: the token belongs to that page and auth view only. */
  pathname: string;
  auth: string | null;
}

let held: HeldToken | null = null;

/**
 * Takes the token out of an emailed link's address and returns the address to show instead
 * (the same one when it had no token). Its path goes through the one check (config/paths
 * sameOriginPath): a link built from a portal address that ends in a slash lands on `//?auth=…`,
 * which history.replaceState would read as another site's address and refuse; the link then
 * opens its view over the home page.
 */
export function takeEmailedLinkToken(address: URL): string {
  const token = address.searchParams.get(TOKEN_PARAM);
  const clean = new URL(address.href);
  clean.searchParams.delete(TOKEN_PARAM);
  const pathname = sameOriginPath(clean.pathname);
  if (token) held = { token, pathname, auth: clean.searchParams.get(AUTH_QUERY.view) };
  return `${pathname}${clean.search}${clean.hash}`;
}

/** At boot, before the router starts: the address bar and history entry lose the token. */
export function takeEmailedLinkTokenFromAddressBar(): void {
  const current = new URL(window.location.href);
  if (!current.searchParams.has(TOKEN_PARAM)) return;
  window.history.replaceState(window.history.state, '', takeEmailedLinkToken(current));
}

/** The token of the emailed link that opened this page and auth view (`auth` null: none open). */
export function emailedLinkToken(pathname: string, auth: string | null): string | null {
  return held && held.pathname === pathname && held.auth === auth ? held.token : null;
}

/** The page an emailed link opened, while its token is held: not reported to analytics. */
export const isEmailedLinkLanding = (pathname: string): boolean => held?.pathname === pathname;

/** A token is spent (the flow finished or the service refused it), or the session ended. */
export function forgetEmailedLinkToken(): void {
  held = null;
}
