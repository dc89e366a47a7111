import { act, renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { useFormat } from './format';
import { loadLocaleParts } from './i18n';

// Rendered outside its route: its strings load as its screen loads them.
beforeAll(() => loadLocaleParts('company'));

afterEach(async () => {
  await i18next.changeLanguage('en-US');
});

const when = Date.UTC(2026, 10, 24, 14, 30);

describe('useFormat: one formatter per kind, locale and options', () => {
  test('each set of options keeps its own format', () => {
    const { result } = renderHook(() => useFormat());
    expect(result.current.date(when)).toBe('Nov 24, 2026');
    expect(result.current.dateTime(when)).toMatch(/^Nov 24, 2026, \d{1,2}:30 (AM|PM)$/);
    expect(result.current.date(when, { month: 'long' })).toBe('November');
    expect(result.current.date(when)).toBe('Nov 24, 2026');
    expect(result.current.number(1234.5)).toBe('1,234.5');
    expect(result.current.number(0.25, { style: 'percent' })).toBe('25%');
    expect(result.current.fileSize(2048)).toBe('2 kB');
    expect(result.current.fileSize(3.5 * 1024 * 1024)).toBe('3.5 MB');
  });

  test('a change of language formats in the new locale, not from the old one’s formatter', async () => {
    const { result } = renderHook(() => useFormat());
    expect(result.current.number(1234.5)).toBe('1,234.5');
    await act(() => i18next.changeLanguage('sv-SE'));
    expect(result.current.number(1234.5)).toBe('1\u00a0234,5');
    expect(result.current.date(when)).toBe('24 nov. 2026');
  });
});

describe('numbers in sentences', () => {
  test('a count in a sentence reads like a count on its own, and keeps its plural', async () => {
    const { result } = renderHook(() => useFormat());
    await act(() => i18next.changeLanguage('sv-SE'));
    expect(i18next.t('jobs.results.count', { count: 1234 })).toBe(
      `${result.current.number(1234)} jobb hittades`,
    );
    expect(i18next.t('company.openJobs', { count: 1 })).toBe('1 ledigt jobb');
    expect(i18next.t('company.openJobs', { count: 1234 })).toBe('1\u00a0234 lediga jobb');
    await act(() => i18next.changeLanguage('en-US'));
    expect(i18next.t('jobs.filters.showCount', { count: 1234 })).toBe('Show 1,234 jobs');
  });
});

describe('how long ago, and amounts as a span', () => {
  test('calendar days in the unit people say them in: days for two weeks, then weeks, months, years', () => {
    const { result } = renderHook(() => useFormat());
    const daysBack = (days: number) => {
      const moment = new Date();
      moment.setDate(moment.getDate() - days);
      return moment;
    };
    const expected: Array<[number, string]> = [
      [-2, 'today'],
      [0, 'today'],
      [1, 'yesterday'],
      [13, '13 days ago'],
      [14, '2 weeks ago'],
      [59, '8 weeks ago'],
      [60, '2 months ago'],
      [400, 'last year'],
    ];
    for (const [days, words] of expected)
      expect(result.current.daysAgo(daysBack(days)), `${days} days`).toBe(words);
  });

  test('a range writes what its ends share once', async () => {
    const { result } = renderHook(() => useFormat());
    await act(() => i18next.changeLanguage('sv-SE'));
    const money = { style: 'currency', currency: 'SEK', maximumFractionDigits: 0 } as const;
    expect(result.current.numberRange(38000, 45000, money)).toBe('38\u00a0000–45\u00a0000\u00a0kr');
  });
});
