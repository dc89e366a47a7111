import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, test } from 'vitest';
import { Name } from '@/components/name/name';
import i18next from 'i18next';
import { isolatedInSentence, textLanguage, withoutDirectionControls } from './bidi';
import { loadLocaleParts } from '@/i18n/i18n';

// Rendered outside its route: its strings load as its screen loads them.
beforeAll(() => loadLocaleParts('subscriptions'));

describe('names from others and the direction of text', () => {
  test('a right-to-left override cannot make "CV\u202Efdp.exe" read as a PDF', () => {
    expect(withoutDirectionControls('CV\u202Efdp.exe')).toBe('CVfdp.exe');
    expect(withoutDirectionControls('a\u2066b\u2069\u202Ac\u202C')).toBe('abc');
  });

  test('marks that right-to-left names need stay', () => {
    expect(withoutDirectionControls('\u05D3\u05E0\u05D4\u200F.pdf')).toBe(
      '\u05D3\u05E0\u05D4\u200F.pdf',
    );
  });

  test('<Name> renders the name isolated, without the override', () => {
    render(<Name>{'CV\u202Efdp.exe'}</Name>);
    const name = screen.getByText('CVfdp.exe');
    expect(name.tagName).toBe('BDI');
  });

  test('in a sentence a right-to-left name is isolated, a left-to-right one is left as it is', () => {
    expect(isolatedInSentence('\u05D3\u05E0\u05D4 2')).toBe('\u2068\u05D3\u05E0\u05D4 2\u2069');
    expect(isolatedInSentence('\u0645\u0631\u064A\u0645')).toBe(
      '\u2068\u0645\u0631\u064A\u0645\u2069',
    );
    expect(isolatedInSentence('Barista, Göteborg')).toBe('Barista, Göteborg');
    expect(isolatedInSentence('\u2067\u05D0\u2069\u202E')).toBe('\u2068\u05D0\u2069');
  });

  test('every value i18next puts into a sentence goes through it', () => {
    expect(i18next.t('subscriptions.deleteNamed', { title: 'CV\u202Efdp.exe' })).toBe(
      'Delete job alert: CVfdp.exe',
    );
    expect(i18next.t('subscriptions.deleteNamed', { title: '\u05D3\u05E0\u05D4 2' })).toBe(
      'Delete job alert: \u2068\u05D3\u05E0\u05D4 2\u2069',
    );
    expect(i18next.t('subscriptions.checkInbox', { email: 'a/b@example.com' })).toContain(
      'a/b@example.com',
    );
  });
});

describe("someone else's text in its own language", () => {
  test('a language written right to left gets that direction, by its language or its script', () => {
    expect(textLanguage('ar')).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(textLanguage('he-IL')).toEqual({ lang: 'he-IL', dir: 'rtl' });
    expect(textLanguage('fa_IR')).toEqual({ lang: 'fa_IR', dir: 'rtl' });
    expect(textLanguage('pa-Arab')).toEqual({ lang: 'pa-Arab', dir: 'rtl' });
    expect(textLanguage('uz-Arab-AF')).toEqual({ lang: 'uz-Arab-AF', dir: 'rtl' });
  });

  test("one written left to right keeps the page's direction; no language, no attributes", () => {
    expect(textLanguage('sv')).toEqual({ lang: 'sv' });
    expect(textLanguage('nb-NO')).toEqual({ lang: 'nb-NO' });
    expect(textLanguage('az-Latn')).toEqual({ lang: 'az-Latn' });
    expect(textLanguage('ar-Latn')).toEqual({ lang: 'ar-Latn' });
    expect(textLanguage(null)).toEqual({});
    expect(textLanguage(undefined)).toEqual({});
  });
});
