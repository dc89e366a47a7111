import { describe, expect, test } from 'vitest';
import { translator } from './strings';

describe('the edge’s translations', () => {
  test('a count reads as the app shows it: formatted for the language, in its plural', () => {
    const t = translator('sv-SE');
    expect(t('company.openJobs', { count: 1 })).toBe('1 ledigt jobb');
    expect(t('company.openJobs', { count: 1234 })).toBe('1\u00a0234 lediga jobb');
    expect(translator('en-US')('company.openJobs', { count: 1234 })).toBe('1,234 open jobs');
  });
});
