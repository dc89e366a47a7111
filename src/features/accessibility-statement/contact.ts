import { mailLink } from '@/lib/web-link';

/**
 * Where accessibility problems are reported: the address each deployment sets with
 * VITE_ACCESSIBILITY_EMAIL at build time, or null when it set none (or not a plain address), and
 * the statement then says so instead of offering an address nobody reads.
 */
export function accessibilityContactEmail(
  configured: string | undefined = import.meta.env.VITE_ACCESSIBILITY_EMAIL,
): string | null {
  const address = (configured ?? '').trim();
  return mailLink(address) ? address : null;
}

/** The date this statement was last reviewed against the portal (ISO 8601). */
export const STATEMENT_REVIEWED_ON = '2026-11-22';

/** The supervisory bodies for the Web Accessibility Directive in the portal's countries. */
export const ENFORCEMENT_BODIES = [
  { country: 'SE', key: 'digg', url: 'https://www.digg.se/' },
  { country: 'NO', key: 'uutilsynet', url: 'https://www.uutilsynet.no/' },
  { country: 'DK', key: 'digst', url: 'https://digst.dk/' },
] as const;
