import { localePartLoaders } from 'virtual:locale-parts';
import { describe, expect, test } from 'vitest';
import daDK from '../../locales/da-DK.json';
import enUS from '../../locales/en-US.json';
import nbNO from '../../locales/nb-NO.json';
import svSE from '../../locales/sv-SE.json';
import { LOCALES, type Locale } from './languages';
import {
  CORE_LOCALE_PART,
  LAZY_LOCALE_PARTS,
  LOCALE_PARTS,
  mergeLocaleStrings,
  splitLocaleStrings,
} from './locale-parts';

const files: Record<Locale, Record<string, unknown>> = {
  'sv-SE': svSE,
  'en-US': enUS,
  'nb-NO': nbNO,
  'da-DK': daDK,
};
const namedKeys: string[] = Object.values(LAZY_LOCALE_PARTS).flat();
const hasKey = (strings: Record<string, unknown>, path: string) =>
  path
    .split('.')
    .reduce<unknown>(
      (level, segment) =>
        typeof level === 'object' && level !== null
          ? (level as Record<string, unknown>)[segment]
          : undefined,
      strings,
    ) !== undefined;
/** Every string's dotted path. */
const leafPaths = (strings: Record<string, unknown>, prefix = ''): string[] =>
  Object.entries(strings).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? leafPaths(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );

describe('language files in parts', () => {
  test('no key is named by two parts', () => {
    expect(namedKeys.filter((key, index) => namedKeys.indexOf(key) !== index)).toEqual([]);
  });

  test.each(LOCALES)('%s has every key the parts name', (locale) => {
    expect(namedKeys.filter((key) => !hasKey(files[locale], key))).toEqual([]);
  });

  test.each(LOCALES)('%s: the parts the build serves add up to the whole file', async (locale) => {
    const parts = await Promise.all(
      LOCALE_PARTS.map(async (part) => (await localePartLoaders[locale][part]()).default),
    );
    const keys = parts.flatMap((part) => leafPaths(part));
    // Sorted with duplicates kept: a string in two parts would show up twice here.
    expect(keys.toSorted()).toEqual(leafPaths(files[locale]).toSorted());
    expect(parts.reduce(mergeLocaleStrings, {})).toEqual(files[locale]);
  });

  test('a part takes a nested key by its path, and the area keeps the rest', () => {
    const parts = splitLocaleStrings({
      jobs: { search: 'Search', job: { apply: 'Apply now' } },
      apply: { loading: 'Loading the form…', submit: 'Send' },
      nav: { jobs: 'Jobs' },
    });
    expect(parts.core).toEqual({ jobs: { search: 'Search' }, nav: { jobs: 'Jobs' } });
    expect(parts.job).toEqual({
      jobs: { job: { apply: 'Apply now' } },
      apply: { loading: 'Loading the form…' },
    });
    expect(parts.apply).toEqual({ apply: { submit: 'Send' } });
  });

  test('the core part has what the shell, the cookie banner and the job search show', async () => {
    const core = (await localePartLoaders['en-US'][CORE_LOCALE_PART]()).default;
    const firstPage = 'app nav language titles errors common form shell consent jobs'.split(' ');
    expect(Object.keys(core)).toEqual(expect.arrayContaining(firstPage));
  });
});
