import { readFileSync } from 'node:fs';

/**
 * The portal's four languages, the one list every spec uses: `code` is the value of the
 * i18n_redirected cookie, `locale` the page's `lang` and the locale file's name.
 */
export const LANGUAGES = [
  { code: 'sv', locale: 'sv-SE' },
  { code: 'en', locale: 'en-US' },
  { code: 'no', locale: 'nb-NO' },
  { code: 'dk', locale: 'da-DK' },
] as const;
export type Language = (typeof LANGUAGES)[number];
export type LanguageCode = Language['code'];

const language = (code: LanguageCode): Language =>
  LANGUAGES.find((candidate) => candidate.code === code)!;

/** Most specs read the portal in English; the language itself is other specs' subject. */
export const ENGLISH = language('en');
export const SWEDISH = language('sv');

const messages = new Map<string, Record<string, unknown>>();
function catalogue(locale: string): Record<string, unknown> {
  if (!messages.has(locale))
    messages.set(locale, JSON.parse(readFileSync(`locales/${locale}.json`, 'utf8')));
  return messages.get(locale)!;
}

/**
 * A text as the portal shows it in this language (no interpolation), read from the locale file,
 * so that one test finds its controls by their names in any of the four languages.
 */
export function tr(language: Language, key: string): string {
  const value = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      catalogue(language.locale),
    );
  if (typeof value !== 'string') throw new Error(`No text ${key} in ${language.locale}`);
  return value;
}

/** A regular expression matching exactly this text, spaces around it allowed. */
export const exactly = (text: string) =>
  new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
