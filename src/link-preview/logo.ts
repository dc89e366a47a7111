import { concatBytes } from '@/lib/bytes';
import { decodePng } from './png-decode';
import type { Picture } from './raster';

/** A logo's fetch is short: a slow logo host delays the picture little, and the initial stands in. */
const LOGO_TIMEOUT_MS = 1000;
/** A logo's file past this size is not read: no answer grows the edge's memory without bound. */
export const MAX_LOGO_BYTES = 512 * 1024;

/** Names that stand for this machine or a private network, never a public logo host. */
const INTERNAL_NAME = /(?:^|\.)(?:localhost|local|internal|intranet|lan|home\.arpa)$/i;

/**
 * The address the edge may fetch a company's logo from, or null. Any address on the main API's
 * own origin (the deployment's configuration names that host; the demo's logos are there, a
 * relative `logoUrl` too). Elsewhere only `https:` on a public host name: never an IP address,
 * a name without a dot or a name of the local network, so the API's data cannot make the edge
 * send requests to hosts inside a network. (A public name that resolves to an internal address
 * is the network's to stop; a Worker's fetch goes out to the public internet.)
 */
export function logoAddress(value: string | null | undefined, apiBase: string): URL | null {
  if (!value) return null;
  let api: URL | null = null;
  try {
    api = new URL(apiBase.endsWith('/') ? apiBase : `${apiBase}/`);
  } catch {
    // No API address to resolve against: only an absolute `https:` address can be a logo's.
  }
  let address: URL;
  try {
    address = new URL(value, api ?? undefined);
  } catch {
    return null;
  }
  if (api && api.origin !== 'null' && address.origin === api.origin) return address;
  const host = address.hostname;
  const isIpAddress = host.startsWith('[') || /^[\d.]+$/.test(host);
  if (address.protocol !== 'https:' || isIpAddress || !host.includes('.')) return null;
  return INTERNAL_NAME.test(host) ? null : address;
}

/** A body's bytes, or null when it holds more than `limit`: reading stops there. */
async function readAtMost(body: ReadableStream<Uint8Array>, limit: number) {
  const reader = body.getReader();
  const parts: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.length;
    if (length > limit) {
      void reader.cancel().catch(() => undefined);
      return null;
    }
    parts.push(value);
  }
  return concatBytes(parts);
}

/**
 * A company's logo as a picture to draw, when it is a PNG the edge may fetch (`logoAddress`),
 * that arrives in time, is at most `MAX_LOGO_BYTES` and decodes; otherwise null and the picture
 * shows the initial. SVG (and any other format) is never drawn: it would need a renderer far
 * larger than the worker (docs/decisions/017).
 */
export async function fetchLogo(
  logoUrl: string | null | undefined,
  apiBase: string,
): Promise<Picture | null> {
  const address = logoAddress(logoUrl, apiBase);
  if (!address) return null;
  try {
    const response = await fetch(address, {
      headers: { Accept: 'image/png' },
      // A redirect could lead anywhere, an internal host too: a logo is where the API says.
      redirect: 'manual',
      signal: AbortSignal.timeout(LOGO_TIMEOUT_MS),
    });
    const type = response.headers.get('Content-Type')?.split(';')[0]?.trim().toLowerCase();
    const length = Number(response.headers.get('Content-Length') ?? 0);
    if (response.status !== 200 || type !== 'image/png' || length > MAX_LOGO_BYTES) {
      void response.body?.cancel().catch(() => undefined);
      return null;
    }
    const file = response.body && (await readAtMost(response.body, MAX_LOGO_BYTES));
    return file ? await decodePng(file) : null;
  } catch {
    // Unreachable, too slow, cut off: the picture is drawn without the logo.
    return null;
  }
}
