// @vitest-environment-options {"url": "https://jobs.eu.example.com/jobs/123"}
import { http, HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { server } from '@/mocks/node';
import { candidatePayload, makeToken } from '@/testing/render-route';
import { storedText } from '@/testing/storage';
import { createHttpClient, setEjectNavigator } from './http';
import { logout } from './logout';
import { getSession, refreshSession } from './session';

/**
 * The auth service runs on a sibling host (auth.eu.example.com) and sets the readable login cookie
 * for a parent domain; the portal runs here, on jobs.eu.example.com.
 */
const hasAuthCookie = () => document.cookie.includes('authtoken=');
const main = createHttpClient('main', '');

function setCookieFromAuthService(token: string, attributes: string) {
  document.cookie = `authtoken=${token}; ${attributes}; SameSite=Lax`;
  expect(hasAuthCookie()).toBe(true);
}

/** The main API calls every token expired; the returned spy records where an eject navigates. */
function answerJwtExpired() {
  const navigate = vi.fn();
  setEjectNavigator(navigate);
  server.use(
    http.get('*/private', () =>
      HttpResponse.json({ errors: [{ message: 'jwt expired' }] }, { status: 401 }),
    ),
  );
  return navigate;
}

describe('a login cookie set for a parent domain', () => {
  test.each([
    ['the parent domain', 'Domain=example.com; Path=/'],
    ['the next parent domain', 'Domain=eu.example.com; Path=/'],
    ['this host as a domain', 'Domain=jobs.eu.example.com; Path=/'],
    ['this host only, on a parent path', 'Path=/jobs'],
  ])(
    'set for %s, goes on logout even when the logout answer is lost, and a reload shows nobody',
    async (_label, attributes) => {
      setCookieFromAuthService(makeToken(candidatePayload()), attributes);
      expect(refreshSession().authenticated).toBe(true);
      server.use(http.post('*/auth/logout', () => HttpResponse.error()));
      await expect(logout()).rejects.toBeDefined();
      expect(hasAuthCookie()).toBe(false);
      expect(refreshSession().authenticated).toBe(false);
    },
  );

  test("goes on a 'jwt expired' answer; the visitor is sent to the login once", async () => {
    setCookieFromAuthService(makeToken(candidatePayload()), 'Domain=example.com; Path=/');
    refreshSession();
    const navigate = answerJwtExpired();
    await expect(main.get('/private')).rejects.toMatchObject({ kind: 'session-expired' });
    expect(hasAuthCookie()).toBe(false);
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});

describe('a token the main API called expired, in a cookie this page cannot remove', () => {
  test('never counts again: a reload is anonymous, and a later answer ejects nobody and says nothing', async () => {
    // `/jobs/` with its slash is a Path the portal does not try, so this cookie stays.
    const token = makeToken(candidatePayload());
    setCookieFromAuthService(token, 'Domain=example.com; Path=/jobs/');
    expect(refreshSession().authenticated).toBe(true);
    const navigate = answerJwtExpired();
    await expect(main.get('/private')).rejects.toMatchObject({ kind: 'session-expired' });
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith(
      '/?auth=login&reason=session-ended&returnTo=%2Fjobs%2F123',
    );
    expect(hasAuthCookie()).toBe(true);

    // A reload, and the next page's calls: the same token is still sent, and is nobody.
    expect(refreshSession().authenticated).toBe(false);
    await expect(main.get('/private')).rejects.toMatchObject({ kind: 'session-expired' });
    await expect(main.get('/private')).rejects.toMatchObject({ kind: 'session-expired' });
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(getSession().authenticated).toBe(false);
    // What is remembered is a fingerprint, not the token nor any part of it.
    for (const part of token.split('.')) expect(storedText()).not.toContain(part);
    document.cookie = 'authtoken=; Max-Age=0; Domain=example.com; Path=/jobs/';
  });
});
