import { LOGISTICS, makeJob, StubApi } from './support/stub-api';
import { expect, serveThroughEdge, test } from './support/stub-portal';
import { ready } from './support/screens';
import { watchTopOf } from './support/layout';
import { consentCookie } from './support/session';

/**
 * The production build through its `dist/_worker.js` (the Node reference server runs it as
 * Cloudflare Pages does). The worker asks a loopback copy of the stub API for the page; the
 * browser's own calls go to the stub as in every stub test.
 */
let site: { origin: string; close: () => void };

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
  site = await serveThroughEdge(stubPortal.dist, edgeStub);
});

test.afterAll(() => site?.close());

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

test('an odd address shows a page with a heading, never a white page or an error', async ({
  page,
  problems,
}) => {
  // The not-found page is a 404 document, which Chromium reports as a failed load.
  problems.allow(/Failed to load resource: the server responded with a status of 404/);
  await new StubApi(site.origin).install(page.context());
  for (const path of ['//?auth=login', '/%E0%A4%A', `/${'a'.repeat(5000)}`]) {
    const response = await page.goto(`${site.origin}${path}`);
    expect(response?.status(), path).toBeLessThan(500);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
  }
});

// A wide screen and a phone: the phone's header and banner wrap differently.
for (const viewport of [
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the browser hydrates the page: the elements painted before the script stay, no shift, one JobPosting, no error', async ({
      page,
    }) => {
      // The browser's calls go to a stub that knows this site as the portal (CORS).
      const stub = new StubApi(site.origin);
      await stub.install(page.context());
      await page.addInitScript(() => {
        const seen = { shift: 0, marked: false };
        Object.defineProperty(window, '__hydration', { value: seen });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>)
            seen.shift += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        // The server's title and ad get a mark of their own the moment they are parsed, before any
        // of the app's scripts runs: a render that replaced them would lose it.
        new MutationObserver((_, observer) => {
          const title = document.querySelector('#root h1#job-title');
          const ad = document.querySelector('#root .rich-text');
          if (!title || !ad) return;
          observer.disconnect();
          seen.marked = !('__staticRouterHydrationData' in window);
          Object.assign(title, { __fromServer: true });
          Object.assign(ad, { __fromServer: true });
        }).observe(document, { subtree: true, childList: true });
      });
      const apiCalls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/jobs/warehouse-lead-1')) apiCalls.push(request.url());
      });
      const response = await page.goto(`${site.origin}/job/warehouse-lead-1`);
      // The premise: the edge rendered the page, rather than answering with the app shell.
      expect(await response?.text()).toContain('id="router-hydration-data"');
      // Hydrated: the apply form is the app's.
      await expect(page.getByRole('button', { name: /Send application/i })).toBeVisible();
      const kept = await page.evaluate(() => ({
        title: '__fromServer' in document.querySelector('#root h1#job-title')!,
        ad: '__fromServer' in document.querySelector('#root .rich-text')!,
        ...(window as unknown as { __hydration: { shift: number; marked: boolean } }).__hydration,
      }));
      expect(kept).toEqual({ title: true, ad: true, marked: true, shift: 0 });
      await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
      // The page's data came with the page: the browser did not ask for the job again.
      expect(apiCalls).toEqual([]);
    });

    test("the home list's first job stays where it painted before the script", async ({ page }) => {
      await new StubApi(site.origin).install(page.context());
      const firstJobTops = await watchTopOf(page, '#root .job-card a');
      const response = await page.goto(`${site.origin}/`);
      // The premise: the edge rendered the page, rather than answering with the app shell.
      expect(await response?.text()).toContain('id="router-hydration-data"');
      // Hydrated: the banner is the app's, with its detail view's button shown. Sampled until the
      // page has finished, its font in, and has drawn a frame since.
      await expect(page.getByRole('button', { name: 'Handle cookies' })).toBeVisible();
      await ready(page);
      await page.evaluate(() => new Promise(requestAnimationFrame));
      const tops = await firstJobTops();
      expect(tops.length).toBeGreaterThan(1);
      expect(new Set(tops)).toEqual(new Set([tops[0]]));
    });
  });
}

