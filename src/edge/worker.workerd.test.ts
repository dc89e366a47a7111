import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Miniflare } from 'miniflare';
import { getResponse, http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { handlers } from '@/mocks/handlers';
import { toJob } from '@/mocks/data/jobs';
import { catalog } from '@/mocks/store';
import { buildEdgeWorker } from '../../scripts/edge-worker-plugin';
import { headersFile } from '../../scripts/headers-plugin';
import type { PortalConfig } from '../../scripts/portal-config';

/**
 * The built `_worker.js` on the real Workers runtime (workerd, through miniflare 3): the bundle
 * imports nothing, runs under Workers' APIs only, and renders from the main API it is given —
 * here the demo API's handlers, answering the worker's outbound requests.
 */
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const API = window.location.origin;
const INDEX = readFileSync('index.html', 'utf8');
let outDir = '';
let runtime: Miniflare;
let failApi = false;

/** Texts that end a script, leave an attribute or splice a string if used as a pattern. */
const HOSTILE = `</script><script>alert(1)</script>"'><img src=x onerror=alert(9)> $\` $' $& $$ \u2028`;
const hostileJob = http.get('*/jobs/hostile', () => {
  const job = catalog().jobs.find((item) => Date.parse(item.finalApplyDate) > Date.now())!;
  return HttpResponse.json({
    ...toJob(job),
    slug: 'hostile',
    title: HOSTILE,
    excerpt: HOSTILE,
    company: { ...toJob(job).company, name: HOSTILE },
    adHtml: `<p>${HOSTILE}</p><script>alert(2)</script><a href="javascript:alert(3)">x</a>`,
  });
});

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'portal-edge-'));
  const config: PortalConfig = {
    authApiUrl: API,
    mainApiUrl: API,
    demoApi: false,
    analyticsUrl: '',
    analyticsSiteId: '4',
    buildId: 'test',
    cspReportUrl: '',
    privacyNoticeUrl: '',
    termsUrl: '',
    publicOrigin: '',
    authCookieDomain: '',
  };
  await buildEdgeWorker(
    process.cwd(),
    outDir,
    {
      mainApiUrl: API,
      publicOrigin: '',
      headersFile: headersFile(config),
      pages: {
        shared: { css: '.app{}', hrefs: ['/assets/app-1.css'] },
        byRoute: {
          job: {
            css: '.job{}',
            hrefs: ['/assets/job-1.css'],
            modules: { 'sv-SE': ['/assets/job-1.js'] },
          },
        },
      },
    },
    config,
  );
  runtime = new Miniflare({
    // Named, not scanned: React Router keeps an `import()` of a computed address for its
    // framework mode, which this data-mode app never calls.
    modules: [{ type: 'ESModule', path: join(outDir, '_worker.js') }],
    modulesRoot: outDir,
    compatibilityDate: '2024-09-23',
    serviceBindings: {
      ASSETS: async (request) => {
        const { pathname } = new URL(request.url);
        return pathname === '/'
          ? new Response(INDEX, { headers: { 'Content-Type': 'text/html; charset=utf-8' } })
          : new Response('Not found', { status: 404 });
      },
    },
    outboundService: async (request) => {
      if (failApi) return new Response('down', { status: 503 });
      const answer = await getResponse(
        [hostileJob, ...handlers],
        new Request(request.url, { method: request.method, headers: [...request.headers] }),
      );
      return answer
        ? new Response(await answer.text(), { status: answer.status, headers: [...answer.headers] })
        : new Response('no handler', { status: 599 });
    },
  });
});

afterAll(async () => {
  await runtime?.dispose();
  rmSync(outDir, { recursive: true, force: true });
});

const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await runtime.dispatchFetch(`https://jobs.example.com${path}`, { headers });
  return { status: response.status, headers: response.headers, text: await response.text() };
};

