import { useSyncExternalStore } from 'react';
import { readCookie, writeCookie, type CookieOptions } from '@/lib/cookies';
import { emitAppEvent } from '@/lib/events';
import { useBrowserStore } from '@/lib/use-hydrated';

/**
 * The cookie consent record: URL-encoded JSON `{ handled, statistics, marketing }` in the
 * `cookie-consent` cookie, SameSite Strict, for a year from when it is set.
 */
export const CONSENT_COOKIE = 'cookie-consent';
export const CONSENT_COOKIE_OPTIONS = { days: 365, sameSite: 'Strict' } satisfies CookieOptions;

export interface CookieConsent {
  handled: boolean;
  statistics: boolean;
  marketing: boolean;
}

export type ConsentChoice = Pick<CookieConsent, 'statistics' | 'marketing'>;

const UNHANDLED_CONSENT: CookieConsent = Object.freeze({
  handled: false,
  statistics: false,
  marketing: false,
});

/**
 * Reads a cookie value. Anything that is not the exact record with handled true (garbage, other
 * JSON, missing fields, wrong types) counts as not handled: the banner shows again, nothing crashes.
 */
export function parseConsent(value: string | null): CookieConsent {
  if (value === null) return UNHANDLED_CONSENT;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return UNHANDLED_CONSENT;
  }
  if (typeof parsed !== 'object' || parsed === null) return UNHANDLED_CONSENT;
  const { handled, statistics, marketing } = parsed as Record<string, unknown>;
  if (handled !== true || typeof statistics !== 'boolean' || typeof marketing !== 'boolean') {
    return UNHANDLED_CONSENT;
  }
  return { handled: true, statistics, marketing };
}

export const readConsent = (): CookieConsent => parseConsent(readCookie(CONSENT_COOKIE));

type Listener = () => void;
const listeners = new Set<Listener>();
let current: CookieConsent = readConsent();

function publish(next: CookieConsent) {
  if (
    next.handled === current.handled &&
    next.statistics === current.statistics &&
    next.marketing === current.marketing
  ) {
    return;
  }
  current = next;
  listeners.forEach((listener) => listener());
}

/** Re-reads the cookie, e.g. when the tab becomes visible after a choice made in another tab. */
export function syncConsentFromCookie(): CookieConsent {
  publish(readConsent());
  return current;
}

/** The record a choice is stored as, by the app and by the edge's answer to the banner's form. */
export function consentRecord(choice: ConsentChoice): CookieConsent {
  return { handled: true, statistics: choice.statistics, marketing: choice.marketing };
}

/**
 * Stores a choice (Accept, Decline or the detail view's accept): the `cookie-consent` cookie for
 * one year, then `update-cookie-policy` with the new record, so that it takes effect without a
 * reload.
 */
export function saveConsent(choice: ConsentChoice): CookieConsent {
  const record = consentRecord(choice);
  writeCookie(CONSENT_COOKIE, JSON.stringify(record), CONSENT_COOKIE_OPTIONS);
  current = record;
  listeners.forEach((listener) => listener());
  emitAppEvent('update-cookie-policy', record);
  return record;
}

function getConsent(): CookieConsent {
  return current;
}

function subscribeConsent(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * A server render has no choice to read: it renders the banner, which the document shows only to
 * a visitor who has not chosen (`html.consent-due`, set by the edge from the cookie), and the
 * hydration of that markup renders it too; the choice in the cookie shows once hydration ends.
 */
export function useConsent(): CookieConsent {
  return useBrowserStore(subscribeConsent, getConsent, UNHANDLED_CONSENT);
}

/* The footer's "Cookie settings" reopens the choice: the banner listens for this request. */
let settingsOpen = false;
let settingsOpener: HTMLElement | null = null;
const settingsListeners = new Set<Listener>();

/** `opener` gets the focus back when the settings close. */
export function openCookieSettings(opener: HTMLElement | null = null): void {
  settingsOpener = opener;
  settingsOpen = true;
  settingsListeners.forEach((listener) => listener());
}

export function cookieSettingsOpener(): HTMLElement | null {
  return settingsOpener;
}

export function closeCookieSettings(): void {
  settingsOpen = false;
  settingsOpener = null;
  settingsListeners.forEach((listener) => listener());
}

export function useCookieSettingsOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      settingsListeners.add(listener);
      return () => {
        settingsListeners.delete(listener);
      };
    },
    () => settingsOpen,
    () => settingsOpen,
  );
}
