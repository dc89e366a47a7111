import { createServer, type Server } from 'node:http';
import type { ChildProcess } from 'node:child_process';
import type { BrowserContext } from '@playwright/test';
import { LOGISTICS, makeJob, StubApi } from './support/stub-api';
import { expect, freePort, serve, test } from './support/stub-portal';

/**
 * The production build through its `dist/_worker.js` (the Node reference server runs it as
 * Cloudflare Pages does). The worker asks a loopback copy of the stub API for the page; the
 * browser's own calls go to the stub as in every stub test.
 */
let api: Server;
let site: { origin: string; process: ChildProcess };

test.beforeAll(async ({ stubPortal }) => {
  const edgeStub = new StubApi(stubPortal.origin);
  // A Swedish employer's Swedish ad, beside the stub's English ones.
  edgeStub.jobs.push(
    makeJob(4, {
      slug: 'lagerchef-boras',
      title: 'Lagerchef',
      language: 'sv',
      excerpt: 'Led ett team på tolv personer i vårt nya lager.',
      adHtml: '<p>Vi söker en lagerchef till Borås.</p>',
    }),
  );
  const port = await freePort();
  api = createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
    void edgeStub
      .answerMain(
        {
          method: request.method ?? 'GET',
          path: url.pathname,
          query: url.searchParams,
          headers: {},
          body: '',
        },
        null as unknown as BrowserContext,
      )
      .then((answer) => {
        response.writeHead(answer.status, { 'Content-Type': 'application/json' });
        response.end(
          typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? {}),
        );
      });
  }).listen(port, '127.0.0.1');
  site = await serve(stubPortal.dist, { edgeApi: `http://127.0.0.1:${port}` });
});

test.afterAll(() => {
  site?.process.kill();
  api?.close();
});

