/**
 * An address from the API that the portal may link to: http or https only, so a `javascript:` or
 * `data:` address in a meeting, a test or a company's website is shown as no link at all.
 */
export function webLink(value: string | null | undefined): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}
