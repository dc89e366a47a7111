import type { CookieOptions } from '@/lib/cookies';
/**
 * The four interface languages. `code` is what the i18n_redirected cookie and the API use
 * (sv, en, no, dk); `locale` names the language file and is what i18next and Intl are given.
 */
export const LANGUAGES = [
  { code: 'sv', locale: 'sv-SE', name: 'Svenska' },
  { code: 'en', locale: 'en-US', name: 'English' },
  { code: 'no', locale: 'nb-NO', name: 'Norsk' },
  { code: 'dk', locale: 'da-DK', name: 'Dansk' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export type Locale = (typeof LANGUAGES)[number]['locale'];

/** The language a key missing from a language file is shown in. */
export const FALLBACK_LOCALE: Locale = 'en-US';

/**
 * The deployment's language (`VITE_DEFAULT_LOCALE`, a code or a locale: `sv`, `nb-NO` …), Swedish
 * when unset or unknown: what a visitor whose language cookie and browser name none of the four
 * sees, and so does a link-preview bot, which sends neither. The portal's ads are Nordic, and so
 * is the language of a page around them that nobody chose.
 */
export function defaultLocaleFrom(setting: string | undefined): Locale {
  const value = (setting ?? '').trim();
  return (
    LANGUAGES.find((language) => language.code === value || language.locale === value)?.locale ??
    'sv-SE'
  );
}

// The build scripts read this module too, where Node has no import.meta.env: they need no default.
export const DEFAULT_LOCALE: Locale = defaultLocaleFrom(import.meta.env?.VITE_DEFAULT_LOCALE);

export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_OPTIONS = { days: 365, sameSite: 'Lax' } satisfies CookieOptions;
export const LOCALES: readonly Locale[] = LANGUAGES.map((language) => language.locale);

export function localeFromCode(code: string | null | undefined): Locale | null {
  return LANGUAGES.find((language) => language.code === code)?.locale ?? null;
}

export function codeFromLocale(locale: string): LanguageCode {
  return LANGUAGES.find((language) => language.locale === locale)?.code ?? 'en';
}

/** Maps a browser language tag (sv, sv-FI, nb, nn, no, da, en-GB …) to one of ours. */
export function localeFromBrowserTag(tag: string): Locale | null {
  const primary = tag.toLowerCase().split(/[-_]/)[0];
  switch (primary) {
    case 'sv':
      return 'sv-SE';
    case 'en':
      return 'en-US';
    case 'nb':
    case 'nn':
    case 'no':
      return 'nb-NO';
    case 'da':
      return 'da-DK';
    default:
      return null;
  }
}

/** The first of a visitor's languages (best first) that is one of ours. */
export function localeFromLanguages(tags: readonly string[]): Locale | null {
  for (const tag of tags) {
    const locale = tag ? localeFromBrowserTag(tag) : null;
    if (locale) return locale;
  }
  return null;
}

/** A request's languages from its Accept-Language (`sv-SE,sv;q=0.9,en;q=0.5`), best first. */
export function acceptedLanguages(header: string | null): string[] {
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
