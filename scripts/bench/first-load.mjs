// First-load JS and CSS per route, by what Chromium actually requests: the HTML's entry and
// modulepreloads, the stylesheets, and every dynamic import the route makes until the network is
// quiet. Sizes are the precompressed gzip and brotli files the CDN sends.
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
      await page.goto(origin + route.path);
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      const heading =
        (await page.getByRole('heading', { level: 1 }).first().textContent())?.trim() ?? '';
      const unique = [...new Map(loaded.map((file) => [file.pathname, file])).values()];
      const files = [];
      for (const file of unique)
        files.push({ ...file, ...(await transferSizes(distDir, file.pathname)) });
      const js = files.filter((file) => file.type === 'script');
      const css = files.filter((file) => file.type === 'stylesheet');
      results.push({
        name: route.name,
        path: route.path,
        heading,
        jsFiles: js.length,
        js: { raw: sum(js, 'raw'), gzip: sum(js, 'gzip'), brotli: sum(js, 'brotli') },
        css: { raw: sum(css, 'raw'), gzip: sum(css, 'gzip'), brotli: sum(css, 'brotli') },
        files: files.map(({ pathname, gzip }) => ({ pathname, gzip })),
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
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
