import { describe, expect, test } from 'vitest';
import { loginFirst, loginOverPage, sameOriginPath, safeReturnPath } from './paths';

describe('sameOriginPath and safeReturnPath: only a path of this site is ever followed', () => {
  const LONG = 'a'.repeat(5000);
  test.each([
    // Another site, as written or as the URL parser reads it.
    '//evil.example/steal',
    '///evil.example',
    '/\\evil.example',
    '\\/evil.example',
    '\\\\evil.example',
    ' //evil.example',
    '\t//evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/\\\t\\evil.example',
    'https://evil.example/',
    'HTTP://evil.example',
    'http:/\\evil.example',
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    // Dot segments that leave `//` behind, plain or encoded.
    '/.//evil.example/x',
    '/./\\evil.example',
    '/%2e//evil.example/x',
    '/%2E%2E//evil.example',
    '/a/..//evil.example/x',
    '/a/%2e%2e//evil.example',
    '/a/%2E%2E/%2e/\\evil.example',
    // Encoded slashes, backslashes, tabs and newlines that a later decoding would make one.
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '%2F%2Fevil.example',
    '/.%2F/evil.example',
    '/%5cevil.example',
    '/%5C%5Cevil.example',
    '/%252F%252Fevil.example',
    '/%25252f/evil.example',
    '/%09/evil.example',
    '/%0a/evil.example',
    '/%0D%0A/evil.example',
    decodeURIComponent('%2F%2Fevil.example'),
    decodeURIComponent('%2F%5Cevil.example'),
    `/${'/'.repeat(5000)}evil.example`,
    '//',
    '',
    null,
    undefined,
  ])('%j goes home', (candidate) => {
    expect(sameOriginPath(candidate)).toBe('/');
    expect(safeReturnPath(candidate)).toBe('/');
  });

  test.each([
    // Good paths keep their own encoding, query and hash.
    ['/application/app-1/messages', '/application/app-1/messages'],
    ['/subscription?x=1', '/subscription?x=1'],
    ['/?category=it#results', '/?category=it#results'],
    ['/job/a%20b?q=x+y&page=2#apply', '/job/a%20b?q=x+y&page=2#apply'],
    ['/?q=%2F%2Fevil.example', '/?q=%2F%2Fevil.example'],
    ['/job/a%2Fb', '/job/a%2Fb'],
    [`/job/${LONG}`, `/job/${LONG}`],
    // Dot segments resolve as the browser resolves them, and stay on this site.
    ['/a/b/../c', '/a/c'],
    ['/a/%2e%2e/subscription', '/subscription'],
    ['/../../subscription', '/subscription'],
    // Look-alike slashes are no slashes: the parser writes them encoded, in a path of this site.
    ['/\uFF0Fevil.example', '/%EF%BC%8Fevil.example'],
    ['\uFF0F\uFF0Fevil.example', '/%EF%BC%8F%EF%BC%8Fevil.example'],
    ['/\u2044evil.example', '/%E2%81%84evil.example'],
    ['/\u2215evil.example', '/%E2%88%95evil.example'],
    // The parser reads a scheme without `//` as a path when it is its base's own: still this site.
    ['HTTPS:evil.example', '/evil.example'],
    // A NUL is written encoded, never cut at.
    ['/%00', '/%00'],
    ['/\u0000evil.example', '/%00evil.example'],
  ])('%j is followed as %j', (candidate, kept) => {
    expect(sameOriginPath(candidate)).toBe(kept);
    expect(safeReturnPath(candidate)).toBe(kept);
  });

  test.each([
    ['/user/settings?auth=login&reason=session-ended&returnTo=%2F', '/user/settings'],
    ['/subscription?auth=register&step=x&page=2#list', '/subscription?page=2#list'],
    ['/?from=login&auth=server-error&q=a%20b', '/?q=a+b'],
  ])('a way back leaves the dialog’s own parameters behind: %j is %j', (candidate, kept) => {
    expect(safeReturnPath(candidate)).toBe(kept);
    // An emailed link keeps them: they open its view.
    expect(sameOriginPath(candidate)).toBe(candidate);
  });
});

describe('loginFirst', () => {
  test('opens the login on the home page with the reason and the way back', () => {
    expect(loginFirst('login-required', '/application/app-1/messages')).toBe(
      '/?auth=login&reason=login-required&returnTo=%2Fapplication%2Fapp-1%2Fmessages',
    );
  });

  test('leaves out a way back that is home or not this site', () => {
    expect(loginFirst('session-ended', '/')).toBe('/?auth=login&reason=session-ended');
    expect(loginFirst('session-ended', '//evil.example')).toBe('/?auth=login&reason=session-ended');
  });
});

describe('loginOverPage', () => {
  test("opens the login over the page itself, keeping the page's own query", () => {
    expect(loginOverPage('session-ended', '/application/app-1/messages?tab=2')).toBe(
      '/application/app-1/messages?tab=2&auth=login&reason=session-ended',
    );
  });

  test('never over another site, and never with an earlier way back', () => {
    expect(loginOverPage('session-ended', '//evil.example/x')).toBe(
      '/?auth=login&reason=session-ended',
    );
    expect(loginOverPage('session-ended', '/job/x?auth=login&returnTo=%2Fy')).toBe(
      '/job/x?auth=login&reason=session-ended',
    );
  });
});
