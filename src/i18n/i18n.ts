import i18next, { type BackendModule } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { localePartLoaders } from 'virtual:locale-parts';
import { readCookie, writeCookie } from '@/lib/cookies';
import { INTERPOLATION } from './interpolation';
import {
  DEFAULT_LOCALE,
  FALLBACK_LOCALE,
  LOCALE_COOKIE,
  LOCALE_COOKIE_OPTIONS,
  LOCALES,
  codeFromLocale,
  localeFromLanguages,
  localeFromCode,
  type Locale,
} from './languages';
import {
  CORE_LOCALE_PART,
  type LazyLocalePart,
  type LocalePart,
  type LocaleStrings,
  mergeLocaleStrings,
} from './locale-parts';

/** Parts the screens shown so far have asked for: every language loaded from now on gets them. */
const requestedParts = new Set<LazyLocalePart>();
/** Settles when the startup or a switch of language has loaded its strings (or failed to). */
let languageSettled: Promise<void> = Promise.resolve();

const isLocale = (language: string | undefined): language is Locale =>
  LOCALES.includes(language as Locale);

/**
 * A part's strings. Each part is a module: the module system downloads it once for everyone
 * waiting for it and keeps it; after a failed download, the next request for the part imports it
 * anew.
 */
function downloadPart(locale: Locale, part: LocalePart): Promise<LocaleStrings> {
  return localePartLoaders[locale][part]().then((module) => module.default);
}

async function addParts(locale: Locale, parts: readonly LazyLocalePart[]): Promise<void> {
  const bundles = await Promise.all(parts.map((part) => downloadPart(locale, part)));
  for (const bundle of bundles) {
    i18next.addResourceBundle(locale, 'translation', bundle, true, true);
  }
}

// i18next reads a language once: the core part and every part asked for until then. Parts asked
// for later are added to the store by loadLocaleParts and changeLanguage.
const localeParts: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    if (!isLocale(language)) {
      callback(new Error(`No language file for ${language}`), false);
      return;
    }
    Promise.all(
      [CORE_LOCALE_PART, ...requestedParts].map((part) => downloadPart(language, part)),
    ).then(
      (bundles) => callback(null, bundles.reduce(mergeLocaleStrings, {})),
      (error: unknown) => callback(error as Error, false),
    );
  },
};

/** The cookie first, then the browser's language list; the deployment's language when neither fits. */
const detector = new LanguageDetector();
detector.addDetector({
  name: 'portalCookie',
  lookup: () => localeFromCode(readCookie(LOCALE_COOKIE)) ?? undefined,
  cacheUserLanguage: (locale: string) =>
    writeCookie(LOCALE_COOKIE, codeFromLocale(locale), LOCALE_COOKIE_OPTIONS),
});
detector.addDetector({
  name: 'portalNavigator',
  lookup: () =>
    localeFromLanguages(navigator.languages?.length ? navigator.languages : [navigator.language]) ??
    undefined,
});
detector.addDetector({ name: 'portalDefault', lookup: () => DEFAULT_LOCALE });

export const i18n = i18next;

function setDocumentLanguage(locale: string): void {
  document.documentElement.lang = locale;
}

/** `language`: the one to start in (a server-rendered page's), instead of detecting it. */
export async function initI18n(language?: string): Promise<typeof i18next> {
  i18next.on('languageChanged', setDocumentLanguage);
  const starting = i18next
    .use(localeParts)
    .use(detector)
    .use(initReactI18next)
    .init({
      ...(isLocale(language) && { lng: language }),
      supportedLngs: LOCALES as Locale[],
      fallbackLng: FALLBACK_LOCALE,
      load: 'currentOnly',
      nonExplicitSupportedLngs: false,
      interpolation: INTERPOLATION,
      returnNull: false,
      detection: {
        order: ['portalCookie', 'portalNavigator', 'portalDefault'],
        caches: [], // the cookie is written only when the visitor picks a language
      },
      react: { useSuspense: false },
    });
  languageSettled = settled(starting);
  await starting;
  setDocumentLanguage(i18next.resolvedLanguage ?? FALLBACK_LOCALE);
  return i18next;
}

/**
 * Loads the strings of a screen about to show, for the current language, and remembers them for
 * every language switched to later. Lazily loaded components await it beside their import; routes
 * declare theirs in the route table (app/route-handle, docs/decisions/005-locale-parts.md).
 */
export async function loadLocaleParts(...parts: LazyLocalePart[]): Promise<void> {
  parts.forEach((part) => requestedParts.add(part));
  // A language load in flight may have read its parts before these were asked for.
  await languageSettled;
  const locale = i18next.language;
  // Before the language's core is in, a bundle would make i18next take the language as loaded;
  // its first read brings these parts along instead.
  if (!isLocale(locale) || !i18next.hasResourceBundle(locale, 'translation')) return;
  await addParts(locale, parts);
}

/**
 * A route loader's data, handed over once the locale parts of the route's screen are loaded too.
 * React Router renders the route's component, or its error boundary when the data fails, only
 * then, so neither shows a bare key.
 */
export async function withLocaleParts<Data>(
  parts: readonly LazyLocalePart[],
  data: Data | Promise<Data>,
): Promise<Data> {
  const [strings, result] = await Promise.allSettled([loadLocaleParts(...parts), data]);
  if (result.status === 'rejected') throw result.reason;
  if (strings.status === 'rejected') throw strings.reason;
  return result.value;
}

/**
 * The interface language once the startup or a switch of language has settled: what a loader
 * asks the API for when the answer is text in the visitor's language. The router starts before
 * the language is known (main.tsx), so a loader cannot read it directly.
 */
export async function settledLocale(): Promise<Locale> {
  await languageSettled;
  const locale = i18next.resolvedLanguage;
  return isLocale(locale) ? locale : FALLBACK_LOCALE;
}

/** The header's language switcher: change, then remember for 365 days (i18n_redirected). */
export async function changeLanguage(locale: Locale): Promise<void> {
  const switching = switchLanguage(locale);
  languageSettled = settled(switching);
  await switching;
  writeCookie(LOCALE_COOKIE, codeFromLocale(locale), LOCALE_COOKIE_OPTIONS);
}

async function switchLanguage(locale: Locale): Promise<void> {
  // A language read earlier (the fallback, or one switched away from) lacks the parts asked for
  // since; they go in before the switch so that no screen shows a bare key.
  if (i18next.hasResourceBundle(locale, 'translation')) await addParts(locale, [...requestedParts]);
  await i18next.changeLanguage(locale);
}

function settled(promise: Promise<unknown>): Promise<void> {
  return promise.then(
    () => undefined,
    () => undefined,
  );
}
