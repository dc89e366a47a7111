import { describe, expect, test } from 'vitest';
import { loginFirst, safeReturnPath } from './paths';

describe('safeReturnPath: only this site is ever a way back (no open redirect)', () => {
  test.each([
    '//evil.example/steal',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '%2F%2Fevil.example',
    decodeURIComponent('%2F%2Fevil.example'),
    decodeURIComponent('%2F%5Cevil.example'),
    ' //evil.example',
    '',
    null,
  ])('%j goes home', (candidate) => {
    expect(safeReturnPath(candidate)).toBe('/');
  });

  test.each([
    ['/application/app-1/messages', '/application/app-1/messages'],
    ['/subscription?x=1', '/subscription?x=1'],
    ['/?category=it#results', '/?category=it#results'],
    // A path that only looks encoded stays on this site.
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    // The dialog's own parameters are left behind, so the way back does not reopen it.
    ['/user/settings?auth=login&reason=session-ended&returnTo=%2F', '/user/settings'],
  ])('%s is kept as %s', (candidate, kept) => {
    expect(safeReturnPath(candidate)).toBe(kept);
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
