import { useTranslation } from 'react-i18next';
import { useHydrated } from '@/lib/use-hydrated';
import { FALLBACK_LOCALE } from './languages';

type Formatter = Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat;

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

/**
 * Makes the locale's plain number formatter ahead of the first render that needs one: the first
 * Intl formatter of a page loads the locale's data, however small the formatter.
 */
export function loadLocaleData(locale: string): void {
  formatter(Intl.NumberFormat, locale);
}

const MEDIUM_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };
/**
 * Where a server render dates things, and so the hydration of its markup: the portal's home zone,
 * the same on both sides. From the render after hydration, dates follow the visitor's own zone.
 */
const SERVER_TIME_ZONE = 'Europe/Stockholm';

const DAY = 86_400_000;
/**
 * A moment's calendar day, numbered: in the zone named, else the visitor's. A day with a clock
 * change is one.
 */
function calendarDay(moment: Date, timeZone?: string): number {
  if (!timeZone) return Date.UTC(moment.getFullYear(), moment.getMonth(), moment.getDate()) / DAY;
  const parts = formatter(Intl.DateTimeFormat, 'en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((entry) => entry.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day')) / DAY;
}

/** A span of days in the unit people say it in: days for two weeks, then weeks, months, years. */
function inWords(days: number): [number, Intl.RelativeTimeFormatUnit] {
  if (days <= 0) return [0, 'day'];
  if (days < 14) return [-days, 'day'];
  if (days < 60) return [-Math.floor(days / 7), 'week'];
  if (days < 365) return [-Math.floor(days / 30), 'month'];
  return [-Math.floor(days / 365), 'year'];
}

/** Dates and numbers through Intl for the active locale. */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? FALLBACK_LOCALE;
  const hydrated = useHydrated();
  const timeZone = hydrated ? undefined : SERVER_TIME_ZONE;
  const number = (value: number, options?: Intl.NumberFormatOptions) =>
    formatter(Intl.NumberFormat, locale, options).format(value);
  const dates = (options: Intl.DateTimeFormatOptions) =>
    formatter(Intl.DateTimeFormat, locale, timeZone ? { ...options, timeZone } : options);
  const date = (value: string | number | Date, options: Intl.DateTimeFormatOptions = MEDIUM_DATE) =>
    dates(options).format(new Date(value));
  const relative = () => formatter(Intl.RelativeTimeFormat, locale, { numeric: 'auto' });
  const daysSince = (value: string | number | Date) =>
    calendarDay(new Date(), timeZone) - calendarDay(new Date(value), timeZone);
  const daysInWords = (days: number) => relative().format(...inWords(days));
  return {
    locale,
    date,
    /** Two moments as the language writes a span: what they share once ("9:00 – 10:00 AM"). */
    dateRange: (
      start: string | number | Date,
      end: string | number | Date,
      options: Intl.DateTimeFormatOptions,
    ) => dates(options).formatRange(new Date(start), new Date(end)),
    dateTime: (value: string | number | Date) =>
      date(value, { dateStyle: 'medium', timeStyle: 'short' }),
    number,
    /** Two amounts as the language writes a span: "38 000–45 000 kr", the currency once. */
    numberRange: (start: number, end: number, options?: Intl.NumberFormatOptions) =>
      formatter(Intl.NumberFormat, locale, options).formatRange(start, end),
    /**
     * How many calendar days ago a moment was, in words ("3 days ago", "yesterday"): in the
     * visitor's zone, and while a server renders and the browser hydrates, in the portal's home
     * zone. The words depend on the clock too, which the server and the browser read at other
     * moments, so they may differ across a midnight: components/days-ago shows them.
     */
    daysAgo: (value: string | number | Date) => daysInWords(daysSince(value)),
    /** The words for a day or two either side of `daysAgo`'s: what a midnight may turn it into. */
    daysAgoAround: (value: string | number | Date) => {
      const days = daysSince(value);
      return [-2, -1, 1, 2].map((change) => daysInWords(days + change));
    },
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
