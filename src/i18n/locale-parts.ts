/**
 * The language files are split at build time into parts that load with the screens using them
 * (docs/decisions/005-locale-parts.md). Each lazy part names the top-level keys it takes; every
 * other key is in the core part, which loads at startup for the shell and the job search, so a
 * new area's keys are never lost, at worst loaded early until they get a part of their own.
 * Imported by the Vite plugin too, so nothing here may depend on the browser or on Vite.
 */
export const LAZY_LOCALE_PARTS = {
  auth: ['auth'],
  validation: ['validation'],
  apply: ['apply'],
  company: ['company'],
  applications: ['applications', 'files', 'meetings', 'messages', 'candidateTests'],
  settings: ['settings', 'privacy'],
  subscriptions: ['subscriptions'],
  accessibility: ['a11yStatement'],
  demo: ['demo'],
} as const satisfies Record<string, readonly string[]>;

export type LazyLocalePart = keyof typeof LAZY_LOCALE_PARTS;
export const CORE_LOCALE_PART = 'core' as const;
export type LocalePart = typeof CORE_LOCALE_PART | LazyLocalePart;
export type LocaleStrings = Record<string, unknown>;

export const LOCALE_PARTS: readonly LocalePart[] = [
  CORE_LOCALE_PART,
  ...(Object.keys(LAZY_LOCALE_PARTS) as LazyLocalePart[]),
];

const partOfKey = new Map<string, LazyLocalePart>(
  Object.entries(LAZY_LOCALE_PARTS).flatMap(([part, keys]) =>
    keys.map((key) => [key, part as LazyLocalePart] as const),
  ),
);

/** One language file's strings, divided by top-level key into every part (empty ones too). */
export function splitLocaleStrings(strings: LocaleStrings): Record<LocalePart, LocaleStrings> {
  const parts = Object.fromEntries(LOCALE_PARTS.map((part) => [part, {}])) as Record<
    LocalePart,
    LocaleStrings
  >;
  for (const [key, value] of Object.entries(strings)) {
    parts[partOfKey.get(key) ?? CORE_LOCALE_PART][key] = value;
  }
  return parts;
}
