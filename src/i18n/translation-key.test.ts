import type { TFunction } from 'i18next';
import { expect, test } from 'vitest';
import type { TranslationKey } from './translation-key';

/**
 * Type checks that `npm run typecheck` runs: should keys stop being typed (the declaration in
 * i18next.d.ts lost), the `@ts-expect-error` lines below would expect nothing, and that fails.
 */
test('a key the locale files lack does not typecheck; one they have does', () => {
  const words = (t: TFunction) => [
    t('jobs.job.allJobs'),
    // @ts-expect-error -- not a key of the locale files
    t('jobs.job.noSuchKey'),
  ];
  // @ts-expect-error -- a map to words takes keys, not any string
  const title: TranslationKey = 'titles.noSuchPage';
  expect(typeof words).toBe('function');
  expect(title).toBe('titles.noSuchPage');
});
