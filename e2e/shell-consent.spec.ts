import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { BUILD_VARIANTS, buildPortal } from './support/builds.mjs';
import { ready } from './support/screens';
import { consentCookie, storedConsent } from './support/session';
import {
  ANALYTICS_SITE_PORT,
  ANALYTICS_STUB_PORT,
  serveFolder,
  startAnalyticsStub,
  type AnalyticsStub,
} from './support/shell-servers';

/*
 * Cookie consent (the cookie-consent cookie) and analytics that sends nothing before consent to
 * statistics, against a build of its own whose analytics host is a stub on loopback that records
 * every request it receives.
 */
const SITE = `http://127.0.0.1:${ANALYTICS_SITE_PORT}`;
const BUILD = BUILD_VARIANTS.analytics;

let stub: AnalyticsStub;
let stopSite: () => void;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // `npm run test:e2e` has built it already; a run of this spec alone builds it here.
  const dist =
    process.env[BUILD.folderVariable] ??
    (await buildPortal(`/tmp/shell-e2e-analytics-${ANALYTICS_SITE_PORT}`, BUILD.variables));
  stub = await startAnalyticsStub(ANALYTICS_STUB_PORT);
  stopSite = await serveFolder(dist, ANALYTICS_SITE_PORT);
});

test.afterAll(async () => {
  stopSite?.();
  await stub?.close();
});

test.beforeEach(() => {
  stub.requests.length = 0;
});

const pageViews = () =>
  stub.requests
    .filter((request) => request.startsWith('/matomo.php'))
    .map((request) => {
      const params = new URL(request, 'http://stub').searchParams;
      return {
        path: new URL(params.get('url') ?? '', SITE).pathname,
        title: params.get('action_name'),
        site: params.get('idsite'),
      };
    });
const scriptLoads = () =>
  stub.requests.filter((request) => request.startsWith('/matomo.js')).length;

/** The cookie-consent cookie holds these choices, handled, for a year, as URL-encoded JSON. */
async function expectConsentStored(
  context: BrowserContext,
  choices: { statistics: boolean; marketing: boolean },
) {
  await expect.poll(() => storedConsent(context, SITE)).toEqual({ handled: true, ...choices });
  const cookie = (await context.cookies(SITE)).find((entry) => entry.name === 'cookie-consent')!;
  expect(cookie.path).toBe('/');
  expect(cookie.sameSite).toBe('Strict');
  expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000);
  expect(cookie.value).toMatch(/^%7B/);
}

async function open(page: Page, path: string) {
  await page.goto(`${SITE}${path}`);
  await ready(page);
}

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies' });
const headerLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name });
const statementLink = (page: Page) =>
  page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility statement' });

/** Goes to the accessibility statement by the footer's link: a new page in the portal. */
async function goToStatement(page: Page) {
  await statementLink(page).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Accessibility statement' }),
  ).toBeVisible();
}

/** Opens the banner's detail view and gives it back. */
async function handleCookies(page: Page) {
  await banner(page).getByRole('button', { name: 'Handle cookies' }).click();
  return page.getByRole('region', { name: 'Cookie settings' });
}

test('Accept: the toggles (both on) are stored; then the tracker loads and every new page is one page view', async ({
  page,
  context,
}) => {
  await open(page, '/subscription');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('switch', { name: 'Statistics' })).toBeChecked();
  await expect(banner(page).getByRole('switch', { name: 'Marketing' })).toBeChecked();
  expect(stub.requests).toEqual([]);

  await banner(page).getByRole('button', { name: 'Accept' }).click();
  await expect(banner(page)).toBeHidden();
  await expectConsentStored(context, { statistics: true, marketing: true });
  await expect.poll(pageViews).toEqual([{ path: '/subscription', title: 'Job alerts', site: '4' }]);
  expect(scriptLoads()).toBe(1);

  await goToStatement(page);
  await expect.poll(() => pageViews().length).toBe(2);
  expect(pageViews()[1]).toEqual({
    path: '/accessibility',
    title: 'Accessibility statement',
    site: '4',
  });
  await headerLink(page, 'Job alerts').click();
  await expect.poll(() => pageViews().length).toBe(3);
  expect(pageViews()[2]?.path).toBe('/subscription');
  expect(scriptLoads()).toBe(1);
  expect(stub.requests).toHaveLength(4);
});

