/* global window, document, requestAnimationFrame, MutationObserver -- watchContentPaint and readPaintAndRequests run in the page */
// First-load JS and CSS per route, by what Chromium actually requests: the HTML's entry and
// modulepreloads, the stylesheets, and every dynamic import the route makes until the network is
// quiet, and of those the scripts asked for before the main content painted. Sizes are the
// precompressed gzip and brotli files the CDN sends.
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, makeToken, transferSizes } from './lib.mjs';

const sum = (files, key) => files.reduce((total, file) => total + file[key], 0);

/**
 * Opens each route in a fresh, cache-less context and adds up the scripts and stylesheets of the
 * portal's own origin. `record` (optional) collects the API answers seen, for replay-api.mjs.
 */
export async function measureFirstLoad({ origin, distDir, routes, record }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const results = [];
  try {
    for (const route of routes) {
      const context = await browser.newContext({ locale: 'en-US' });
      if (route.cookies)
        await context.addCookies(route.cookies.map((cookie) => ({ ...cookie, url: origin })));
      const page = await context.newPage();
      await page.addInitScript(watchContentPaint);
      const loaded = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        const type = request.resourceType();
        if (url.origin === origin && (type === 'script' || type === 'stylesheet'))
          loaded.push({ type, pathname: url.pathname });
      });
      if (record) {
        page.on('response', async (response) => {
          const type = response.request().resourceType();
          // Calls and the API's images (company logos), which the demo API also answers.
          if (type !== 'fetch' && type !== 'xhr' && type !== 'image') return;
          try {
            const url = new URL(response.url());
            record.set(`${response.request().method()} ${url.pathname}${url.search}`, {
              status: response.status(),
              contentType: response.headers()['content-type'] ?? 'application/json',
              body: await response.body(),
            });
          } catch {
            // the body of a redirected or aborted answer is not needed
          }
        });
      }
      const document = await page.goto(origin + route.path);
      // Whether the edge worker rendered the page, or answered the app's index.html.
      const edgeRendered = (await document.text()).includes('id="router-hydration-data"');
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      const heading =
        (await page.getByRole('heading', { level: 1 }).first().textContent())?.trim() ?? '';
      const paint = await page.evaluate(readPaintAndRequests);
      const requestedAt = new Map(
        paint.requests.map((request) => [new URL(request.url).pathname, request.startTime]),
      );
      const unique = [...new Map(loaded.map((file) => [file.pathname, file])).values()];
      const files = [];
      for (const file of unique)
        files.push({
          ...file,
          requestedAt: requestedAt.get(file.pathname) ?? 0,
          ...(await transferSizes(distDir, file.pathname)),
        });
      const js = files.filter((file) => file.type === 'script');
      const css = files.filter((file) => file.type === 'stylesheet');
      const jsBeforePaint = js.filter((file) => file.requestedAt < paint.contentPaint);
      results.push({
        name: route.name,
        path: route.path,
        heading,
        edgeRendered,
        jsFiles: js.length,
        js: { raw: sum(js, 'raw'), gzip: sum(js, 'gzip'), brotli: sum(js, 'brotli') },
        css: { raw: sum(css, 'raw'), gzip: sum(css, 'gzip'), brotli: sum(css, 'brotli') },
        contentPaintMs: paint.contentPaint,
        jsBeforePaint: { files: jsBeforePaint.length, gzip: sum(jsBeforePaint, 'gzip') },
        files: files.map(({ pathname, gzip, requestedAt }) => ({ pathname, gzip, requestedAt })),
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

/**
 * In the page, from its first script on: the moment its main content (the first heading in
 * `main`, which each page renders with its content) is painted, by the frame it first appears in.
 * Largest-contentful-paint cannot say it: a long cookie banner is larger than a job's title.
 */
function watchContentPaint() {
  // A frame's callbacks run just before it paints.
  const notePaint = () =>
    requestAnimationFrame(() => {
      window.__contentPaint ??= performance.now();
    });
  const observer = new MutationObserver(() => {
    if (!document.querySelector('main h1')) return;
    observer.disconnect();
    notePaint();
  });
  observer.observe(document, { childList: true, subtree: true });
}

/**
 * In the page: when its main content painted and when each resource was asked for, on the same
 * clock. A file asked for before that paint is part of what the first view waited for; one asked
 * for after it was deferred.
 */
function readPaintAndRequests() {
  return {
    contentPaint: window.__contentPaint ?? Infinity,
    requests: performance
      .getEntriesByType('resource')
      .map((entry) => ({ url: entry.name, startTime: entry.startTime })),
  };
}

/** Finds a job and a company page of the demo data by asking the demo API inside a page. */
export async function discoverDemoRoutes(origin) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.goto(origin + '/');
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 });
    const fromApi = await page.evaluate(async () => {
      try {
        const result = await (await fetch('/jobs?pageSize=1')).json();
        const job = result.items[0];
        return { jobSlug: job.slug, companyId: job.company.id, companySlug: job.company.pageSlug };
      } catch {
        return null;
      }
    });
    if (fromApi) return fromApi;
    // The screens link to both; follow them when the API cannot be asked directly.
    const jobHref = await page
      .locator('a[href^="/job/"]')
      .first()
      .getAttribute('href', { timeout: 10_000 });
    await page.goto(origin + jobHref);
    const companyHref = await page
      .locator('a[href^="/company/"]')
      .first()
      .getAttribute('href', { timeout: 10_000 });
    const [, , companyId, companySlug] = companyHref.split('/');
    return { jobSlug: jobHref.split('/')[2], companyId, companySlug };
  } finally {
    await browser.close();
  }
}

export const candidateCookie = (candidate) => ({
  name: 'authtoken',
  value: makeToken({
    user: { id: candidate.id, name: candidate.name, type: 'candidate' },
    exp: Math.floor(Date.now() / 1000) + 3600,
  }),
});
