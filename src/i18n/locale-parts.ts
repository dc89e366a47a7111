/**
 * The language files are split at build time into parts that load with the screens using them
 * (docs/decisions/005-locale-parts.md). Each lazy part names the keys it takes: a top-level key,
 * or a nested one by its dotted path (`apply.loading`); a key belongs to the part naming its
 * longest path, so a part can take a piece of another's area. Every key no part names is in the
 * core part, which loads at startup for the shell and the job search, so a new area's keys are
 * never lost, at worst loaded early until they get a part of their own.
 * Imported by the Vite plugin too, so nothing here may depend on the browser or on Vite.
 */
export const LAZY_LOCALE_PARTS = {
  auth: ['auth'],
  validation: ['validation'],
  // The job page's own strings, and what it shows of the apply area before the form has loaded:
  // its paint does not wait for the form's strings, nor the home page for the job page's.
  job: ['jobs.job', 'apply.loading', 'apply.applied'],
  apply: ['apply'],
  company: ['company'],
  applications: ['applications', 'files', 'meetings', 'messages', 'candidateTests'],
  settings: ['settings', 'privacy'],
  subscriptions: ['subscriptions'],
  accessibility: ['a11yStatement'],
  demo: ['demo'],
} as const satisfies Record<string, readonly string[]>;

export type LazyLocalePart = keyof typeof LAZY_LOCALE_PARTS;

/**
 * The parts each page the edge renders shows beside the core: they load with the page's code in
 * the browser (the route table), and a page the edge rendered has them fetched with its first
 * modules, so that its hydration does not wait for them.
 */
export const RENDERED_PAGE_PARTS = {
  home: [],
  'not-found': [],
  job: ['job'],
  company: ['company'],
} as const satisfies Record<string, readonly LazyLocalePart[]>;
export const CORE_LOCALE_PART = 'core' as const;
export type LocalePart = typeof CORE_LOCALE_PART | LazyLocalePart;
export type LocaleStrings = Record<string, unknown>;

export const LOCALE_PARTS: readonly LocalePart[] = [
  CORE_LOCALE_PART,
  ...(Object.keys(LAZY_LOCALE_PARTS) as LazyLocalePart[]),
];

/**
 * The build's module of one part of one language; its last segment names the chunk
 * (assets/sv-SE-core-<hash>.js), and the build's manifest keys the chunk by it.
 */
export const localePartModuleId = (locale: string, part: LocalePart) =>
  `virtual:locale-part/${locale}-${part}`;

const isStrings = (value: unknown): value is LocaleStrings =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Deep-merges `source` into `target`: parts that divide an object each hold a piece of it. */
export function mergeLocaleStrings(target: LocaleStrings, source: LocaleStrings): LocaleStrings {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    target[key] =
      isStrings(existing) && isStrings(value) ? mergeLocaleStrings({ ...existing }, value) : value;
  }
  return target;
}

/**
 * One language file's strings, divided by key into every part (empty ones too). Run by the build
 * and tests only: what it works out stays inside it, out of the browser's first download.
 */
export function splitLocaleStrings(strings: LocaleStrings): Record<LocalePart, LocaleStrings> {
  const partOfKey = new Map<string, LazyLocalePart>(
    Object.entries(LAZY_LOCALE_PARTS).flatMap(([part, keys]) =>
      keys.map((key) => [key, part as LazyLocalePart] as const),
    ),
  );
  // The paths above a nested key some part names: their objects are divided further.
  const dividedPaths = new Set(
    [...partOfKey.keys()].flatMap((key) =>
      key
        .split('.')
        .slice(0, -1)
        .map((_, index, segments) => segments.slice(0, index + 1).join('.')),
    ),
  );
  const parts = Object.fromEntries(LOCALE_PARTS.map((part) => [part, {}])) as Record<
    LocalePart,
    LocaleStrings
  >;
  const divide = (level: LocaleStrings, path: string[], inherited: LocalePart) => {
    for (const [key, value] of Object.entries(level)) {
      const keyPath = [...path, key];
      const name = keyPath.join('.');
      const part = partOfKey.get(name) ?? inherited;
      if (dividedPaths.has(name) && isStrings(value)) {
        divide(value, keyPath, part);
        continue;
      }
      let target = parts[part];
      for (const segment of path) target = (target[segment] ??= {}) as LocaleStrings;
      target[key] = value;
    }
  };
  divide(strings, [], CORE_LOCALE_PART);
  return parts;
}
