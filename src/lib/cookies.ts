export interface CookieOptions {
  days?: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  /** Sent over HTTPS only. */
  secure?: boolean;
}

/** A cookie's value in a `Cookie` header or `document.cookie`, decoded when it is encoded. */
export function cookieIn(cookies: string, name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of cookies.split(';')) {
    const entry = part.trim();
    if (entry.startsWith(prefix)) {
      const value = entry.slice(prefix.length);
      try {
        return decodeURIComponent(value);
      } catch {
        return value; // not URI-encoded: a malformed value is still a value, for the caller to judge
      }
    }
  }
  return null;
}

/** Null where there is no document (a server render): the server renders for nobody in particular. */
export function readCookie(name: string): string | null {
  return typeof document === 'undefined' ? null : cookieIn(document.cookie, name);
}

/**
 * A cookie as a `Set-Cookie` header and `document.cookie` both take it, its value encoded: the
 * browser's app and the edge's answers write the same cookie the same way.
 */
export function cookieText(name: string, value: string, options: CookieOptions = {}): string {
  const { days = 365, path = '/', sameSite = 'Lax', secure = false } = options;
  return `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${days * 86_400}; Path=${path}${secure ? '; Secure' : ''}; SameSite=${sameSite}`;
}

/** Secure on an HTTPS page. */
export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  document.cookie = cookieText(name, value, {
    secure: window.location.protocol === 'https:',
    ...options,
  });
}

/**
 * The Domain values a cookie seen on `host` can carry: the host itself and each parent domain,
 * down to two labels (jobs.eu.example.com: itself, eu.example.com, example.com). A browser
 * refuses a Domain that is a public suffix, so trying one costs nothing. An IP address or a
 * single-label host has no parent domains.
 */
function cookieDomainsOf(host: string): string[] {
  if (/^[\d.]+$/.test(host) || host.includes(':')) return [];
  const labels = host.toLowerCase().split('.');
  return labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'));
}

/**
 * The Path values a cookie seen on `pathname` can carry without a trailing slash: `/` and each
 * parent (/a/b: `/`, `/a`, `/a/b`).
 */
function cookiePathsOf(pathname: string): string[] {
  const segments = pathname.split('/').filter(Boolean);
  return ['/', ...segments.map((_, index) => `/${segments.slice(0, index + 1).join('/')}`)];
}

/**
 * Removes a cookie whatever Domain and Path it was set with. A removal replaces only the cookie
 * of the same name, Domain and Path, so a cookie a sibling host set for the parent domain
 * (auth.example.com with `Domain=example.com`) survives a removal without a Domain: this removes
 * the host-only cookie, the one for `domain` (where the cookie is known to be set) and the one
 * for each parent domain of this host, on every path of this page.
 */
export function removeCookie(name: string, domain = ''): void {
  const { hostname, pathname, protocol } = window.location;
  const domains = new Set([
    ...(domain ? [domain.toLowerCase()] : []),
    ...cookieDomainsOf(hostname),
  ]);
  const secure = protocol === 'https:' ? '; Secure' : '';
  for (const path of cookiePathsOf(pathname)) {
    const removal = `${encodeURIComponent(name)}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=${path}${secure}`;
    document.cookie = removal;
    for (const parent of domains) document.cookie = `${removal}; Domain=${parent}`;
  }
}
