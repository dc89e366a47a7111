import { describe, expect, test } from 'vitest';
import { LOCALE_STRINGS } from '@/testing/locale-strings';
import { localeFromBrowserTag, localeFromCode } from './languages';

const flat: Record<string, Record<string, string>> = LOCALE_STRINGS;
const locales = Object.keys(flat);
const allKeys = [...new Set(Object.values(flat).flatMap((entries) => Object.keys(entries)))].sort();
const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)[^}]*}}/g)].map((m) => m[1]).sort();
// Plural forms differ between languages (i18next's _one/_other/_zero suffixes per CLDR).
const baseKey = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

describe('language files', () => {
  test.each(locales)('%s has every key and no extra one', (locale) => {
    const keys = new Set(Object.keys(flat[locale]!).map(baseKey));
    const missing = allKeys.map(baseKey).filter((key) => !keys.has(key));
    expect([...new Set(missing)]).toEqual([]);
  });

  test.each(locales)('%s has no empty text', (locale) => {
    const empty = Object.entries(flat[locale]!).filter(([, text]) => text.trim() === '');
    expect(empty).toEqual([]);
  });

  test.each(locales)(
    '%s formats every count and limit in a sentence for the language',
    (locale) => {
      // {{count, number}} goes through Intl.NumberFormat ("1 234" in Swedish), as the facet counts do.
      const raw = Object.entries(flat[locale]!)
        .filter(([, text]) => /{{\s*(count|max|score)\s*}}/.test(text))
        .map(([key]) => key);
      expect(raw).toEqual([]);
    },
  );

  test.each(locales.filter((locale) => locale !== 'en-US'))(
    '%s uses the same placeholders as English',
    (locale) => {
      const english = flat['en-US']!;
      const other = flat[locale]!;
      const mismatched = Object.keys(english)
        .filter((key) => key in other)
        .filter((key) => placeholders(english[key]!).join() !== placeholders(other[key]!).join());
      expect(mismatched).toEqual([]);
    },
  );
});

describe('language detection helpers', () => {
  test('cookie codes map to the language files', () => {
    expect(localeFromCode('sv')).toBe('sv-SE');
    expect(localeFromCode('dk')).toBe('da-DK');
    expect(localeFromCode('no')).toBe('nb-NO');
    expect(localeFromCode('xx')).toBeNull();
  });

  test('browser tags map to the nearest language', () => {
    expect(localeFromBrowserTag('nn-NO')).toBe('nb-NO');
    expect(localeFromBrowserTag('da')).toBe('da-DK');
    expect(localeFromBrowserTag('en-GB')).toBe('en-US');
    expect(localeFromBrowserTag('fi-FI')).toBeNull();
  });
});
