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

/**
 * A page's address as it may be kept or reported (a page view, the router's scroll positions in
 * the tab's storage): the path, and only the allowed parameters of the query.
 */
export function addressWithoutSecrets(pathname: string, search: string): string {
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search))
    if (REPORTED_PARAMETERS.has(name)) kept.append(name, value);
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The full address a page view reports. */
export const pageViewUrl = (pathname: string, search: string, origin: string): string =>
  new URL(addressWithoutSecrets(pathname, search), origin).href;
