/** Every URL the portal links to, built in one place (spec §2). */
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
} as const;

/** Only same-origin paths survive as a place to return to after login; anything else is '/'. */
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
    return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : '/';
  } catch {
    return '/';
  }
}
