/**
 * Where accessibility problems are reported. Each deployment sets its own address with
 * VITE_ACCESSIBILITY_EMAIL at build time; without it the address is `accessibility@` the domain
 * the portal is served from, which a customer's mail setup is expected to route.
 */
export function accessibilityContactEmail(
  configured: string | undefined = import.meta.env.VITE_ACCESSIBILITY_EMAIL,
  hostname: string = window.location.hostname,
): string {
  const address = (configured ?? '').trim();
  if (address) return address;
  return `accessibility@${hostname.replace(/^www\./, '')}`;
}

/** The date this statement was last reviewed against the portal (ISO 8601). */
export const STATEMENT_REVIEWED_ON = '2026-11-22';

/** The supervisory bodies for the Web Accessibility Directive in the portal's countries. */
export const ENFORCEMENT_BODIES = [
  { country: 'SE', key: 'digg', url: 'https://www.digg.se/' },
  { country: 'NO', key: 'uutilsynet', url: 'https://www.uutilsynet.no/' },
  { country: 'DK', key: 'digst', url: 'https://digst.dk/' },
] as const;
