import type { BrowserContext } from '@playwright/test';
import { consentCookie } from './support/session';
import { TRACKER_DOUBLE } from './support/shell-servers';
import { STUB_ANALYTICS_ORIGIN } from './support/stub-api';
import { expect, test } from './support/stub-portal';

/*
 * Outlinks, which Matomo's link tracking reports on a click, against the production build with
 * its analytics host answered by the tracker double: the address of a clicked link leaves the
 * page without its query and fragment, where another host's tokens travel.
 */
const TEST_HOST = 'https://tests.stub.test';

async function serveTracker(context: BrowserContext): Promise<string[]> {
  const hits: string[] = [];
  await context.route(
    (url) => url.origin === STUB_ANALYTICS_ORIGIN,
    (route) => {
      const url = route.request().url();
      if (new URL(url).pathname === '/matomo.js')
        return route.fulfill({ contentType: 'text/javascript', body: TRACKER_DOUBLE });
      hits.push(url);
      return route.fulfill({ status: 204 });
    },
  );
  return hits;
}

test("a test link's candidateToken never reaches analytics when the link is clicked", async ({
  page,
  context,
  stub,
  logIn,
  stubPortal,
}) => {
  stub.tests = [
    {
      id: 'test-1',
      name: 'Logic test',
      provider: 'Testa AB',
      status: 'not-completed',
      takeUrl: `${TEST_HOST}/take/t-1?candidateToken=secret#x`,
      dueDate: null,
      completedAt: null,
      report: null,
    },
  ];
  const hits = await serveTracker(context);
  await context.route(
    (url) => url.origin === TEST_HOST,
    (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Test</title><h1>Test</h1>' }),
  );
  await logIn();
  await context.addCookies([consentCookie(stubPortal.origin, { statistics: true })]);
  await page.goto('/application/app-1/tests');
  const link = page.getByRole('link', { name: /Take the test/ });
  // The page shows the link as the API gave it: the token is for the test's host.
  await expect(link).toHaveAttribute('href', /candidateToken=secret#x$/);
  await expect.poll(() => hits.length).toBeGreaterThan(0);

  const popup = page.waitForEvent('popup');
  await link.click();
  await (await popup).close();

  const outlinks = () =>
    hits.map((hit) => new URL(hit).searchParams).filter((params) => params.has('link'));
  await expect.poll(() => outlinks().length).toBe(1);
  const reported = outlinks()[0]!.get('link')!;
  expect(reported).toBe(`${TEST_HOST}/take/t-1`);
  expect(reported).not.toMatch(/[?#]/);
  for (const hit of hits) expect(decodeURIComponent(hit)).not.toMatch(/candidateToken|secret/);
});
