import { getResponse } from 'msw';
import { expect, test } from 'vitest';
import { handlers } from './handlers';
import { demoApiHandler, json, route } from './respond';

const at = (path: string, init?: RequestInit) => new Request(new URL(path, location.href), init);

test.each(['/jobs', '/jobs/', '/JOBS'])(
  '%s is the job search, as msw would match it',
  async (path) => {
    const response = await getResponse(handlers, at(`${path}?pageSize=1`));
    expect(response?.status).toBe(200);
    expect(((await response!.json()) as { items: unknown[] }).items).toHaveLength(1);
  },
);

test('a method is matched case aside, as msw does', async () => {
  const response = await getResponse(handlers, at('/profile', { method: 'patch', body: '{}' }));
  expect(response?.status).toBe(401);
});

test('a path parameter arrives decoded', async () => {
  const echo = route('main', 'GET', '/echo/{name}', ({ params }) => json(params), { auth: 'none' });
  const response = await getResponse([demoApiHandler([echo])], at('/echo/G%C3%B6teborg%20C'));
  expect(await response!.json()).toEqual({ name: 'Göteborg C' });
});

test("another method, a longer path or another host is not the demo's: msw leaves it unhandled", async () => {
  for (const request of [
    at('/jobs', { method: 'DELETE' }),
    at('/jobs/a-job/more'),
    // Written with its trailing slash, the path needs it.
    at('/auth/login/email-password', { method: 'POST', body: '{}' }),
    new Request('https://elsewhere.example/jobs'),
  ])
    expect(await getResponse(handlers, request), request.url).toBeUndefined();
});
