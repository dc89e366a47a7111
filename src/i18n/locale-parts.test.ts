import { localePartLoaders } from 'virtual:locale-parts';
import { describe, expect, test } from 'vitest';
import daDK from '../../locales/da-DK.json';
import enUS from '../../locales/en-US.json';
import nbNO from '../../locales/nb-NO.json';
import svSE from '../../locales/sv-SE.json';
import { LOCALES, type Locale } from './languages';
import { CORE_LOCALE_PART, LAZY_LOCALE_PARTS, LOCALE_PARTS } from './locale-parts';

const files: Record<Locale, Record<string, unknown>> = {
  'sv-SE': svSE,
  'en-US': enUS,
  'nb-NO': nbNO,
  'da-DK': daDK,
};
const namedKeys: string[] = Object.values(LAZY_LOCALE_PARTS).flat();

describe('language files in parts', () => {
  test('no top-level key is named by two parts', () => {
    expect(namedKeys.filter((key, index) => namedKeys.indexOf(key) !== index)).toEqual([]);
  });

  test.each(LOCALES)('%s has every key the parts name', (locale) => {
    expect(namedKeys.filter((key) => !(key in files[locale]))).toEqual([]);
  });

  test.each(LOCALES)('%s: the parts the build serves add up to the whole file', async (locale) => {
    const parts = await Promise.all(
      LOCALE_PARTS.map(async (part) => (await localePartLoaders[locale][part]()).default),
    );
    const keys = parts.flatMap((part) => Object.keys(part));
    // Sorted with duplicates kept: a key in two parts would show up twice here.
    expect(keys.toSorted()).toEqual(Object.keys(files[locale]).toSorted());
    expect(Object.assign({}, ...parts)).toEqual(files[locale]);
  });

  test('the core part has what the shell, the cookie banner and the job search show', async () => {
    const core = (await localePartLoaders['en-US'][CORE_LOCALE_PART]()).default;
    const firstPage = 'app nav language titles errors common form shell consent jobs'.split(' ');
    expect(Object.keys(core)).toEqual(expect.arrayContaining(firstPage));
  });
});
