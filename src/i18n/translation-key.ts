import type { ParseKeys } from 'i18next';

/**
 * A key of the locale files, typed from en-US.json (i18next.d.ts beside this file): a key that
 * does not exist fails `npm run typecheck`. Maps from a status, a view or a section to its words
 * are typed with it, so each of their keys is checked too.
 */
export type TranslationKey = ParseKeys;
