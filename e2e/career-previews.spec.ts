import type { APIResponse, Page } from '@playwright/test';
import { SWEDISH, tr } from './support/languages';
import { makeJob, StubApi } from './support/stub-api';
import { expect, serveThroughEdge, test } from './support/stub-portal';

/**
 * What a shared link and a first visit show: the production build through its `_worker.js`, the
 * worker asking a loopback copy of the stub API for the pages and their preview pictures.
 */
let site: { origin: string; close: () => void };

/** An Arabic employer's ad, written right to left, beside the stub's English ones. */
const ARABIC_JOB = makeJob(5, {
  slug: 'mudir-mustawda',
  title: 'مدير مستودع',
  language: 'ar',
  excerpt: 'قيادة فريق من اثني عشر شخصا.',
  adHtml: '<p>نبحث عن مدير مستودع في يوتيبوري.</p>',
});

function withArabicJob(stub: StubApi): StubApi {
  stub.jobs.push(ARABIC_JOB);
  return stub;
}

test.beforeAll(async ({ stubPortal }) => {
  site = await serveThroughEdge(stubPortal.dist, withArabicJob(new StubApi(stubPortal.origin)));
});

test.afterAll(() => site?.close());

const metaContent = (page: Page, key: string) =>
  page.locator(`meta[property="${key}"], meta[name="${key}"]`).getAttribute('content');

/** A PNG's width and height, from its IHDR chunk. */
async function pngSize(response: APIResponse): Promise<[number, number]> {
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  const png = await response.body();
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

test('a job, a company and the home page each name a large picture that loads', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const { path, picture } of [
    { path: '/job/warehouse-lead-1', picture: '/og/job/warehouse-lead-1.png' },
    { path: '/company/nordvik/about', picture: '/og/company/nordvik/about.png' },
    { path: '/', picture: '/og/home.png' },
  ]) {
    await page.goto(`${site.origin}${path}`);
    expect(await metaContent(page, 'og:image'), path).toBe(`${site.origin}${picture}`);
    expect(await metaContent(page, 'og:image:width'), path).toBe('1200');
    expect(await metaContent(page, 'og:image:height'), path).toBe('630');
    expect(await metaContent(page, 'og:image:alt'), path).toBe(await page.title());
    expect(await metaContent(page, 'twitter:card'), path).toBe('summary_large_image');
    expect(await metaContent(page, 'twitter:image'), path).toBe(`${site.origin}${picture}`);
    const response = await page.request.get(`${site.origin}${picture}`);
    expect(await pngSize(response), path).toEqual([1200, 630]);
    // Drawn at the edge, cached as the pages are; the build's file revalidates as its files do.
    expect(response.headers()['cache-control'], path).toBe(
      path === '/' ? 'no-cache' : 'public, max-age=0, s-maxage=300, stale-while-revalidate=600',
    );
  }
  await context.close();
});

test('without the worker, every page names the home page’s picture, drawn by the build', async ({
  browser,
  stubPortal,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${stubPortal.origin}/job/warehouse-lead-1`);
  expect(await metaContent(page, 'og:image')).toBe('/og/home.png');
  expect(await metaContent(page, 'og:locale')).toBe('sv_SE');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv-SE');
  expect(await pngSize(await page.request.get(`${stubPortal.origin}/og/home.png`))).toEqual([
    1200, 630,
  ]);
  await context.close();
});

test('a link-preview bot, with no cookie and no language of ours, gets the page in Swedish', async () => {
  // Node's fetch sends `Accept-Language: *`, as many bots do: no language the portal has.
  for (const headers of [{}, { 'Accept-Language': 'de-DE,de;q=0.9' }] as Record<string, string>[]) {
    const response = await fetch(`${site.origin}/job/warehouse-lead-1`, { headers });
    expect(response.headers.get('content-language')).toBe('sv-SE');
    const html = await response.text();
    expect(html).toContain('<html class="consent-due" lang="sv-SE">');
    expect(html).toContain('<meta property="og:locale" content="sv_SE" data-edge=""/>');
    expect(html).toContain(tr(SWEDISH, 'jobs.job.finalApplyDate'));
  }
});

test('a browser in a language the portal lacks reads the portal in Swedish, before and after the script', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  await new StubApi(site.origin).install(context);
  const page = await context.newPage();
  await page.goto(`${site.origin}/job/warehouse-lead-1`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv-SE');
  // A page only the app renders detects the language itself, the same way.
  await page.goto(`${site.origin}/accessibility`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    tr(SWEDISH, 'titles.accessibility'),
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv-SE');
  await context.close();
});

test('an ad written right to left reads from the right: its title, its text and its card', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'sv-SE' });
  await withArabicJob(new StubApi(site.origin)).install(context);
  const page = await context.newPage();
  await page.goto(`${site.origin}/job/${ARABIC_JOB.slug}`);
  const title = page.getByRole('heading', { level: 1, name: ARABIC_JOB.title });
  await expect(title).toHaveAttribute('dir', 'rtl');
  await expect(title).toHaveAttribute('lang', 'ar');
  const ad = page.getByText('نبحث عن مدير مستودع في يوتيبوري.');
  await expect(ad.locator('..')).toHaveAttribute('dir', 'rtl');
  // The portal's own words around it stay left to right.
  await expect(page.locator('html')).not.toHaveAttribute('dir', 'rtl');
  await page.goto(`${site.origin}/`);
  const card = page.getByRole('heading', { level: 3, name: ARABIC_JOB.title });
  await expect(card).toHaveAttribute('dir', 'rtl');
  await expect(
    page.getByRole('heading', { level: 3, name: 'Warehouse lead 1' }),
  ).not.toHaveAttribute('dir');
  await context.close();
});
