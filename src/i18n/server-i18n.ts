import i18next, { type i18n as I18n } from 'i18next';
import daDK from '../../locales/da-DK.json';
import enUS from '../../locales/en-US.json';
import nbNO from '../../locales/nb-NO.json';
import svSE from '../../locales/sv-SE.json';
import { INTERPOLATION } from './interpolation';
import { FALLBACK_LOCALE, LOCALES, type Locale } from './languages';

const STRINGS: Record<Locale, Record<string, unknown>> = {
  'sv-SE': svSE,
  'en-US': enUS,
  'nb-NO': nbNO,
  'da-DK': daDK,
};

/**
 * One visitor's language, in an i18next of its own: requests rendered side by side in one isolate
 * never share a language. The whole language file, synchronously: a server render cannot wait for
 * a part to download, and the file is in the worker's bundle anyway.
 */
export function serverTranslations(locale: Locale): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    supportedLngs: LOCALES as Locale[],
    fallbackLng: FALLBACK_LOCALE,
    load: 'currentOnly',
    resources: {
      [locale]: { translation: STRINGS[locale] },
      [FALLBACK_LOCALE]: { translation: STRINGS[FALLBACK_LOCALE] },
    },
    interpolation: INTERPOLATION,
    returnNull: false,
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}
