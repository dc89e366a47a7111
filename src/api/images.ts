import { env } from '@/config/env';
import { webLink } from '@/lib/web-link';

/**
 * An image address from the API (a company's logo) that the page may load: the main API's own
 * origin or the portal's, which the CSP's img-src allows, and nothing else: a `javascript:` or
 * `data:` address, or a logo on an outside host, is shown as no image rather than as a CSP
 * violation that would hide a real attack among the reports.
 */
export function apiImageAddress(value: string | null | undefined): string | null {
  // A server render has no window: the main API's own images only, as the browser then hydrates.
  const portal = typeof window === 'undefined' ? null : window.location.origin;
  const api = env.mainApiUrl || portal;
  return api ? imageAddress(value, api, portal) : null;
}

function imageAddress(
  value: string | null | undefined,
  apiBase: string,
  portalOrigin: string | null,
): string | null {
  if (!value) return null;
  let absolute: string;
  try {
    absolute = new URL(value, apiBase.endsWith('/') ? apiBase : `${apiBase}/`).href;
  } catch {
    return null;
  }
  const url = webLink(absolute);
  if (!url) return null;
  const allowed = new Set([portalOrigin, new URL(apiBase).origin]);
  return allowed.has(url.origin) ? url.href : null;
}