test('Decline: both off are stored and nothing ever reaches the analytics host, also after a reload', async ({
  page,
  context,
}) => {
  await open(page, '/subscription');
  await banner(page).getByRole('button', { name: 'Decline' }).click();
  await expect(banner(page)).toBeHidden();
  await expectConsentStored(context, { statistics: false, marketing: false });
  await goToStatement(page);
  await page.reload();
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await expect(banner(page)).toBeHidden();
  await headerLink(page, 'Job alerts').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Job alerts' })).toBeVisible();
  await ready(page);
  expect(stub.requests).toEqual([]);
});

test('Handle cookies: both switches start off; statistics alone is tracked; a withdrawal stops every request', async ({
  page,
  context,
}) => {
  await open(page, '/subscription');
  const details = await handleCookies(page);
  await expect(details.getByRole('switch', { name: 'Statistics' })).not.toBeChecked();
  await expect(details.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
  await details.getByRole('switch', { name: 'Statistics' }).check();
  await details.getByRole('button', { name: 'Accept selected' }).click();
  await expectConsentStored(context, { statistics: true, marketing: false });
  await expect.poll(pageViews).toEqual([{ path: '/subscription', title: 'Job alerts', site: '4' }]);

  // Withdrawal through the footer link, without a reload.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  await expect(details.getByRole('switch', { name: 'Statistics' })).toBeChecked();
  await details.getByRole('switch', { name: 'Statistics' }).uncheck();
  await details.getByRole('button', { name: 'Accept selected' }).click();
  await expectConsentStored(context, { statistics: false, marketing: false });
  const afterWithdrawal = stub.requests.length;
  await goToStatement(page);
  await headerLink(page, 'Job alerts').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Job alerts' })).toBeVisible();
  await page.reload();
  await ready(page);
  expect(stub.requests).toHaveLength(afterWithdrawal);
  expect(pageViews()).toHaveLength(1);
});

test("the detail view's Reject all: both off are stored, after Back and a change of mind; nothing is tracked", async ({
  page,
  context,
}) => {
  await open(page, '/subscription');
  const details = await handleCookies(page);
  await details.getByRole('button', { name: 'Back' }).click();
  await expect(banner(page).getByRole('switch', { name: 'Statistics' })).toBeChecked();
  await banner(page).getByRole('button', { name: 'Handle cookies' }).click();
  await details.getByRole('switch', { name: 'Statistics' }).check();
  await details.getByRole('button', { name: 'Reject all' }).click();
  await expect(details).toBeHidden();
  await expectConsentStored(context, { statistics: false, marketing: false });
  await headerLink(page, 'Job alerts').click();
  await page.reload();
  await ready(page);
  expect(stub.requests).toEqual([]);
});

test('a cookie-consent cookie with garbage in it: the banner shows, nothing breaks, nothing is tracked', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'cookie-consent', value: '%7Bgarbage', url: SITE }]);
  await open(page, '/subscription');
  await expect(banner(page).getByRole('button', { name: 'Accept' })).toBeVisible();
  expect(stub.requests).toEqual([]);
});

test('the banner never hides the focused element: the page is padded by its height', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await open(page, '/subscription');
  const bannerBox = (await banner(page).boundingBox())!;
  const padding = await page.evaluate(() =>
    parseFloat(getComputedStyle(document.body).paddingBottom),
  );
  // At least the banner's height: the demo build reserves more, for its floating inbox button.
  expect(padding).toBeGreaterThanOrEqual(bannerBox.height - 1);
  const footerLink = statementLink(page);
  await footerLink.focus();
  const linkBox = (await footerLink.boundingBox())!;
  expect(linkBox.y + linkBox.height).toBeLessThanOrEqual(bannerBox.y);
});

test("page views carry no secret: an emailed link's token, the auth step or the search text", async ({
  page,
  context,
  problems,
}) => {
  // The made-up tokens are unknown to the demo API.
  problems.allow(/status of 404|status of 400/);
  await context.addCookies([consentCookie(SITE, { statistics: true })]);
  await open(page, '/subscription?token=SECRET-SUBSCRIPTION-TOKEN');
  await open(page, '/?auth=reset-password&token=SECRET-RESET-TOKEN');
  await open(page, '/?q=private+words&category=IT');
  await headerLink(page, 'Job alerts').click();
  await expect.poll(() => pageViews().map((view) => view.path)).toEqual(['/', '/subscription']);
  const hits = stub.requests.filter((request) => request.startsWith('/matomo.php'));
  for (const hit of hits) expect(hit).not.toMatch(/SECRET|private|reset-password|auth=/);
  expect(new URL(hits[0]!, 'http://stub').searchParams.get('url')).toBe(`${SITE}/?category=IT`);
});
