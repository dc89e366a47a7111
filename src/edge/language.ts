import { cookieIn } from '@/lib/cookies';
import {
  acceptedLanguages,
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  localeFromCode,
  localeFromLanguages,
  type Locale,
} from '@/i18n/languages';

/** A cookie the request carries, decoded. */
export const requestCookie = (request: Request, name: string): string | null =>
  cookieIn(request.headers.get('Cookie') ?? '', name);

export interface VisitorLanguage {
  locale: Locale;
  /** Chosen by the i18n_redirected cookie (this visitor's own), not by Accept-Language. */
  fromCookie: boolean;
}

/**
 * The app's detector's order too: the language cookie first, then the browser's language list,
 * then the deployment's language.
 */
export function visitorLanguage(request: Request): VisitorLanguage {
  const chosen = localeFromCode(requestCookie(request, LOCALE_COOKIE));
  if (chosen) return { locale: chosen, fromCookie: true };
  const accepted = localeFromLanguages(acceptedLanguages(request.headers.get('Accept-Language')));
  return { locale: accepted ?? DEFAULT_LOCALE, fromCookie: false };
}
