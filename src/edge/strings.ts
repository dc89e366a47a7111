import daDK from '../../locales/da-DK.json';
import enUS from '../../locales/en-US.json';
import nbNO from '../../locales/nb-NO.json';
import svSE from '../../locales/sv-SE.json';
import { isolatedInSentence } from '@/lib/bidi';
import { FALLBACK_LOCALE, type Locale } from '@/i18n/languages';

/**
 * The app's own translations, read at the edge for the words around the content (the chrome,
 * the job facts, the not-found page): the same words the app shows once it has started.
 */
const FILES: Record<Locale, unknown> = {
  'sv-SE': svSE,
  'en-US': enUS,
  'nb-NO': nbNO,
  'da-DK': daDK,
};

const lookup = (file: unknown, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      file,
    );

export type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * i18next's rules for what the edge needs: `{{name}}` values (isolated like the app's, see
 * i18n/interpolation), `{{count, number}}` through Intl.NumberFormat and `_one`/`_other` plurals
 * through Intl.PluralRules.
 */
export function translator(locale: Locale): Translate {
  const plural = new Intl.PluralRules(locale);
  const number = new Intl.NumberFormat(locale);
  const shown = (value: string | number, format: string | undefined) =>
    format === 'number' && typeof value === 'number' ? number.format(value) : String(value);
  return (key, values = {}) => {
    const count = values.count;
    const keys =
      typeof count === 'number' ? [`${key}_${plural.select(count)}`, `${key}_other`, key] : [key];
    for (const file of [FILES[locale], FILES[FALLBACK_LOCALE]]) {
      for (const candidate of keys) {
        const text = lookup(file, candidate);
        if (typeof text === 'string')
          return text.replace(
            /\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g,
            (_, name: string, format: string | undefined) =>
              name in values ? isolatedInSentence(shown(values[name], format)) : '',
          );
      }
    }
    return key;
  };
}
