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
 * Only same-origin paths survive as a place to return to after login; anything else is '/'.
 * The auth dialog's own parameters are left out, so the return never opens the dialog again.
 */
export function safeReturnPath(candidate: string | null | undefined): string {
  if (
    !candidate ||
    !candidate.startsWith('/') ||
    candidate.startsWith('//') ||
    candidate.includes('\\')
  ) {
    return '/';
  }
  try {
    const url = new URL(candidate, window.location.origin);
    if (url.origin !== window.location.origin) return '/';
    for (const name of Object.values(AUTH_QUERY))
      if (url.searchParams.has(name)) url.searchParams.delete(name);
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
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
