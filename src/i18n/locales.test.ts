import { describe, expect, test } from 'vitest';
import daDK from '../../locales/da-DK.json';
import enUS from '../../locales/en-US.json';
import nbNO from '../../locales/nb-NO.json';
import svSE from '../../locales/sv-SE.json';
import { localeFromBrowserTag, localeFromCode } from './languages';

const files: Record<string, unknown> = {
  'sv-SE': svSE,
  'en-US': enUS,
  'nb-NO': nbNO,
  'da-DK': daDK,
};

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  if (typeof value !== 'object' || value === null) return { [prefix]: String(value) };
  return Object.entries(value).reduce<Record<string, string>>(
    (all, [key, child]) => ({ ...all, ...flatten(child, prefix ? `${prefix}.${key}` : key) }),
    {},
  );
}

const flat = Object.fromEntries(
  Object.entries(files).map(([locale, json]) => [locale, flatten(json)]),
);
const allKeys = [...new Set(Object.values(flat).flatMap((entries) => Object.keys(entries)))].sort();
const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)[^}]*}}/g)].map((m) => m[1]).sort();
// Plural forms differ between languages (i18next's _one/_other/_zero suffixes per CLDR).
const baseKey = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

describe('language files', () => {
  test.each(Object.keys(files))('%s has every key and no extra one', (locale) => {
    const keys = new Set(Object.keys(flat[locale]!).map(baseKey));
    const missing = allKeys.map(baseKey).filter((key) => !keys.has(key));
    expect([...new Set(missing)]).toEqual([]);
  });

  test.each(Object.keys(files))('%s has no empty text', (locale) => {
    const empty = Object.entries(flat[locale]!).filter(([, text]) => text.trim() === '');
    expect(empty).toEqual([]);
  });

  test.each(Object.keys(files).filter((locale) => locale !== 'en-US'))(
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
