/**
 * The query parameters a page view may carry to the analytics host: the job list's filters and
 * page, which say which page was seen and hold nothing a person typed or was sent. Everything else
 * is left out, also parameters added later, so an emailed link's `token`, the open auth view and
 * its `step`, the search text `q` and whatever comes next never reach it (an allow-list, not a
 * deny-list).
 */
const REPORTED_PARAMETERS: ReadonlySet<string> = new Set([
  'category',
  'region',
  'company',
  'employmentType',
  'page',
]);

/** The address a page view reports: the path, and only the allowed parameters of the query. */
export function pageViewUrl(pathname: string, search: string, origin: string): string {
  const url = new URL(pathname, origin);
  for (const [name, value] of new URLSearchParams(search))
    if (REPORTED_PARAMETERS.has(name)) url.searchParams.append(name, value);
  return url.href;
}

/** A page opened from an emailed link (it carries a token) is not reported at all. */
export const isEmailedLinkPage = (search: string): boolean =>
  new URLSearchParams(search).has('token');
