import { http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { server } from '@/mocks/node';
import { candidatePayload, setAuthCookie } from '@/testing/render-route';
import { ApiError } from '@/lib/api-error';
import {
  IDEMPOTENCY_HEADER,
  RETRY_STATUSES,
  createHttpClient,
  request,
  setEjectNavigator,
} from './http';
import { getSession, refreshSession } from './session';

interface Seen {
  method: string;
  body: string;
  key: string | null;
}

function countCalls(
  path: string,
  status: number,
  body: JsonBodyType = { errors: [{ message: 'nope' }] },
) {
  const seen: Seen[] = [];
  server.use(
    http.all(path, async ({ request: req }) => {
      seen.push({
        method: req.method,
        body: await req.text(),
        key: req.headers.get(IDEMPOTENCY_HEADER),
      });
      return HttpResponse.json(body, { status });
    }),
  );
  return seen;
}

const main = createHttpClient('main', '');
const auth = createHttpClient('auth', '');

/** A signed-in candidate; the returned spy records where an eject navigates. */
function signInWithEjectSpy() {
  setAuthCookie(candidatePayload());
  refreshSession();
  const navigate = vi.fn();
  setEjectNavigator(navigate);
  return navigate;
}

describe('retry policy', () => {
  test.each([...RETRY_STATUSES])(
    'POST and PATCH on %i are retried exactly once, byte for byte',
    async (status) => {
      for (const method of ['post', 'patch'] as const) {
        const seen = countCalls('/retry', status);
        await expect(
          main.request({ method, url: '/retry', data: { a: 1, text: 'å' } }),
        ).rejects.toBeInstanceOf(ApiError);
        expect(seen).toHaveLength(2);
        expect(seen[1]!.body).toBe(seen[0]!.body);
        expect(seen[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
        expect(seen[1]!.key).toBe(seen[0]!.key);
      }
    },
  );

  test.each([400, 401, 403, 404, 422, 501])(
    'POST on unlisted %i is not retried',
    async (status) => {
      const seen = countCalls('/no-retry', status);
      await expect(main.post('/no-retry', {})).rejects.toBeInstanceOf(ApiError);
      expect(seen).toHaveLength(1);
    },
  );

  test.each(['get', 'put', 'delete'] as const)(
    '%s is never retried, nor given a key',
    async (method) => {
      const seen = countCalls('/idempotent', 503);
      await expect(main.request({ method, url: '/idempotent' })).rejects.toBeInstanceOf(ApiError);
      expect(seen).toHaveLength(1);
      expect(seen[0]!.key).toBeNull();
    },
  );

  test('each user action gets its own key', async () => {
    const seen = countCalls('/keys', 200, {});
    await main.post('/keys', {});
    await main.post('/keys', {});
    expect(seen[0]!.key).not.toBe(seen[1]!.key);
  });
});

describe('auth error normaliser', () => {
  test('the first msg.text is the message', async () => {
    countCalls('/auth/tfa', 400, {
      errors: [{ msg: { text: 'INVALID_CODE' } }, { msg: { text: 'other' } }],
    });
    await expect(auth.post('/auth/tfa', {})).rejects.toMatchObject({
      kind: 'server',
      message: 'INVALID_CODE',
      status: 400,
    });
  });

  test('a body without errors is thrown as is', async () => {
    countCalls('/auth/login/email-password/', 400, { reason: 'strange' });
    await expect(auth.post('/auth/login/email-password/', {})).rejects.toEqual({
      reason: 'strange',
    });
  });
});

describe('main API errors', () => {
  test('the first message is the message', async () => {
    countCalls('/jobs', 400, { errors: [{ message: 'Bad filter' }] });
    await expect(main.get('/jobs')).rejects.toMatchObject({
      kind: 'server',
      message: 'Bad filter',
    });
  });

  test("'jwt expired' removes the cookie and sends the visitor to /, login open, once, however many calls fail", async () => {
    const navigate = signInWithEjectSpy();
    countCalls('/private', 401, { errors: [{ message: 'jwt expired' }] });
    const results = await Promise.allSettled([
      main.get('/private'),
      main.get('/private'),
      main.get('/private'),
    ]);
    expect(
      results.every(
        (r) => r.status === 'rejected' && (r.reason as ApiError).kind === 'session-expired',
      ),
    ).toBe(true);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/?auth=login&reason=session-ended');
    expect(document.cookie).not.toContain('authtoken=');
    expect(getSession().authenticated).toBe(false);
  });

  test("'jwt expired' on a call for a file's bytes ejects the session like any other call", async () => {
    const navigate = signInWithEjectSpy();
    countCalls('/files/f-1/content', 401, { errors: [{ message: 'jwt expired' }] });
    await expect(main.get('/files/f-1/content', { responseType: 'blob' })).rejects.toMatchObject({
      kind: 'session-expired',
    });
    expect(navigate).toHaveBeenCalledWith('/?auth=login&reason=session-ended');
    expect(getSession().authenticated).toBe(false);
  });

  test('no session at all (the cookie went) while signed in ends the session as an expired one does', async () => {
    const navigate = signInWithEjectSpy();
    document.cookie = 'authtoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    countCalls('/private', 401, {
      errors: [{ code: 'UNAUTHENTICATED', message: 'Unauthenticated' }],
    });
    await expect(main.post('/private', {})).rejects.toMatchObject({ kind: 'session-expired' });
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(getSession().authenticated).toBe(false);
  });

  test('a call from a signed-in tab whose cookie is gone is not sent: the session has ended', async () => {
    const navigate = signInWithEjectSpy();
    const seen = countCalls('/applications', 201, {});
    document.cookie = 'authtoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    await expect(main.post('/applications', { email: 'a@example.com' })).rejects.toMatchObject({
      kind: 'session-expired',
    });
    expect(seen).toHaveLength(0);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(getSession().authenticated).toBe(false);
  });

  test('a 401 to the call that deletes the login is its answer, no session ending', async () => {
    const navigate = signInWithEjectSpy();
    countCalls('/profile', 401, {
      errors: [{ code: 'UNAUTHENTICATED', message: 'Unauthenticated' }],
    });
    await expect(
      main.request({ method: 'DELETE', url: '/profile', endsTheLogin: true }),
    ).rejects.toMatchObject({ kind: 'server', status: 401, message: 'Unauthenticated' });
    expect(navigate).not.toHaveBeenCalled();
    expect(getSession().authenticated).toBe(true);
  });

  test('a 401 for a visitor who was never signed in is the error it says', async () => {
    refreshSession();
    const navigate = vi.fn();
    setEjectNavigator(navigate);
    countCalls('/private', 401, {
      errors: [{ code: 'UNAUTHENTICATED', message: 'Unauthenticated' }],
    });
    await expect(main.get('/private')).rejects.toMatchObject({
      kind: 'server',
      code: 'UNAUTHENTICATED',
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  test("'jwt expired' for a visitor who is not signed in changes nothing and navigates nowhere", async () => {
    refreshSession();
    const navigate = vi.fn();
    setEjectNavigator(navigate);
    countCalls('/private', 401, { errors: [{ message: 'jwt expired' }] });
    await expect(main.get('/private')).rejects.toMatchObject({ kind: 'session-expired' });
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('answers that are not the JSON expected', () => {
  test('an HTML page with 200 is an error', async () => {
    server.use(
      http.get(
        '/html',
        () =>
          new HttpResponse('<!doctype html><p>hi', { headers: { 'Content-Type': 'text/html' } }),
      ),
    );
    await expect(main.get('/html')).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  test('truncated JSON is an error', async () => {
    server.use(
      http.get(
        '/cut',
        () =>
          new HttpResponse('{"items":[{"id":1', {
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    await expect(main.get('/cut')).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  test('the wrong shape is an error', async () => {
    server.use(http.get('/shape', () => HttpResponse.json({ items: 'no' })));
    const isItems = (data: unknown): data is { items: unknown[] } =>
      typeof data === 'object' &&
      data !== null &&
      Array.isArray((data as { items?: unknown }).items);
    await expect(request(main, { url: '/shape' }, isItems)).rejects.toMatchObject({
      kind: 'invalid-response',
    });
  });

  test('a network failure is an error of its own kind', async () => {
    server.use(http.get('/down', () => HttpResponse.error()));
    await expect(main.get('/down')).rejects.toMatchObject({ kind: 'network' });
  });
});
