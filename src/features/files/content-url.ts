import { env } from '@/config/env';

/** A scheme (`https:`, `javascript:`, `data:`) or a protocol-relative start (`//`, `\\`, `/\`). */
const NOT_A_PATH = /^\s*(?:[a-z][a-z\d+.-]*:|[/\\]{2})/i;

export interface FileOrigins {
  /** The main API's base address; empty for the demo, which answers on the page's own origin. */
  apiBase: string;
  /** What a base of '' resolves against. */
  pageOrigin: string;
}

const defaultOrigins = (): FileOrigins => ({
  apiBase: env.mainApiUrl,
  pageOrigin: window.location.origin,
});

/** Raised, before any request, for a file whose address the portal does not fetch from. */
export class RefusedFileAddressError extends Error {
  constructor(contentUrl: string) {
    super(`A file's content is fetched only from the main API, not from ${contentUrl}`);
    this.name = 'RefusedFileAddressError';
  }
}

/**
 * The address a file's bytes are fetched from, or null when the portal must not fetch it. The
 * fetch carries the candidate's credentials, so an API answer must not be able to send it anywhere
 * else: a path is joined to the main API's base (docs/api.md: `contentUrl` is a path on the main
 * API), and any address, as the browser would finally read it, must be http(s) on the main API's
 * own origin, without a user name or password in it.
 */
export function fileContentUrl(
  contentUrl: string,
  { apiBase, pageOrigin }: FileOrigins = defaultOrigins(),
): URL | null {
  try {
    const apiOrigin = new URL(apiBase || '/', pageOrigin).origin;
    const address = NOT_A_PATH.test(contentUrl)
      ? new URL(contentUrl, pageOrigin)
      : new URL(`${apiBase}/${contentUrl.replace(/^\/+/, '')}`, pageOrigin);
    const allowed =
      (address.protocol === 'https:' || address.protocol === 'http:') &&
      address.origin === apiOrigin &&
      address.username === '' &&
      address.password === '';
    return allowed ? address : null;
  } catch {
    return null;
  }
}
