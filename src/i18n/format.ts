import { useTranslation } from 'react-i18next';
import { yieldToBrowser } from '@/lib/tasks';
import { FALLBACK_LOCALE } from './languages';

type Formatter = Intl.DateTimeFormat | Intl.NumberFormat;

// Making an Intl formatter costs far more than using one (a list of twenty job cards made forty),
// so each kind, locale and set of options gets one, kept for the life of the page.
const formatters = new Map<string, Formatter>();

function formatter<T extends Formatter>(
  Format: new (locale: string, options?: object) => T,
  locale: string,
  options?: object,
): T {
  const key = `${Format.name} ${locale} ${JSON.stringify(options)}`;
  let made = formatters.get(key) as T | undefined;
  if (!made) formatters.set(key, (made = new Format(locale, options)));
  return made;
}

const MEDIUM_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };

/**
 * Makes the first page's formatters before its render asks for them, each in a task of its own
 * (decision 006): the page's first Intl formatter loads ICU's data, 13–37 ms in Chromium in one
 * call, and the job cards' dates need a date formatter. The locale's own data comes first, in a
 * task of its own (3–10 ms); the number formatter after it takes 8–14 ms. Kept like every
 * other, the render then uses them, and its tasks stay short. i18next's own number format
 * (`{{count, number}}`) makes its own, in the few milliseconds any later one costs.
 */
export async function prepareFormatters(locale: string): Promise<void> {
  await yieldToBrowser();
  new Intl.Locale(locale).maximize();
  await yieldToBrowser();
  formatter(Intl.NumberFormat, locale).format(1);
  await yieldToBrowser();
  formatter(Intl.DateTimeFormat, locale, MEDIUM_DATE).format(0);
}

/** Dates and numbers through Intl for the active locale. */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? FALLBACK_LOCALE;
  const number = (value: number, options?: Intl.NumberFormatOptions) =>
    formatter(Intl.NumberFormat, locale, options).format(value);
  const date = (value: string | number | Date, options: Intl.DateTimeFormatOptions = MEDIUM_DATE) =>
    formatter(Intl.DateTimeFormat, locale, options).format(new Date(value));
  return {
    locale,
    date,
    /** Two moments as the language writes a span: what they share once ("9:00 – 10:00 AM"). */
    dateRange: (
      start: string | number | Date,
      end: string | number | Date,
      options: Intl.DateTimeFormatOptions,
    ) =>
      formatter(Intl.DateTimeFormat, locale, options).formatRange(new Date(start), new Date(end)),
    dateTime: (value: string | number | Date) =>
      date(value, { dateStyle: 'medium', timeStyle: 'short' }),
    number,
    fileSize: (bytes: number) =>
      bytes < 1024 * 1024
        ? number(Math.max(1, bytes / 1024), {
            style: 'unit',
            unit: 'kilobyte',
            maximumFractionDigits: 0,
          })
        : number(bytes / (1024 * 1024), {
            style: 'unit',
            unit: 'megabyte',
            maximumFractionDigits: 1,
          }),
  };
}
