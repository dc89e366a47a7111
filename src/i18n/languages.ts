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

export const FALLBACK_LOCALE: Locale = 'en-US';
export const LOCALE_COOKIE = 'i18n_redirected';
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
