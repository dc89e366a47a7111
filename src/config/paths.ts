/** Every URL the portal links to, built in one place. */
export const paths = {
  home: () => '/',
  job: (slug: string) => `/job/${encodeURIComponent(slug)}`,
  jobThankYou: (slug: string) => `/job/${encodeURIComponent(slug)}/thank-you`,
  company: (company: string, slug: string) =>
    `/company/${encodeURIComponent(company)}/${encodeURIComponent(slug)}`,
  subscriptions: () => '/subscription',
  applications: () => '/application',
  application: (id: string) => `/application/${encodeURIComponent(id)}`,
  applicationDetails: (id: string) => `/application/${encodeURIComponent(id)}/application`,
  applicationMessages: (id: string) => `/application/${encodeURIComponent(id)}/messages`,
  applicationTests: (id: string) => `/application/${encodeURIComponent(id)}/tests`,
  settings: () => '/user/settings',
  accessibility: () => '/accessibility',
  privacyNotice: () => '/privacy',
  terms: () => '/terms',
} as const;

/**
 * The auth dialog's part of an address, so that back, reload and a shared link land on the same
 * step: the open view and its step, where a login returns to, why the login opened by itself, and
 * the view a server error came from.
 */
export const AUTH_QUERY = {
  view: 'auth',
  step: 'step',
  returnTo: 'returnTo',
  reason: 'reason',
  from: 'from',
} as const;

/** Why the login opened without being asked for; the login says it in a line of its own. */
export const LOGIN_REASONS = ['login-required', 'session-ended'] as const;
export type LoginReason = (typeof LOGIN_REASONS)[number];

/**
 * Any origin works for resolving a path: only what lands on it is a path of this site. A fixed
 * one keeps the check the same in the browser and on the edge, which has no window.
 */
const PATH_BASE = 'https://portal.invalid';

/**
 * What a later reader (a server, a proxy, a second decoding) may turn into a slash, a backslash, a
 * dot or a stripped tab or newline: decoded until none is left, so the check sees the strictest
 * reading. A `%25` comes first undone, so double encoding is no way around it.
 */
const SEPARATOR_ESCAPES = /%(25|2e|2f|5c|09|0a|0d)/gi;

/** The parser's path on PATH_BASE, or null when the address names another site or none at all. */
function pathOnThisSite(candidate: string): URL | null {
  let url: URL;
  try {
    url = new URL(candidate, PATH_BASE);
  } catch {
    return null;
  }
  // `//host` or `/\host` at a path's start reads as another site's address to pushState.
  if (url.origin !== PATH_BASE || /^\/[/\\]/.test(url.pathname)) return null;
  return url;
}

/**
 * The one check for every path the portal follows from an address or from storage (the login's
 * way back, an emailed link's landing, the address the app opened at): normalised as the URL
 * parser does (tabs and newlines stripped, a backslash read as a slash, dot segments and `%2e`
 * resolved), and once more with every encoded slash, backslash, dot, tab and newline decoded; both
 * readings must be a path of this site that does not start with `//` or `/\`. The browser's
 * reading is what comes back, so a good path keeps its own encoding, query and hash. Anything else
 * is '/'.
 */
export function sameOriginPath(candidate: string | null | undefined): string {
  const url = candidate ? pathOnThisSite(candidate) : null;
  if (!url) return paths.home();
  let decoded = url.pathname;
  for (let previous = ''; previous !== decoded;) {
    previous = decoded;
    decoded = decoded.replace(SEPARATOR_ESCAPES, (escape) => decodeURIComponent(escape));
  }
  if (!pathOnThisSite(decoded)) return paths.home();
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * A place to return to after login: sameOriginPath(), without the auth dialog's own parameters,
 * so the return never opens the dialog again.
 */
export function safeReturnPath(candidate: string | null | undefined): string {
  const url = new URL(sameOriginPath(candidate), PATH_BASE);
  // Deleting writes the whole query anew (`%20` as `+`): only a query that had one is rewritten.
  for (const name of Object.values(AUTH_QUERY))
    if (url.searchParams.has(name)) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The home page with the login open, saying why, and back to `returnTo` (a same-site path)
 * after it: a visitor without a session on a protected route is sent to '/', and the login
 * takes them on.
 */
export function loginFirst(reason: LoginReason, returnTo: string): string {
  const query = new URLSearchParams({ [AUTH_QUERY.view]: 'login', [AUTH_QUERY.reason]: reason });
  const target = safeReturnPath(returnTo);
  if (target !== paths.home()) query.set(AUTH_QUERY.returnTo, target);
  return `${paths.home()}?${query.toString()}`;
}

/**
 * The page at `address` (a same-site path) with the login open over it, saying why: after the
 * login the dialog closes, and the person is where they were.
 */
export function loginOverPage(reason: LoginReason, address: string): string {
  const url = new URL(safeReturnPath(address), PATH_BASE);
  url.searchParams.set(AUTH_QUERY.view, 'login');
  url.searchParams.set(AUTH_QUERY.reason, reason);
  return `${url.pathname}${url.search}${url.hash}`;
}
