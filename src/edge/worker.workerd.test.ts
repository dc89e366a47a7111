import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Miniflare } from 'miniflare';
import { getResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { handlers } from '@/mocks/handlers';
import { catalog } from '@/mocks/store';
import { buildEdgeWorker } from '../../scripts/edge-worker-plugin';
import { headersFile } from '../../scripts/headers-plugin';

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

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'portal-edge-'));
  await buildEdgeWorker(process.cwd(), outDir, {
    mainApiUrl: API,
    headersFile: headersFile({
      authApiUrl: API,
      mainApiUrl: API,
      analyticsUrl: '',
      demoApi: false,
      cspReportUrl: '',
    }),
    pageStyles: { job: ['/assets/job-1.css'], company: [] },
  });
  runtime = new Miniflare({
    modules: true,
    modulesRoot: outDir,
    scriptPath: join(outDir, '_worker.js'),
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
        handlers,
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
    expect(bundle).not.toMatch(/^\s*import\b|\bfrom\s*["'`][^"'`]+["'`]/m);
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
    expect(page.text).toContain('<html lang="nb-NO">');
    // The page is in the visitor's language, the ad in its own.
    expect(page.text).toContain(
      `<h1 id="job-title" class="job-page__title" lang="${job.language}">`,
    );
    expect(page.text).toContain('property="og:title"');
    const json = /<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/.exec(page.text)?.[1];
    expect(JSON.parse(json!)).toMatchObject({ '@type': 'JobPosting', title: job.title });
  });

  test('an unknown job is a 404 page; robots.txt and the sitemap come from the worker', async () => {
    const missing = await get('/job/no-such-job');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('data-edge-rendered');
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
      expect(page.text).not.toContain('data-edge-rendered');
    } finally {
      failApi = false;
    }
    expect((await get('/assets/gone-1.js')).status).toBe(404);
  });
});
