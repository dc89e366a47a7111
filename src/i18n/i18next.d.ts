import 'i18next';
import type enUS from '../../locales/en-US.json';

/**
 * Translation keys are typed from the English file, which has every key (locales.test.ts checks
 * the other three against it): `t('no.such.key')` fails `npm run typecheck`.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof enUS };
  }
}
