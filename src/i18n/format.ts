import { useTranslation } from 'react-i18next';
import { FALLBACK_LOCALE } from './languages';

/** Dates and numbers through Intl for the active locale. */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? FALLBACK_LOCALE;
  return {
    locale,
    date: (
      value: string | number | Date,
      options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
    ) => new Intl.DateTimeFormat(locale, options).format(new Date(value)),
    dateTime: (value: string | number | Date) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(value),
      ),
    number: (value: number, options?: Intl.NumberFormatOptions) =>
      new Intl.NumberFormat(locale, options).format(value),
    fileSize: (bytes: number) =>
      bytes < 1024 * 1024
        ? new Intl.NumberFormat(locale, {
            style: 'unit',
            unit: 'kilobyte',
            maximumFractionDigits: 0,
          }).format(Math.max(1, bytes / 1024))
        : new Intl.NumberFormat(locale, {
            style: 'unit',
            unit: 'megabyte',
            maximumFractionDigits: 1,
          }).format(bytes / (1024 * 1024)),
  };
}
