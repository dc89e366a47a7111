import { describe, expect, test } from 'vitest';
import daDK from '../../locales/da-DK.json';
import enUS from '../../locales/en-US.json';
import nbNO from '../../locales/nb-NO.json';
import svSE from '../../locales/sv-SE.json';
import { changeLanguage, i18n, loadLocaleParts } from './i18n';
import { LAZY_LOCALE_PARTS } from './locale-parts';

const lazyKeys: string[] = Object.values(LAZY_LOCALE_PARTS).flat();
const topLevelKeys = (locale: string) =>
  Object.keys(i18n.getResourceBundle(locale, 'translation') ?? {}).sort();
const coreKeys = Object.keys(enUS)
  .filter((key) => !lazyKeys.includes(key))
  .sort();

describe('language parts in the running app', () => {
  test('startup reads the core part only', () => {
    expect(i18n.language).toBe('en-US');
    expect(topLevelKeys('en-US')).toEqual(coreKeys);
  });

  test('loadLocaleParts adds a part to the current language', async () => {
    expect(i18n.exists('company.industry')).toBe(false);
    await loadLocaleParts('company');
    expect(i18n.t('company.industry')).toBe(enUS.company.industry);
  });

  test('a language read for the first time comes with every part asked for so far', async () => {
    await changeLanguage('sv-SE');
    expect(document.documentElement.lang).toBe('sv-SE');
    expect(i18n.t('company.industry')).toBe(svSE.company.industry);
  });

  test('a language read before gets the parts asked for since, before it shows', async () => {
    await loadLocaleParts('settings');
    expect(i18n.t('settings.saving')).toBe(svSE.settings.saving);
    await changeLanguage('en-US');
    expect(i18n.t('settings.saving')).toBe(enUS.settings.saving);
    expect(topLevelKeys('en-US')).toEqual([...coreKeys, 'company', 'privacy', 'settings'].sort());
  });

  test('parts asked for during a switch reach the new language', async () => {
    const switching = changeLanguage('nb-NO');
    await loadLocaleParts('auth');
    await switching;
    expect(i18n.language).toBe('nb-NO');
    expect(i18n.t('auth.fields.email')).toBe(nbNO.auth.fields.email);
  });

  test('parts that divide an area add up, in a language read after they were asked for', async () => {
    await loadLocaleParts('job', 'apply');
    await changeLanguage('da-DK');
    expect(i18n.t('apply.loading')).toBe(daDK.apply.loading);
    expect(i18n.t('apply.submit')).toBe(daDK.apply.submit);
    expect(i18n.t('jobs.job.applyNow')).toBe(daDK.jobs.job.applyNow);
    expect(i18n.t('jobs.search.label')).toBe(daDK.jobs.search.label);
  });
});
