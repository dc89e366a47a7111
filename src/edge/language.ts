import { cookieIn } from '@/lib/cookies';
import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  localeFromBrowserTag,
  localeFromCode,
  type Locale,
} from '@/i18n/languages';

/** A cookie the request carries, decoded. */
export const requestCookie = (request: Request, name: string): string | null =>
  cookieIn(request.headers.get('Cookie') ?? '', name);

/** Accept-Language's tags, best first (`sv-SE,sv;q=0.9,en;q=0.5`). */
function acceptedTags(header: string | null): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const quality = parameters.find((parameter) => parameter.trim().startsWith('q='));
      return { tag: tag.trim(), quality: quality ? Number(quality.split('=')[1]) : 1, index };
    })
    .filter(({ tag, quality }) => tag && tag !== '*' && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map(({ tag }) => tag);
}

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
  for (const tag of acceptedTags(request.headers.get('Accept-Language'))) {
    const locale = localeFromBrowserTag(tag);
    if (locale) return { locale, fromCookie: false };
  }
  return { locale: DEFAULT_LOCALE, fromCookie: false };
}
