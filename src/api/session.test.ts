import { describe, expect, test, vi } from 'vitest';
import { candidatePayload, makeToken, setAuthCookie } from '@/testing/render-route';
import { emailedLinkToken, takeEmailedLinkToken } from '@/lib/emailed-link';
import { seedFormDraft, storedText } from '@/testing/storage';
import {
  clearSession,
  completeLogin,
  decodeCandidateToken,
  followProfileName,
  getSession,
  refreshSession,
} from './session';

const hasAuthCookie = () => document.cookie.includes('authtoken=');

describe('decodeCandidateToken', () => {
  test('a candidate token yields id and name', () => {
    expect(decodeCandidateToken(makeToken(candidatePayload()))).toEqual({
      id: 'cand-1',
      name: 'Test Candidate',
    });
  });

  test('another user type is not a candidate', () => {
    const token = makeToken(
      candidatePayload({ user: { id: 'r1', name: 'Rita', type: 'recruiter' } }),
    );
    expect(decodeCandidateToken(token)).toBeNull();
  });

  test('a malformed token is nothing', () => {
    expect(decodeCandidateToken('not-a-jwt')).toBeNull();
    expect(decodeCandidateToken('a.b.c')).toBeNull();
    expect(decodeCandidateToken(makeToken({ user: 'x' }))).toBeNull();
  });

  test('an expired token is nothing', () => {
    expect(
      decodeCandidateToken(makeToken(candidatePayload({ exp: Math.floor(Date.now() / 1000) - 1 }))),
    ).toBeNull();
  });

  test('a token without a numeric, finite exp is nothing: a session has an end', () => {
    const later = Math.floor(Date.now() / 1000) + 3600;
    const { exp: _exp, ...withoutExp } = candidatePayload();
    expect(decodeCandidateToken(makeToken(withoutExp))).toBeNull();
    expect(decodeCandidateToken(makeToken(candidatePayload({ exp: String(later) })))).toBeNull();
    // NaN and Infinity travel in JSON as null, or as a number too large to be finite.
    expect(decodeCandidateToken(makeToken(candidatePayload({ exp: null })))).toBeNull();
    const [header, , signature] = makeToken(candidatePayload()).split('.');
    const infinite = btoa('{"user":{"id":"cand-1","name":"A","type":"candidate"},"exp":1e999}')
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
    expect(decodeCandidateToken(`${header}.${infinite}.${signature}`)).toBeNull();
  });
});

describe('a token the main API called expired', () => {
  const DAY_MS = 24 * 60 * 60 * 1000;

  test('is nobody from then on, though its exp is ahead and its cookie comes back', () => {
    const token = makeToken(candidatePayload());
    document.cookie = `authtoken=${token}; Path=/`;
    expect(refreshSession().authenticated).toBe(true);
    clearSession('expired');
    expect(hasAuthCookie()).toBe(false);
    document.cookie = `authtoken=${token}; Path=/`;
    expect(decodeCandidateToken(token)).toBeNull();
    expect(refreshSession().authenticated).toBe(false);
    // Not a session: removed again.
    expect(hasAuthCookie()).toBe(false);
    // A new login is a new token, and counts.
    setAuthCookie(candidatePayload({ exp: Math.floor(Date.now() / 1000) + 7200 }));
    expect(refreshSession().authenticated).toBe(true);
  });

  test('is remembered until its exp, a day at most, and then leaves storage', () => {
    const now = Date.now();
    const soon = makeToken(candidatePayload({ exp: Math.floor(now / 1000) + 3600 }));
    const late = makeToken(candidatePayload({ exp: Math.floor(now / 1000) + 3 * 24 * 3600 }));
    for (const token of [soon, late]) {
      document.cookie = `authtoken=${token}; Path=/`;
      refreshSession();
      clearSession('expired');
    }
    expect(window.localStorage.getItem('auth.rejectedTokens')).not.toBeNull();
    expect(decodeCandidateToken(late, now + DAY_MS - 60_000)).toBeNull();
    // After a day the cookie (a day long) is gone on its own: the token would count again.
    expect(decodeCandidateToken(late, now + DAY_MS + 60_000)).not.toBeNull();
    expect(window.localStorage.getItem('auth.rejectedTokens')).toBeNull();
  });

  test('a logout leaves no trace of the token in storage', () => {
    setAuthCookie(candidatePayload());
    refreshSession();
    clearSession('logout');
    expect(window.localStorage.getItem('auth.rejectedTokens')).toBeNull();
  });
});

