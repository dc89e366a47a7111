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

/**
 * An address the portal may send a person to for a document it does not host (a privacy notice,
 * terms): `https:` only, whether it comes from the API or from the deployment's configuration.
 * Plain http would let a network in between swap the text a person agrees to.
 */
export function httpsLink(value: string | null | undefined): URL | null {
  const url = webLink(value?.trim());
  return url?.protocol === 'https:' ? url : null;
}

/** One plain address: no query (`?bcc=`, `?body=`), no second recipient, no spaces. */
const PLAIN_ADDRESS =
  /^[^\s@?&,;:<>()[\]\\"'/]+@[^\s@?&,;:<>()[\]\\"'/]+\.[^\s@?&,;:<>()[\]\\"'/.]+$/;

/**
 * A `mailto:` link for an address from the API, or null: a value such as
 * `hr@example.com?bcc=spy@evil.example` would open a mail with a hidden recipient.
 */
export function mailLink(value: string | null | undefined): string | null {
  const address = value?.trim();
  return address && PLAIN_ADDRESS.test(address) ? `mailto:${address}` : null;
}
