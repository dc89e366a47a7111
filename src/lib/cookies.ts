export interface CookieOptions {
  days?: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
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

export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  const { days = 365, path = '/', sameSite = 'Lax' } = options;
  const expires = new Date(Date.now() + days * 86_400_000).toUTCString();
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Expires=${expires}; Path=${path}; SameSite=${sameSite}${secure}`;
}

export function removeCookie(name: string, path = '/'): void {
  document.cookie = `${encodeURIComponent(name)}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=${path}`;
}