test("a rendered page's own code and its language's strings come with the app's first modules", async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'sv-SE' });
  await new StubApi(site.origin).install(context);
  // The job page's apply form is a lazy chunk of its own, asked for as hydration reaches it, so
  // only the company page can show that nothing but what it named comes before its hydration.
  for (const { path, part, onlyNamedBeforeHydration } of [
    { path: '/job/warehouse-lead-1', part: 'job', onlyNamedBeforeHydration: false },
    { path: '/company/nordvik/about', part: 'company', onlyNamedBeforeHydration: true },
  ]) {
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const response = await page.goto(`${site.origin}${path}`);
    const modules = /data-modules="([^"]+)"/.exec((await response?.text()) ?? '')![1]!.split(' ');
    // Its chunk, and its strings in Swedish and in the fallback language.
    for (const name of [part, 'sv-SE-core', `sv-SE-${part}`, 'en-US-core', `en-US-${part}`])
      expect(
        modules.filter((module) => new RegExp(`^/assets/${name}-[\\w-]{8}\\.js$`).test(module)),
        `${path}: ${name}`,
      ).toHaveLength(1);
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('main h1') ?? {}).some((key) =>
        key.startsWith('__reactFiber'),
      ),
    );
    // Hydrated on what the page named: no script it needed was asked for only once the app ran,
    // and none twice (the app's loader of lazy chunks finds each already there).
    if (onlyNamedBeforeHydration)
      expect(
        scripts.filter((script) => !modules.includes(script)),
        path,
      ).toEqual([]);
    expect(scripts, path).toEqual([...new Set(scripts)]);
    await page.close();
  }
  await context.close();
});

test('with the scripts blocked, the banner shows to a first visit only and its choice sets the cookie', async ({
  browser,
}) => {
  for (const chosen of [false, true]) {
    const context = await browser.newContext();
    if (chosen) await context.addCookies([consentCookie(site.origin)]);
    const page = await context.newPage();
    // None of the app's code runs: what works is the HTML and the worker.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${site.origin}/job/warehouse-lead-1`);
    await expect(page.getByRole('heading', { level: 1, name: 'Warehouse lead 1' })).toBeVisible();
    const banner = page.getByRole('region', { name: 'Cookies' });
    if (chosen) {
      await expect(banner).toBeHidden();
    } else {
      await banner.getByRole('switch', { name: 'Marketing' }).uncheck();
      await banner.getByRole('button', { name: 'Accept' }).click();
      await expect(banner).toBeHidden();
      await expect(page).toHaveURL(`${site.origin}/job/warehouse-lead-1`);
      const cookie = (await context.cookies(site.origin)).find(
        (item) => item.name === 'cookie-consent',
      );
      expect(JSON.parse(decodeURIComponent(cookie!.value))).toEqual({
        handled: true,
        statistics: true,
        marketing: false,
      });
      expect(cookie?.sameSite).toBe('Strict');
    }
    await context.close();
  }
});

test('with JavaScript off, the language choice and the job search work', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${site.origin}/job/warehouse-lead-1`);
  // The banner sits over the page's foot until the visitor chooses, as it does with scripts.
  await page
    .getByRole('region', { name: 'Cookies' })
    .getByRole('button', { name: 'Decline' })
    .click();
  await expect(page.getByRole('region', { name: 'Cookies' })).toBeHidden();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('sv-SE');
  await page.getByRole('button', { name: 'Change' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv-SE');
  await expect(page.getByRole('button', { name: 'Byt' })).toBeVisible();
  await page.goto(`${site.origin}/`);
  await page.getByRole('searchbox').fill('Lagerchef');
  await page.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(/\?q=Lagerchef/);
  await expect(page.getByRole('link', { name: 'Lagerchef' })).toBeVisible();
  // The filters are a form too: a tick and its button keep the words searched for.
  await page.getByRole('complementary', { name: 'Filter' }).getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Visa jobb', exact: true }).click();
  await expect(page).toHaveURL(/\?q=Lagerchef&(category|region|company|employmentType)=/);
  // So is the order: the words and the filters stay.
  await page
    .getByRole('combobox', { name: 'Sortera efter' })
    .selectOption({ label: 'Sista ansökningsdag' });
  await page.getByRole('button', { name: 'Sortera', exact: true }).click();
  await expect(page).toHaveURL(
    /\?q=Lagerchef&(category|region|company|employmentType)=[^&]+&sort=deadline$/,
  );
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
  await expect(page).toHaveURL(`${site.origin}/job/warehouse-lead-1`);
  const cookies = await page.context().cookies(site.origin);
  expect(cookies.find((cookie) => cookie.name === 'cookie-consent')?.value).toContain('handled');

  // The next page from the edge shows no banner at any frame.
  await page.goto(`${site.origin}/company/nordvik/about`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Warehouse lead/ }).first()).toBeVisible();
  expect((await bannerFrames(page)).indexOf(true), 'a frame with the banner').toBe(-1);
});
