import { env } from '@/config/env';
import { webLink } from '@/lib/web-link';

/**
 * An image address from the API (a company's logo) that the page may load: the main API's own
 * origin or the portal's, which the CSP's img-src allows, and nothing else: a `javascript:` or
 * `data:` address, or a logo on an outside host, is shown as no image rather than as a CSP
 * violation that would hide a real attack among the reports.
 */
export function apiImageAddress(value: string | null | undefined): string | null {
  if (!value) return null;
  const base = env.mainApiUrl || window.location.origin;
  let absolute: string;
  try {
    absolute = new URL(value, base.endsWith('/') ? base : `${base}/`).href;
  } catch {
    return null;
  }
  const url = webLink(absolute);
  if (!url) return null;
  const allowed = new Set([window.location.origin, new URL(base).origin]);
  return allowed.has(url.origin) ? url.href : null;
}
