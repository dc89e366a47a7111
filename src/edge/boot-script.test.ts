import { afterEach, describe, expect, test, vi } from 'vitest';
import { readConsent } from '@/features/consent/consent-store';
import { allowingBootScript, BOOT_SCRIPT } from './boot-script';

/** Runs the boot script against a document that has these cookies; true when it marks consent due. */
function bootMarksConsentDue(cookie: string): boolean {
  const classes = new Set<string>();
  const document = {
    cookie,
    documentElement: { classList: { add: (name: string) => classes.add(name) } },
    currentScript: null,
    visibilityState: 'visible',
    addEventListener: () => {},
  };
  new Function('document', 'window', BOOT_SCRIPT)(document, {});
  return classes.has('consent-due');
}

const record = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe('the boot script decides about the banner as the app does', () => {
  afterEach(() => vi.restoreAllMocks());

  test.each([
    ['no cookie at all', ''],
    [
      'a choice made',
      `cookie-consent=${record({ handled: true, statistics: false, marketing: true })}`,
    ],
    [
      'a choice among other cookies',
      `a=1; cookie-consent=${record({ handled: true, statistics: true, marketing: true })}; b=2`,
    ],
    [
      'a choice stored without encoding',
      'cookie-consent={"handled":true,"statistics":true,"marketing":false}',
    ],
    [
      'not handled',
      `cookie-consent=${record({ handled: false, statistics: true, marketing: true })}`,
    ],
    ['a field missing', `cookie-consent=${record({ handled: true, statistics: true })}`],
    [
      'a field of the wrong type',
      `cookie-consent=${record({ handled: 'yes', statistics: true, marketing: true })}`,
    ],
    ['garbage', 'cookie-consent=%7Bnot json'],
    ['broken encoding', 'cookie-consent=%E0%A4%A'],
    ['null', 'cookie-consent=null'],
    [
      'another cookie ending in the name',
      `xcookie-consent=${record({ handled: true, statistics: true, marketing: true })}`,
    ],
  ])('%s', (_, cookie) => {
    vi.spyOn(document, 'cookie', 'get').mockReturnValue(cookie);
    expect(bootMarksConsentDue(cookie)).toBe(!readConsent().handled);
  });

  test('a choice made keeps the banner hidden; none shows it', () => {
    expect(bootMarksConsentDue('')).toBe(true);
    expect(
      bootMarksConsentDue(
        `cookie-consent=${record({ handled: true, statistics: false, marketing: false })}`,
      ),
    ).toBe(false);
  });
});

test('the CSP allows the boot script in script-src and nowhere else', () => {
  expect(
    allowingBootScript(
      "default-src 'none'; script-src 'self' https://a.example; style-src 'self'",
      "'sha256-x'",
    ),
  ).toBe("default-src 'none'; script-src 'self' https://a.example 'sha256-x'; style-src 'self'");
});
