import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, test } from 'vitest';
import { server } from '@/mocks/node';
import { catalog } from '@/mocks/store';
import { headersFile } from '../../scripts/headers-plugin';
import { createEdgeWorker, type EdgeEnv } from './worker';

/**
 * The edge worker in Node, against the demo API's handlers (the same msw handlers as the app's
 * tests) and the portal's own index.html; worker.workerd.test.ts runs the built worker on workerd.
 */
const ORIGIN = 'https://jobs.example.com';
const INDEX = readFileSync('index.html', 'utf8');
const API = window.location.origin;

const worker = createEdgeWorker({
  mainApiUrl: API,
  publicOrigin: '',
  headersFile: headersFile({
    authApiUrl: API,
    mainApiUrl: API,
    analyticsUrl: '',
    demoApi: false,
    cspReportUrl: '',
  }),
  pages: {
    shared: { css: '.app{}', hrefs: ['/assets/app-1.css'] },
    byRoute: {
      job: {
        css: '.job{}',
        hrefs: ['/assets/job-1.css'],
        modules: { 'da-DK': ['/assets/job-1.js', '/assets/da-DK-job-1.js'] },
      },
      company: { css: '.company{}', hrefs: ['/assets/company-1.css'], modules: {} },
    },
  },
});

const assets: EdgeEnv = {
  ASSETS: {
    fetch: async (request) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/' || pathname === '/index.html')
        return new Response(INDEX, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
      if (pathname === '/assets/app-1.js')
        return new Response('export {}', { headers: { 'Content-Type': 'text/javascript' } });
      return new Response('Not found', { status: 404 });
    },
  },
};

const get = (path: string, headers: Record<string, string> = {}) =>
  worker.fetch(new Request(`${ORIGIN}${path}`, { headers }), assets);

const page = async (response: Response) => {
  const document = new DOMParser().parseFromString(await response.text(), 'text/html');
  return document;
};

const anOpenJob = () => catalog().jobs.find((job) => Date.parse(job.finalApplyDate) > Date.now())!;

