// Served by scripts/locale-parts-plugin.ts.
declare module 'virtual:locale-parts' {
  import type { Locale } from '@/i18n/languages';
  import type { LocalePart, LocaleStrings } from '@/i18n/locale-parts';

  export const localePartLoaders: Record<
    Locale,
    Record<LocalePart, () => Promise<{ default: LocaleStrings }>>
  >;
}