test('with JavaScript off, a job page shows its title, its ad and its facts', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${site.origin}/job/warehouse-lead-1`);
  await expect(page.getByRole('heading', { level: 1, name: 'Warehouse lead 1' })).toBeVisible();
  await expect(page.getByText('We are looking for a warehouse lead.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nordvik Logistik' }).first()).toBeVisible();
  // The employer's logo (here its initials) sits with the title, as the app draws it.
  await expect(page.locator('.job-page__heading .company-logo')).toBeVisible();
  await expect(page).toHaveTitle('Warehouse lead 1 – Nordvik Logistik AB');
  await context.close();
});

test('with JavaScript off, the category is in the visitor’s language and the ad in its own', async ({
  browser,
}) => {
  const visits = [
    {
      locale: 'sv-SE',
      facts: 'Jobbet i korthet',
      slug: 'lagerchef-boras',
      title: 'Lagerchef',
      lang: 'sv',
    },
    {
      locale: 'sv-SE',
      facts: 'Jobbet i korthet',
      slug: 'warehouse-lead-1',
      title: 'Warehouse lead 1',
      lang: 'en',
    },
    {
      locale: 'en-US',
      facts: 'Job details',
      slug: 'lagerchef-boras',
      title: 'Lagerchef',
      lang: 'sv',
    },
  ];
  for (const visit of visits) {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: visit.locale });
    const page = await context.newPage();
    await page.goto(`${site.origin}/job/${visit.slug}`);
    await expect(page.locator('html')).toHaveAttribute('lang', visit.locale);
    const title = page.getByRole('heading', { level: 1, name: visit.title });
    await expect(title).toHaveAttribute('lang', visit.lang);
    await expect(page.locator('.rich-text')).toHaveAttribute('lang', visit.lang);
    const facts = page.getByRole('complementary', { name: visit.facts });
    await expect(
      facts
        .getByRole('definition')
        .filter({ hasText: LOGISTICS.labels[visit.locale as keyof typeof LOGISTICS.labels] }),
    ).toHaveCount(1);
    await expect(facts).not.toHaveAttribute('lang');
    await context.close();
  }
});

test('the app takes the page over: the title never leaves, no shift, one JobPosting, no error', async ({
  page,
}) => {
  // The browser's calls go to a stub that knows this site as the portal (CORS).
  await new StubApi(site.origin).install(page.context());
  await page.addInitScript(() => {
    const seen = { shift: 0, titleGone: false };
    Object.defineProperty(window, '__handoff', { value: seen });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>)
        seen.shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    // From the moment the edge's page is parsed (not while the parser is still adding it), its
    // title never leaves the screen.
    const titleShown = () => document.querySelector('#root h1#job-title') !== null;
    document.addEventListener('DOMContentLoaded', () => {
      if (!titleShown()) seen.titleGone = true;
      new MutationObserver(() => {
        if (!titleShown()) seen.titleGone = true;
      }).observe(document.body, { subtree: true, childList: true });
    });
  });
  await page.goto(`${site.origin}/job/warehouse-lead-1`);
  await expect(page.getByRole('heading', { level: 1, name: 'Warehouse lead 1' })).toBeVisible();
  // The app is in: the apply form is its own.
  await expect(page.getByRole('button', { name: /Send application/i })).toBeVisible();
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  const handoff = await page.evaluate(
    () => (window as unknown as { __handoff: { shift: number; titleGone: boolean } }).__handoff,
  );
  expect(handoff.titleGone).toBe(false);
  expect(handoff.shift).toBeLessThan(0.01);
});

const consentCookie = (origin: string) => ({
  name: 'cookie-consent',
  value: encodeURIComponent(JSON.stringify({ handled: true, statistics: false, marketing: false })),
  url: origin,
  sameSite: 'Strict' as const,
});

test('the cookie banner is in the HTML for a first visit, and never for a visitor who has chosen', async ({
  browser,
}) => {
  for (const chosen of [false, true]) {
    const context = await browser.newContext();
    if (chosen) await context.addCookies([consentCookie(site.origin)]);
    const page = await context.newPage();
    // None of the app's code runs: what shows is the HTML, its styles and the boot script.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${site.origin}/job/warehouse-lead-1`);
    await expect(page.getByRole('heading', { level: 1, name: 'Warehouse lead 1' })).toBeVisible();
    const banner = page.getByRole('region', { name: 'Cookies' });
    if (chosen) await expect(banner).toBeHidden();
    else await expect(banner.getByRole('button', { name: 'Accept' })).toBeVisible();
    await context.close();
  }
  // Without JavaScript its buttons could do nothing: it stays hidden.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${site.origin}/job/warehouse-lead-1`);
  await expect(page.getByRole('heading', { level: 1, name: 'Warehouse lead 1' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cookies' })).toBeHidden();
  await context.close();
});

/** Records, frame by frame, whether a cookie banner is on the screen. */
const watchBanner = () => {
  const frames: boolean[] = [];
  Object.defineProperty(window, '__bannerFrames', { value: frames });
  const sample = () => {
    const banners = [...document.querySelectorAll('.consent-banner')];
    if (document.getElementById('root')?.childElementCount)
      frames.push(banners.some((banner) => banner.checkVisibility()));
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
};
const bannerFrames = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as { __bannerFrames: boolean[] }).__bannerFrames);

test('the app takes over the banner without a blink, and its buttons work', async ({ page }) => {
  await new StubApi(site.origin).install(page.context());
  await page.addInitScript(watchBanner);
  await page.goto(`${site.origin}/job/warehouse-lead-1`);
  await expect(page.getByRole('button', { name: /Send application/i })).toBeVisible();
  const frames = await bannerFrames(page);
  expect(frames.length).toBeGreaterThan(0);
  expect(frames.indexOf(false), 'a frame without the banner').toBe(-1);

  await page
    .getByRole('region', { name: 'Cookies' })
    .getByRole('button', { name: 'Decline' })
    .click();
  await expect(page.getByRole('region', { name: 'Cookies' })).toBeHidden();
  const cookies = await page.context().cookies(site.origin);
  expect(cookies.find((cookie) => cookie.name === 'cookie-consent')?.value).toContain('handled');

  // The next page from the edge shows no banner at any frame.
  await page.goto(`${site.origin}/company/nordvik/about`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Warehouse lead/ }).first()).toBeVisible();
  expect((await bannerFrames(page)).indexOf(true), 'a frame with the banner').toBe(-1);
});

test("the app's scripts are asked for only after the page's first paint", async ({ page }) => {
  await new StubApi(site.origin).install(page.context());
  await page.goto(`${site.origin}/job/warehouse-lead-1`);
  await expect(page.getByRole('button', { name: /Send application/i })).toBeVisible();
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ name: entry.name, start: entry.startTime })),
  }));
  expect(timing.scripts.length).toBeGreaterThan(2);
  for (const script of timing.scripts)
    expect(script.start, script.name).toBeGreaterThanOrEqual(timing.paint);
});