describe('the edge renders the public pages as HTML', () => {
  let job: ReturnType<typeof anOpenJob>;
  beforeEach(() => {
    job = anOpenJob();
  });

  test('a job page: title, description, link-preview tags, JobPosting data and the ad itself', async () => {
    const response = await get(`/job/${job.slug}`, { 'Accept-Language': 'sv-SE,sv;q=0.9' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe(
      'public, max-age=0, s-maxage=300, stale-while-revalidate=600',
    );
    expect(response.headers.get('Vary')).toBe('Accept-Encoding, Accept-Language, Cookie');
    expect(response.headers.get('Content-Language')).toBe('sv-SE');
    expect(response.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    const document = await page(response);
    expect(document.documentElement.lang).toBe('sv-SE');
    expect(document.title).toBe(`${job.title} – ${job.company.name}`);
    const meta = (key: string) =>
      document
        .querySelector(`meta[property="${key}"], meta[name="${key}"]`)
        ?.getAttribute('content');
    expect(meta('og:title')).toBe(`${job.title} – ${job.company.name}`);
    expect(meta('og:url')).toBe(`${ORIGIN}/job/${job.slug}`);
    // A picture the services show large, drawn by the edge for this job.
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('og:image')).toBe(`${ORIGIN}/og/job/${job.slug}.png`);
    expect(meta('twitter:image')).toBe(`${ORIGIN}/og/job/${job.slug}.png`);
    expect(meta('og:image:width')).toBe('1200');
    expect(meta('og:image:height')).toBe('630');
    expect(meta('og:image:alt')).toBe(`${job.title} – ${job.company.name}`);
    expect(meta('description')).toBeTruthy();
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${ORIGIN}/job/${job.slug}`,
    );
    // The page's CSS is in the page, allowed by its hash alone: no stylesheet to wait for.
    expect([...document.querySelectorAll('style')].map((style) => style.textContent)).toEqual([
      '.app{}.job{}',
    ]);
    // Named among the page's links, disabled (neither fetched nor applied), so the app's chunk
    // loader finds them there and does not fetch them again.
    expect(
      [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => [
        link.getAttribute('href'),
        link.hasAttribute('disabled'),
      ]),
    ).toEqual([
      ['/assets/app-1.css', true],
      ['/assets/job-1.css', true],
    ]);
    const styleHash = createHash('sha256').update('.app{}.job{}').digest('base64');
    expect(response.headers.get('Content-Security-Policy')).toContain(
      `style-src 'self' 'sha256-${styleHash}';`,
    );
    const root = document.getElementById('root')!;
    expect(document.getElementById('router-hydration-data')).not.toBeNull();
    expect(root.querySelector('h1#job-title')?.textContent).toBe(job.title);
    // The employer's logo and name under the title, as the app renders them.
    const heading = root.querySelector('.job-page__heading')!;
    expect(heading.querySelector('.company-logo.job-page__logo')?.getAttribute('alt') ?? '').toBe(
      '',
    );
    expect(heading.querySelector('.job-page__company a')?.textContent).toBe(job.company.name);
    expect(root.querySelector('.rich-text')?.textContent?.length).toBeGreaterThan(50);
    expect(root.querySelector('.job-facts')?.textContent).toContain('Sista ansökningsdag');
    const data = JSON.parse(
      document.querySelector('script[type="application/ld+json"]')!.textContent!,
    ) as { employmentType: string; description: string };
    expect(data).toMatchObject({
      '@type': 'JobPosting',
      title: job.title,
      datePosted: job.publishedAt,
      validThrough: job.finalApplyDate,
      directApply: true,
      hiringOrganization: { name: job.company.name },
      jobLocation: {
        address: {
          addressLocality: job.location,
          addressRegion: job.region,
          addressCountry: job.country,
        },
      },
    });
    expect(data.employmentType).toMatch(/^[A-Z_]+$/);
    expect(data.description).toContain('<');
  });

  test('categories in the visitor’s language; the ad, its title and the company’s words in theirs', async () => {
    const danish = catalog().jobs.find(
      (item) =>
        item.language === 'da' &&
        item.category?.key === 'customer-service' &&
        Date.parse(item.finalApplyDate) > Date.now(),
    )!;
    const swedish = await page(
      await get(`/job/${danish.slug}`, { 'Accept-Language': 'sv-SE,sv;q=0.9' }),
    );
    const root = swedish.getElementById('root')!;
    expect(root.querySelector('.job-facts')?.textContent).toContain('Kundtjänst');
    expect(root.querySelector('.job-facts')?.textContent).not.toContain('Kundeservice');
    expect(root.querySelector('h1#job-title')?.getAttribute('lang')).toBe('da');
    expect(root.querySelector('.rich-text')?.getAttribute('lang')).toBe('da');
    expect(root.querySelector('.job-facts')?.hasAttribute('lang')).toBe(false);
    const data = JSON.parse(
      swedish.querySelector('script[type="application/ld+json"]')!.textContent!,
    ) as { occupationalCategory: string };
    // Structured data speaks the ad's language, the same for every visitor.
    expect(data.occupationalCategory).toBe('Kundeservice');
    const english = await page(await get(`/job/${danish.slug}`, { 'Accept-Language': 'en' }));
    expect(english.querySelector('.job-facts')?.textContent).toContain('Customer Service');

    const home = await page(await get('/', { 'Accept-Language': 'nb-NO' }));
    const cards = [...home.querySelectorAll('#root .job-card')];
    expect(cards.length).toBeGreaterThan(5);
    for (const card of cards) {
      const slug = card.querySelector('a')!.getAttribute('href')!.replace('/job/', '');
      const shown = catalog().jobsBySlug.get(slug)!;
      expect(card.querySelector('.tag')?.textContent).toBe(shown.category!.labels['nb-NO']);
      expect(card.querySelector('.job-card__title')?.getAttribute('lang')).toBe(shown.language);
      expect(card.querySelector('.job-card__excerpt')?.getAttribute('lang')).toBe(shown.language);
    }

    const company = await page(
      await get(`/company/${danish.company.id}/about-us`, { 'Accept-Language': 'en' }),
    );
    const about = company.querySelector('.company-page__about');
    expect(about?.getAttribute('lang')).toBe('da');
    expect(about?.textContent).toContain('Det laver vi');
  });

  test('without a language cookie or a usable Accept-Language, the deployment’s language (Swedish unset)', async () => {
    const ogLocale = (document: Document) =>
      document.querySelector('meta[property="og:locale"]')?.getAttribute('content');
    for (const headers of [{}, { 'Accept-Language': 'de-DE,fr;q=0.8' }] as Record<
      string,
      string
    >[]) {
      const response = await get(`/job/${job.slug}`, headers);
      expect(response.headers.get('Content-Language')).toBe('sv-SE');
      const document = await page(response);
      expect(document.documentElement.lang).toBe('sv-SE');
      expect(ogLocale(document)).toBe('sv_SE');
      expect(document.querySelector('.job-facts')?.textContent).toContain('Sista ansökningsdag');
    }
    // The preview's language is the page's.
    expect(ogLocale(await page(await get('/', { 'Accept-Language': 'nb' })))).toBe('nb_NO');
  });

  test('link-preview pictures: a job’s and a company’s drawn at the edge, cached as pages are; the home page’s the build’s', async () => {
    const picture = await get(`/og/job/${job.slug}.png`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('Content-Type')).toBe('image/png');
    expect(picture.headers.get('Cache-Control')).toBe(
      'public, max-age=0, s-maxage=300, stale-while-revalidate=600',
    );
    expect(picture.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    const png = new Uint8Array(await picture.arrayBuffer());
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const header = new DataView(png.buffer, 16, 8);
    expect([header.getUint32(0), header.getUint32(4)]).toEqual([1200, 630]);

    const company = await get(`/company/${job.company.id}/${job.company.pageSlug}`);
    const companyPage = await page(company);
    const companyImage = `${ORIGIN}/og/company/${job.company.id}/${job.company.pageSlug}.png`;
    expect(companyPage.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(
      companyImage,
    );
    expect((await get(new URL(companyImage).pathname)).headers.get('Content-Type')).toBe(
      'image/png',
    );

    const home = await page(await get('/', { 'Accept-Language': 'en' }));
    expect(home.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(
      `${ORIGIN}/og/home.png`,
    );
    // Only the static build's own preview tags are replaced, never doubled.
    expect(home.querySelectorAll('meta[property="og:image"]')).toHaveLength(1);

    const missing = await get('/og/job/no-such-job.png');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=60');
    expect((await get('/og/job/%E0%A4%A.png')).status).toBe(404);
  });

  test('a preview picture the API cannot give is a 503 nobody caches', async () => {
    server.use(http.get('*/jobs/:slug', () => HttpResponse.json({}, { status: 500 })));
    const response = await get(`/og/job/${job.slug}.png`);
    expect(response.status).toBe(503);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  test("the visitor's language cookie wins over Accept-Language, and makes the page private", async () => {
    const response = await get(`/job/${job.slug}`, {
      'Accept-Language': 'sv-SE',
      Cookie: 'other=1; i18n_redirected=dk',
    });
    expect(response.headers.get('Content-Language')).toBe('da-DK');
    expect(response.headers.get('Cache-Control')).toBe('private, max-age=0, must-revalidate');
    expect((await page(response)).documentElement.lang).toBe('da-DK');
  });

  test('hostile job texts are escaped, the ad sanitised, the JSON-LD cannot end its script', async () => {
    // `$&`, `$'` and `` $` `` would splice the document if a text were a replacement pattern.
    const hostile = "</title><script>alert(1)</script><img src=x onerror=alert(2)> $& $' $` $$";
    server.use(
      http.get('*/jobs/hostile', () =>
        HttpResponse.json({
          ...job,
          slug: 'hostile',
          title: hostile,
          company: { ...job.company, name: `"><svg onload=alert(3)>` },
          excerpt: hostile,
          adHtml: `<p>Fine</p><script>alert(4)</script><a href="javascript:alert(5)">x</a>${hostile}`,
          contactName: hostile,
          contactEmail: 'hr@example.com?bcc=spy@evil.example',
        }),
      ),
    );
    const response = await get('/job/hostile');
    const text = await response.clone().text();
    // As text the payloads may appear escaped; as markup never.
    expect(text).not.toMatch(/<script>alert|<img src=x|<svg onload|href="javascript:/i);
    expect(text.match(/<\/script>/g)?.length).toBe((text.match(/<script\b/g) ?? []).length);
    const document = await page(response);
    expect(document.title).toBe(`${hostile} – "><svg onload=alert(3)>`);
    expect(document.querySelector('#root h1')?.textContent).toBe(hostile);
    // The one picture is the company's logo, from the API's own address.
    expect(
      [...document.querySelectorAll('#root img')].map((img) => img.getAttribute('class')),
    ).toEqual(['company-logo job-page__logo']);
    expect(document.querySelector('#root a[href^="mailto:"]')).toBeNull();
    // The module loader, the JobPosting and the router's data: nothing else.
    expect(document.querySelectorAll('script')).toHaveLength(3);
    expect(text.length).toBeLessThan(200_000);
    const posting = JSON.parse(
      document.querySelector('script[type="application/ld+json"]')!.textContent!,
    ) as { title: string };
    expect(posting.title).toBe(hostile);
    const data = JSON.parse(document.getElementById('router-hydration-data')!.textContent!) as {
      loaderData: { job: { job: { title: string } } };
    };
    expect(data.loaderData.job.job.title).toBe(hostile);
  });

  test('an unknown job is a real 404 with the not-found page; a closed job keeps its page, not indexed', async () => {
    const missing = await get('/job/no-such-job', { 'Accept-Language': 'en' });
    expect(missing.status).toBe(404);
    const document = await page(missing);
    expect(document.querySelector('#root h1')?.textContent).toBe('Job not found');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');

    const closed = catalog().jobs.find((item) => Date.parse(item.finalApplyDate) < Date.now());
    if (closed) {
      const response = await get(`/job/${closed.slug}`, { 'Accept-Language': 'en' });
      expect(response.status).toBe(200);
      const closedPage = await page(response);
      expect(closedPage.querySelector('.job-page__closed')?.textContent).toContain(
        'Applications closed',
      );
      expect(closedPage.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
        'noindex',
      );
    }
  });

  test('an API that fails or is slow gets the app as today', async () => {
    server.use(http.get('*/jobs/:slug', () => HttpResponse.error()));
    const response = await get(`/job/${job.slug}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const document = await page(response);
    expect(document.getElementById('router-hydration-data')).toBeNull();
  });

  test('a company page and the job list', async () => {
    const company = job.company;
    const response = await get(`/company/${company.id}/${company.pageSlug}`, {
      'Accept-Language': 'nb',
    });
    expect(response.status).toBe(200);
    const document = await page(response);
    expect(document.querySelector('#root h1#company-name')?.textContent).toBe(company.name);
    expect(document.querySelector('#root .company-jobs')?.textContent).toContain(job.title);
    expect(document.title).toBe(
      `${company.name} – ${document.querySelector('.site-logo__name')?.textContent}`,
    );

    const home = await page(await get('/', { 'Accept-Language': 'en-GB' }));
    expect(home.title).toBe('Open jobs – Jobs portal');
    expect(home.querySelectorAll('#root .job-card').length).toBeGreaterThan(5);
    expect(home.querySelector('meta[name="description"]')?.getAttribute('content')).toContain(
      'Open jobs',
    );
  });

  test("a company's pages name the company once: the demo's texts start below the page's own headings", async () => {
    const company = job.company;
    for (const slug of ['about-us', 'working-here']) {
      const document = await page(await get(`/company/${company.id}/${slug}`));
      const headings = [...document.querySelectorAll('#root :is(h1, h2)')].map((heading) =>
        (heading.textContent ?? '').trim(),
      );
      expect(headings.filter((text) => text === company.name)).toEqual([company.name]);
      expect(new Set(headings).size, headings.join(' | ')).toBe(headings.length);
    }
  });

  test('the cookie banner is in the HTML, shown by the class the edge sets for a visitor who has not chosen', async () => {
    const response = await get(`/job/${job.slug}`, { 'Accept-Language': 'da' });
    const document = await page(response);
    expect(document.documentElement.className).toBe('consent-due');
    const banner = document.querySelector('#root > .consent-banner.consent-banner--server')!;
    expect(banner.querySelector('h2')?.textContent).toBe('Cookies');
    const form = banner.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(
      [...form.querySelectorAll('button[type="submit"]')].map((button) => [
        button.textContent,
        button.getAttribute('value'),
      ]),
    ).toEqual([
      ['Accepter', 'accept'],
      ['Afvis', 'decline'],
    ]);
    expect(document.querySelector('#root > .skip-link')?.getAttribute('href')).toBe('#main');
    // One inline script, the module loader, which brings index.html's module scripts in after
    // the first paint, then the page's own and its language's parts, so hydration does not wait
    // for them; and one stylesheet: the policy of _headers with their hashes alone added.
    const [loader, ...others] = document.querySelectorAll('script:not([type])');
    expect(others).toHaveLength(0);
    expect(document.querySelector('script[type="module"]')).toBeNull();
    expect(loader.getAttribute('data-modules')).toBe(
      '/src/main.tsx /assets/job-1.js /assets/da-DK-job-1.js',
    );
    const digest = createHash('sha256').update(loader.textContent!).digest('base64');
    const policy = response.headers.get('Content-Security-Policy')!;
    const css = createHash('sha256').update('.app{}.job{}').digest('base64');
    expect(policy.match(/'sha256-[^']+'/g)).toEqual([`'sha256-${digest}'`, `'sha256-${css}'`]);
    expect(policy.replace(` 'sha256-${digest}'`, '').replace(` 'sha256-${css}'`, '')).toBe(
      (await get('/assets/app-1.js')).headers.get('Content-Security-Policy'),
    );

    const chosen = await page(
      await get(`/job/${job.slug}`, {
        Cookie: `cookie-consent=${encodeURIComponent('{"handled":true,"statistics":false,"marketing":false}')}`,
      }),
    );
    expect(chosen.documentElement.className).toBe('');
  });

  test("the banner's and the language's forms work before the app: a cookie, then the same page", async () => {
    const post = (body: string) =>
      worker.fetch(
        new Request(`${ORIGIN}/job/${job.slug}?ref=x`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body,
        }),
        assets,
      );
    const accepted = await post('statistics=on&consent=accept');
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get('Location')).toBe(`/job/${job.slug}?ref=x`);
    const cookie = accepted.headers.get('Set-Cookie')!;
    expect(cookie).toMatch(
      /^cookie-consent=([^;]+); Max-Age=31536000; Path=\/; Secure; SameSite=Strict$/,
    );
    expect(JSON.parse(decodeURIComponent(cookie.split(';')[0]!.split('=')[1]!))).toEqual({
      handled: true,
      statistics: true,
      marketing: false,
    });
    const declined = await post('statistics=on&marketing=on&consent=decline');
    expect(decodeURIComponent(declined.headers.get('Set-Cookie')!)).toContain(
      '{"handled":true,"statistics":false,"marketing":false}',
    );
    const language = await post('language=nb-NO');
    expect(language.status).toBe(303);
    expect(language.headers.get('Set-Cookie')).toBe(
      'i18n_redirected=no; Max-Age=31536000; Path=/; Secure; SameSite=Lax',
    );
    expect((await post('language=xx')).status).not.toBe(303);
    // Another site's form changes nothing; a path that starts like another host stays here.
    const crossSite = await worker.fetch(
      new Request(`${ORIGIN}/job/${job.slug}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'Sec-Fetch-Site': 'cross-site',
          Origin: 'https://evil.example',
        },
        body: 'consent=accept&statistics=on&marketing=on',
      }),
      assets,
    );
    expect(crossSite.headers.get('Set-Cookie')).toBeNull();
    const doubleSlash = await worker.fetch(
      new Request(`${ORIGIN}//evil.example/x`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'language=sv-SE',
      }),
      assets,
    );
    expect(doubleSlash.headers.get('Location')).toBe('/evil.example/x');
    expect((await post(`consent=accept&pad=${'x'.repeat(2000)}`)).status).not.toBe(303);
  });

  test('addresses in pages, robots.txt and the sitemap come from the configured origin, not the Host', async () => {
    const configured = createEdgeWorker({
      mainApiUrl: API,
      publicOrigin: 'https://jobs.example.org',
      headersFile: '',
      pages: { shared: { css: '', hrefs: [] }, byRoute: {} },
    });
    const fromProxy = (path: string) =>
      configured.fetch(new Request(`https://evil.example${path}`), assets);
    const document = await page(await fromProxy(`/job/${job.slug}`));
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `https://jobs.example.org/job/${job.slug}`,
    );
    expect(await (await fromProxy('/robots.txt')).text()).toContain(
      'Sitemap: https://jobs.example.org/sitemap.xml',
    );
    expect(await (await fromProxy('/sitemap.xml')).text()).not.toContain('evil.example');
  });

  test('a configured origin is read as an origin: a trailing slash or path adds nothing, a bad one is no 500', async () => {
    const robotsWith = async (PUBLIC_ORIGIN: string) =>
      worker.fetch(new Request(`${ORIGIN}/robots.txt`), { ...assets, PUBLIC_ORIGIN });
    for (const configured of ['https://jobs.example.org/', ' https://jobs.example.org/portal// '])
      expect(await (await robotsWith(configured)).text(), configured).toContain(
        'Sitemap: https://jobs.example.org/sitemap.xml',
      );
    const unreadable = await robotsWith('jobs.example.org/');
    expect(unreadable.status).toBe(200);
    expect(await unreadable.text()).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  test("an emailed link's token never reaches a rendered or cached page", async () => {
    const response = await get('/?auth=reset-password&token=secret-123');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.text()).not.toContain('secret-123');
  });

  test('an ad past the bound is left to the app, never rendered at the edge', async () => {
    server.use(
      http.get('*/jobs/huge', () =>
        HttpResponse.json({ ...job, slug: 'huge', adHtml: `<p>${'a'.repeat(300 * 1024)}</p>` }),
      ),
    );
    const response = await get('/job/huge');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect((await page(response)).getElementById('router-hydration-data')).toBeNull();
  });

  test('odd addresses get a page with the security headers, never a 500; deployment files are no files', async () => {
    // A host that would serve dist/'s deployment files, as the reference server once did.
    const deployed: EdgeEnv = {
      ASSETS: {
        fetch: async (request) =>
          /^\/(?:_|%5f)/i.test(new URL(request.url).pathname)
            ? new Response('deployment file', { headers: { 'Content-Type': 'text/plain' } })
            : assets.ASSETS.fetch(request),
      },
    };
    const at = (path: string) =>
      worker.fetch(
        new Request(`${ORIGIN}${path}`, { headers: { Accept: '*/*', 'Accept-Language': 'en' } }),
        deployed,
      );
    const odd = [
      '//?auth=reset-password&token=secret-1',
      '//?auth=login',
      '//job/x',
      '///evil.example/x',
      '/%2F%2Fevil.example',
      '/%E0%A4%A',
      `/${'a'.repeat(5000)}`,
      '/_worker.js',
      '/_headers',
      '/.%2e/_headers',
      '/%5Fworker.js',
    ];
    for (const path of odd) {
      const response = await at(path);
      expect(response.status, path).toBeLessThan(500);
      expect(response.headers.get('Content-Type'), path).toContain('text/html');
      expect(response.headers.get('Content-Security-Policy'), path).toContain("default-src 'none'");
      const body = await response.text();
      expect(body, path).toContain('<div id="root">');
      expect(body, path).not.toContain('deployment file');
    }
    for (const path of ['/_worker.js', '/_headers', '/%5Fworker.js']) {
      const response = await at(path);
      expect(response.status, path).toBe(404);
      expect((await page(response)).querySelector('#root h1')?.textContent, path).toBe(
        'Page not found',
      );
    }
    // The app rewrites a `//` path at boot: no page is rendered, and hydrated, under it.
    const shell = await at('//?auth=login');
    expect(shell.headers.get('Cache-Control')).toBe('no-store');
    expect((await page(shell)).getElementById('router-hydration-data')).toBeNull();
  });

  test('files, the app for every other navigation, robots.txt and the sitemap', async () => {
    expect((await get('/assets/app-1.js')).status).toBe(200);
    const missing = await get('/assets/gone-1.js', { Accept: '*/*' });
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('id="root"');
    const unknown = await get('/some.page', { Accept: '*/*', 'Accept-Language': 'en' });
    expect(unknown.status).toBe(404);
    expect((await page(unknown)).querySelector('#root h1')?.textContent).toBe('Page not found');
    for (const path of ['/user/settings', '/application/app-1', '/job/x/thank-you']) {
      const response = await get(path, { Accept: '*/*' });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('Cache-Control'), path).toBe('no-store');
      expect(await response.text(), path).toContain('<div id="root">');
    }
    const robots = await (await get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(robots).toContain('Disallow: /application');
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.headers.get('Content-Type')).toContain('application/xml');
    const xml = await sitemap.text();
    expect(xml).toContain(`<loc>${ORIGIN}/job/${job.slug}</loc>`);
    expect(xml).toContain(`<loc>${ORIGIN}/company/${job.company.id}/${job.company.pageSlug}</loc>`);
    expect(xml).toMatch(/<lastmod>\d{4}-\d\d-\d\d<\/lastmod>/);
    const closed = catalog().jobs.find((item) => Date.parse(item.finalApplyDate) < Date.now());
    if (closed) expect(xml).not.toContain(`/job/${closed.slug}<`);

    server.use(http.get(`${API}/jobs`, () => HttpResponse.json({}, { status: 503 })));
    const unavailable = await get('/sitemap.xml');
    expect(unavailable.status).toBe(503);
    expect(unavailable.headers.get('Retry-After')).toBe('60');
    expect(unavailable.headers.get('Cache-Control')).toBe('no-store');
  });
});