describe('refreshSession', () => {
  test('a candidate cookie signs the visitor in', () => {
    setAuthCookie(candidatePayload());
    expect(refreshSession()).toMatchObject({
      authenticated: true,
      name: 'Test Candidate',
      userId: 'cand-1',
    });
  });

  test.each([
    [
      'another type',
      makeToken(candidatePayload({ user: { id: '1', name: 'R', type: 'recruiter' } })),
    ],
    ['malformed', '%%%garbage'],
    ['expired', makeToken(candidatePayload({ exp: 1 }))],
  ])('%s: anonymous and the cookie is removed', (_label, token) => {
    document.cookie = `authtoken=${token}; Path=/`;
    expect(refreshSession().authenticated).toBe(false);
    expect(hasAuthCookie()).toBe(false);
  });
});

describe("the candidate's name", () => {
  test("a profile's name replaces the token's, for that candidate only, until the login ends", () => {
    setAuthCookie(candidatePayload());
    refreshSession();
    followProfileName('someone-else', 'Other Person');
    expect(getSession().name).toBe('Test Candidate');
    followProfileName('cand-1', 'Maja Lind');
    expect(getSession().name).toBe('Maja Lind');
    // The cookie, read again on focus, still holds the name it was issued with.
    refreshSession();
    expect(getSession().name).toBe('Maja Lind');
    clearSession('logout');
    setAuthCookie(candidatePayload());
    expect(refreshSession().name).toBe('Test Candidate');
  });
});

describe('completeLogin', () => {
  test('sets name, id and method from the cookie', () => {
    setAuthCookie(candidatePayload());
    completeLogin('totp');
    expect(getSession()).toEqual({
      authenticated: true,
      name: 'Test Candidate',
      userId: 'cand-1',
      authMethod: 'totp',
      endedByItself: false,
    });
    clearSession('logout');
    expect(getSession().authenticated).toBe(false);
  });

  test("an undecodable cookie is 'Failed to verify user'", () => {
    document.cookie = 'authtoken=broken; Path=/';
    expect(() => completeLogin('sms')).toThrow('Failed to verify user');
    expect(getSession().authenticated).toBe(false);
  });
});

describe('another tab', () => {
  // Cookie changes reach other tabs a moment after their message, so neither test waits for them.
  test('a logout there signs this tab out even while its copy of the cookie is still there', async () => {
    setAuthCookie(candidatePayload());
    expect(refreshSession().authenticated).toBe(true);
    const otherTab = new BroadcastChannel('portal-session');
    otherTab.postMessage({ userId: null });
    await vi.waitFor(() => expect(getSession().authenticated).toBe(false));
    expect(hasAuthCookie()).toBe(false);
    otherTab.close();
  });

  test('a session that ended by itself there ends here as it would have here: what was typed waits', async () => {
    setAuthCookie(candidatePayload());
    refreshSession();
    seedFormDraft('reply:app-1', { body: 'Half a reply' });
    // The other tab removed the shared cookie, then said why.
    document.cookie = 'authtoken=; Path=/; Max-Age=0';
    const otherTab = new BroadcastChannel('portal-session');
    otherTab.postMessage({ userId: null, ending: 'expired' });
    await vi.waitFor(() =>
      expect(getSession()).toMatchObject({ authenticated: false, endedByItself: true }),
    );
    otherTab.close();

    setAuthCookie(candidatePayload());
    refreshSession();
    expect(storedText()).toContain('Half a reply');
  });

  test('a login there signs this tab in once the cookie has arrived', async () => {
    refreshSession();
    expect(getSession().authenticated).toBe(false);
    const otherTab = new BroadcastChannel('portal-session');
    otherTab.postMessage({ userId: 'cand-1' });
    await new Promise((resolve) => window.setTimeout(resolve, 150));
    setAuthCookie(candidatePayload());
    await vi.waitFor(() => expect(getSession().userId).toBe('cand-1'));
    otherTab.close();
  });
});

describe("a candidate's unsent text and the end of their login", () => {
  test('a login that runs out keeps it only in memory, for the same candidate; a logout forgets it', () => {
    setAuthCookie(candidatePayload());
    refreshSession();
    seedFormDraft('reply:app-1', { body: 'Half a reply' });

    setAuthCookie(candidatePayload({ exp: Math.floor(Date.now() / 1000) - 60 }));
    expect(refreshSession().authenticated).toBe(false);
    expect(storedText()).not.toContain('Half a reply');

    setAuthCookie(candidatePayload());
    refreshSession();
    expect(storedText()).toContain('Half a reply');

    clearSession('logout');
    setAuthCookie(candidatePayload());
    refreshSession();
    expect(storedText()).not.toContain('Half a reply');
  });
});

test("a logout forgets an emailed link's token: Back to its page shows the next person nothing", () => {
  takeEmailedLinkToken(new URL('/subscription?token=alert-token', window.location.origin));
  setAuthCookie(candidatePayload());
  refreshSession();
  clearSession('logout');
  expect(emailedLinkToken('/subscription', null)).toBeNull();
});