describe('dist/_worker.js on workerd', () => {
  test('the bundle is one module that imports nothing', () => {
    const bundle = readFileSync(join(outDir, '_worker.js'), 'utf8');
    // No import statement and no chunk to fetch: every route the app lazily loads is inside.
    expect(bundle).not.toMatch(/^\s*import\b|\bimport\(\s*["'`]/m);
    expect(bundle).toMatch(/export\s*\{\s*\w+ as default\s*\}/);
  });

  test('a job page arrives as HTML with its ad, link-preview tags and JobPosting data', async () => {
    const job = catalog().jobs.find((item) => Date.parse(item.finalApplyDate) > Date.now())!;
    const page = await get(`/job/${job.slug}`, {
      Accept: '*/*',
      'User-Agent': 'facebookexternalhit/1.1',
      'Accept-Language': 'nb-NO',
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-language')).toBe('nb-NO');
    expect(page.headers.get('content-security-policy')).toContain(
      "require-trusted-types-for 'script'",
    );
    expect(page.text).toContain('lang="nb-NO">');
    // The page is in the visitor's language, the ad in its own.
    expect(page.text).toContain(
      `<h1 id="job-title" class="job-page__title" lang="${job.language}">`,
    );
    expect(page.text).toContain('property="og:title"');
    const json = /<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/.exec(page.text)?.[1];
    expect(JSON.parse(json!)).toMatchObject({ '@type': 'JobPosting', title: job.title });
  });

  test("a company page and the job list are the app's own markup, with the data to hydrate", async () => {
    const job = catalog().jobs.find((item) => Date.parse(item.finalApplyDate) > Date.now())!;
    const company = await get(`/company/${job.company.id}/${job.company.pageSlug}`, {
      'Accept-Language': 'sv',
    });
    expect(company.status).toBe(200);
    expect(company.text).toContain(`<h1 id="company-name">${job.company.name}</h1>`);
    expect(company.text).toContain('id="router-hydration-data"');
    const home = await get('/', { 'Accept-Language': 'da' });
    expect(home.status).toBe(200);
    expect(home.text).toContain('<html class="consent-due" lang="da-DK">');
    expect(home.text.match(/class="job-card"/g)?.length).toBeGreaterThan(5);
    // The search is a form that works before the script: a GET of this page with `q`.
    expect(home.text).toMatch(/<input[^>]*name="q"/);
    const searched = await get(`/?q=${encodeURIComponent(job.title)}`, { 'Accept-Language': 'en' });
    expect(searched.text).toContain(`found for “${job.title}”`);
    expect(searched.text).toContain(`>${job.title}</a></h3>`);
  });

  test('a hostile job renders as text: nothing spliced, nothing run, JSON that parses', async () => {
    const page = await get('/job/hostile', { 'Accept-Language': 'en' });
    expect(page.status).toBe(200);
    expect(page.text.length).toBeLessThan(300_000);
    expect(page.text).not.toMatch(/<script>alert|href="javascript:|<img src=x/);
    // Every script is one the page means: the module, the JobPosting and the router's data.
    expect(page.text.match(/<script\b/g)).toHaveLength(3);
    expect(page.text.match(/<\/script>/g)).toHaveLength(3);
    const block = (selector: RegExp) => JSON.parse(selector.exec(page.text)![1]!) as unknown;
    expect(block(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/)).toMatchObject({
      title: HOSTILE,
    });
    expect(
      block(/<script type="application\/json" id="router-hydration-data">([^<]*)<\/script>/),
    ).toMatchObject({ loaderData: { job: { job: { title: HOSTILE } } } });
    expect(page.text).toContain('<title>&lt;/script&gt;&lt;script&gt;alert(1)');
  });

  test('a job’s link-preview picture is a PNG of 1200 × 630 drawn on workerd, a hostile job’s too', async () => {
    const job = catalog().jobs.find((item) => Date.parse(item.finalApplyDate) > Date.now())!;
    const page = await get(`/job/${job.slug}`, { 'Accept-Language': 'sv' });
    expect(page.text).toContain(
      `<meta property="og:image" content="https://jobs.example.com/og/job/${job.slug}.png" data-edge=""/>`,
    );
    for (const slug of [job.slug, 'hostile']) {
      const response = await runtime.dispatchFetch(`https://jobs.example.com/og/job/${slug}.png`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('cache-control')).toBe(
        'public, max-age=0, s-maxage=300, stale-while-revalidate=600',
      );
      const png = new Uint8Array(await response.arrayBuffer());
      expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      // The first chunk is IHDR: width and height, then 8-bit RGB.
      expect(new TextDecoder().decode(png.subarray(12, 16))).toBe('IHDR');
      const header = new DataView(png.buffer, png.byteOffset + 16, 10);
      expect([
        header.getUint32(0),
        header.getUint32(4),
        header.getUint8(8),
        header.getUint8(9),
      ]).toEqual([1200, 630, 8, 2]);
    }
    expect((await get('/og/job/no-such-job.png')).status).toBe(404);
  });

  test('an unknown job is a 404 page; robots.txt and the sitemap come from the worker', async () => {
    const missing = await get('/job/no-such-job');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('id="router-hydration-data"');
    expect((await get('/robots.txt')).text).toContain(
      'Sitemap: https://jobs.example.com/sitemap.xml',
    );
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.text).toContain('<urlset');
  });

  test('when the API fails, the app is served as today; missing files stay 404', async () => {
    failApi = true;
    try {
      const page = await get('/job/anything');
      expect(page.status).toBe(200);
      expect(page.text).toContain('<div id="root">');
      expect(page.text).not.toContain('id="router-hydration-data"');
    } finally {
      failApi = false;
    }
    expect((await get('/assets/gone-1.js')).status).toBe(404);
  });
});
