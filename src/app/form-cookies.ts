import {
  CONSENT_COOKIE,
  CONSENT_COOKIE_OPTIONS,
  consentRecord,
} from '@/features/consent/consent-store';
import {
  codeFromLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_OPTIONS,
  LOCALES,
  type Locale,
} from '@/i18n/languages';
import { cookieText } from '@/lib/cookies';

/**
 * The cookie a server-rendered page's form asks for when it is posted before the app runs, as the
 * app itself writes it once it runs: the banner's choice (the consent record) or the language
 * (its code). Null for any other form.
 */
export function cookieFromForm(form: URLSearchParams, secure: boolean): string | null {
  const consent = form.get('consent');
  if (consent === 'accept' || consent === 'decline') {
    const accepted = consent === 'accept';
    const record = consentRecord({
      statistics: accepted && form.get('statistics') === 'on',
      marketing: accepted && form.get('marketing') === 'on',
    });
    return cookieText(CONSENT_COOKIE, JSON.stringify(record), {
      ...CONSENT_COOKIE_OPTIONS,
      secure,
    });
  }
  const language = form.get('language');
  if (!LOCALES.includes(language as Locale)) return null;
  return cookieText(LOCALE_COOKIE, codeFromLocale(language!), { ...LOCALE_COOKIE_OPTIONS, secure });
}
