import { afterEach, expect, test, vi } from 'vitest';

// The app's own startup, on a fresh i18next for each case: the test setup's instance has every file.
vi.mock('i18next', async (importOriginal) => {
  const actual = await importOriginal<typeof import('i18next')>();
  return { ...actual, default: actual.default.createInstance() };
});

const LOCALE_COOKIE = 'i18n_redirected';

async function startWith({ cookie, languages }: { cookie?: string; languages: string[] }) {
  if (cookie) document.cookie = `${LOCALE_COOKIE}=${cookie}; path=/`;
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.resetModules();
  const { initI18n } = await import('./i18n');
  return (await initI18n()).language;
}

afterEach(() => {
  vi.unstubAllEnvs();
  document.cookie = `${LOCALE_COOKIE}=; path=/; max-age=0`;
});

// The language cookie first, then the browser's language list, the deployment's language
// (VITE_DEFAULT_LOCALE, Swedish when unset) when neither fits.
test('the language cookie wins over the browser', async () => {
  expect(await startWith({ cookie: 'no', languages: ['sv-SE', 'en-US'] })).toBe('nb-NO');
});

test('without the cookie, the first of the browser languages the portal has', async () => {
  expect(await startWith({ languages: ['de-DE', 'da', 'sv-SE'] })).toBe('da-DK');
});

test('an unknown cookie is passed over for the browser languages', async () => {
  expect(await startWith({ cookie: 'xx', languages: ['sv'] })).toBe('sv-SE');
});

test('Swedish when neither fits and the deployment names no language; detecting writes no cookie', async () => {
  vi.stubEnv('VITE_DEFAULT_LOCALE', '');
  expect(await startWith({ languages: ['de-DE', 'fr'] })).toBe('sv-SE');
  expect(document.cookie).not.toContain(LOCALE_COOKIE);
});

test("the deployment's language when neither fits", async () => {
  vi.stubEnv('VITE_DEFAULT_LOCALE', 'da-DK');
  expect(await startWith({ languages: ['de-DE'] })).toBe('da-DK');
  vi.stubEnv('VITE_DEFAULT_LOCALE', 'no');
  expect(await startWith({ languages: ['fr'] })).toBe('nb-NO');
});

// The edge reads the same list from a request: Accept-Language's tags by their weights.
test("a request's languages are read best first, and the first the portal has wins", async () => {
  const { acceptedLanguages, localeFromLanguages } = await import('./languages');
  expect(acceptedLanguages('de-DE,da;q=0.5, en;q=0.8,sv;q=0,*;q=0.1')).toEqual([
    'de-DE',
    'en',
    'da',
  ]);
  expect(localeFromLanguages(acceptedLanguages('de-DE,da;q=0.5, en;q=0.8'))).toBe('en-US');
  expect(localeFromLanguages(acceptedLanguages('nn,sv'))).toBe('nb-NO');
  expect(localeFromLanguages(acceptedLanguages('de, fr;q=0.9'))).toBeNull();
  expect(acceptedLanguages(null)).toEqual([]);
});
