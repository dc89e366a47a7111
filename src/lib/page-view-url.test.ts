import { describe, expect, test } from 'vitest';
import { addressWithoutSecrets, pageViewUrl } from './page-view-url';

const ORIGIN = 'https://jobs.example.com';

describe('what a page view tells the analytics host', () => {
  test.each([
    ['/', '?auth=reset-password&token=secret-token', 'https://jobs.example.com/'],
    ['/', '?auth=register&token=t&step=twoFactor', 'https://jobs.example.com/'],
    ['/subscription', '?token=abc', 'https://jobs.example.com/subscription'],
    ['/', '?q=my+name+and+phone', 'https://jobs.example.com/'],
    ['/', '?returnTo=%2Fapplication&someNewSecret=1', 'https://jobs.example.com/'],
  ])('%s%s reports %s', (pathname, search, expected) => {
    expect(pageViewUrl(pathname, search, ORIGIN)).toBe(expected);
  });

  test("the job list's filters and page stay", () => {
    expect(pageViewUrl('/', '?q=nurse&category=IT&region=Oslo&page=2', ORIGIN)).toBe(
      'https://jobs.example.com/?category=IT&region=Oslo&page=2',
    );
  });

  test('what the tab keeps of an address (scroll positions) has no token either', () => {
    expect(addressWithoutSecrets('/', '?auth=reset-password&token=secret')).toBe('/');
    expect(addressWithoutSecrets('/', '?page=2&q=nurse')).toBe('/?page=2');
  });
});
