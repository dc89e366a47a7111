import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { INTERPOLATION } from '@/i18n/interpolation';
import daDK from '../../locales/da-DK.json';
import enUS from '../../locales/en-US.json';
import nbNO from '../../locales/nb-NO.json';
import svSE from '../../locales/sv-SE.json';

/** Tests read English unless they switch; all four files are loaded at once here. */
export async function initTestI18n(): Promise<void> {
  if (i18next.isInitialized) {
    await i18next.changeLanguage('en-US');
    return;
  }
  await i18next.use(initReactI18next).init({
    lng: 'en-US',
    fallbackLng: 'en-US',
    supportedLngs: ['sv-SE', 'en-US', 'nb-NO', 'da-DK'],
    resources: {
      'sv-SE': { translation: svSE },
      'en-US': { translation: enUS },
      'nb-NO': { translation: nbNO },
      'da-DK': { translation: daDK },
    },
    interpolation: INTERPOLATION,
    react: { useSuspense: false },
  });
}
