import daDK from '../../locales/da-DK.json';
import enUS from '../../locales/en-US.json';
import nbNO from '../../locales/nb-NO.json';
import svSE from '../../locales/sv-SE.json';
import type { Locale } from '@/i18n/languages';

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  if (typeof value !== 'object' || value === null) return { [prefix]: String(value) };
  return Object.entries(value).reduce<Record<string, string>>(
    (all, [key, child]) => ({ ...all, ...flatten(child, prefix ? `${prefix}.${key}` : key) }),
    {},
  );
}

/** Every text of each language file by its dotted key ("jobs.results.count_one"). */
export const LOCALE_STRINGS: Record<Locale, Record<string, string>> = {
  'sv-SE': flatten(svSE),
  'en-US': flatten(enUS),
  'nb-NO': flatten(nbNO),
  'da-DK': flatten(daDK),
};
