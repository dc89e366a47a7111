import { headersFor, parseHeadersFile } from '../../scripts/headers-file.mjs';
import { imageAddress } from '@/api/images';
import {
  isCompanyPage,
  isJob,
  isJobSearchResult,
  type CompanyPage,
  type Job,
  type JobSearchResult,
} from '@/api/contract/jobs';
import { paths } from '@/config/paths';
import {
  describeJob,
  isJobClosed,
  jobPostingData,
  toScriptSafeJson,
} from '@/features/jobs/job-posting';
import { apiQuery, parseSearch, toApiParams } from '@/features/jobs/search-state';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { webLink } from '@/lib/web-link';
import { allowingBootScript, bootScriptSource } from './boot-script';
import { renderDocument, type DocumentHead } from './document';
import { html, SafeHtml } from './html';
import { visitorLanguage } from './language';
import {
  companyPage,
  dateFormatter,
  homePage,
  jobPage,
  notFoundPage,
  type PageContext,
} from './pages';
import { sitemap } from './sitemap';
import { translator } from './strings';

/** What the build fixes: the main API, the `_headers` rules and each page's stylesheets. */
export interface EdgeBuild {
  mainApiUrl: string;
  headersFile: string;
  /** The stylesheets a lazily loaded page brings (`job`, `company`), to paint it before any script. */
  pageStyles: Record<string, string[]>;
}

/** Cloudflare Pages' advanced mode: `env.ASSETS` serves `dist/`; the Node server gives the same. */
export interface EdgeEnv {
  ASSETS: { fetch: (request: Request) => Promise<Response> };
  /** Overrides the build's main API address, for a deployment that moves it. */
  MAIN_API_URL?: string;
}

interface EdgeContext {
  waitUntil: (promise: Promise<unknown>) => void;
}

/** A main-API call from the edge: short, so a slow API costs a visitor little; then the SPA. */
const API_TIMEOUT_MS = 1500;
/** Public HTML: fresh for five minutes in shared caches, then served stale while it is refreshed. */
const PUBLIC_CACHE = 'public, max-age=0, s-maxage=300, stale-while-revalidate=600';
const NOT_FOUND_CACHE = 'public, max-age=0, s-maxage=60';
/** Paths that are files only: a missing one is a 404, never the app (README, "Deploying"). */
const FILE_ONLY = ['/assets/', '/builds/'];

type Fetched<T> = { status: 'ok'; value: T } | { status: 'not-found' } | { status: 'failed' };

async function fetchJson<T>(
  url: string,
  isExpected: (value: unknown) => value is T,
  signal: AbortSignal,
): Promise<Fetched<T>> {
  try {
    // No cookie and no credentials: the edge renders what anyone may see, nothing personal.
    const response = await fetch(url, { headers: { Accept: 'application/json' }, signal });
    if (response.status === 404) return { status: 'not-found' };
    if (!response.ok) return { status: 'failed' };
    const value: unknown = await response.json();
    return isExpected(value) ? { status: 'ok', value } : { status: 'failed' };
  } catch {
    return { status: 'failed' };
  }
}

const withHeaders = (response: Response, headers: Record<string, string>): Response => {
  const copy = new Response(response.body, response);
  for (const [name, value] of Object.entries(headers)) copy.headers.set(name, value);
  return copy;
};

export function createEdgeWorker(build: EdgeBuild) {
  const rules = parseHeadersFile(build.headersFile);
  const securityHeaders = (pathname: string) => headersFor(rules, pathname);

  return {
    async fetch(request: Request, env: EdgeEnv, context?: EdgeContext): Promise<Response> {
      const url = new URL(request.url);
      const api = (env.MAIN_API_URL || build.mainApiUrl).replace(/\/+$/, '');
      const isRead = request.method === 'GET' || request.method === 'HEAD';

      const answer = (body: BodyInit | null, init: ResponseInit, pathname = url.pathname) =>
        new Response(request.method === 'HEAD' ? null : body, {
          ...init,
          headers: { ...securityHeaders(pathname), ...(init.headers as Record<string, string>) },
        });

      const appShell = async (cacheControl = 'no-cache') => {
        const index = await env.ASSETS.fetch(
          new Request(new URL('/', url), { headers: request.headers }),
        );
        return withHeaders(index, { ...securityHeaders('/'), 'Cache-Control': cacheControl });
      };

      if (!isRead) return env.ASSETS.fetch(request);
      if (url.pathname === '/robots.txt')
        return answer(
          [
            'User-agent: *',
            'Allow: /',
            'Disallow: /application',
            'Disallow: /user/',
            `Sitemap: ${url.origin}/sitemap.xml`,
            '',
          ].join('\n'),
          {
            headers: {
              'Content-Type': 'text/plain; charset=utf-8',
              'Cache-Control': 'public, max-age=3600',
            },
          },
        );
      if (url.pathname === '/sitemap.xml') {
        const xml = await sitemap(api, url.origin, AbortSignal.timeout(API_TIMEOUT_MS * 4));
        if (xml === null)
          return answer('Sitemap unavailable', {
            status: 503,
            headers: { 'Retry-After': '60', 'Cache-Control': 'no-store' },
          });
        return answer(xml, {
          headers: {
            'Content-Type': 'application/xml; charset=utf-8',
            'Cache-Control': 'public, max-age=0, s-maxage=3600',
          },
        });
      }

      const page = matchPage(url.pathname);
      if (!page) {
        const asset = await env.ASSETS.fetch(request);
        const isFileOnly = FILE_ONLY.some((prefix) => url.pathname.startsWith(prefix));
        // A host that answers unknown paths with index.html must not do so for a script.
        const isHtml = (asset.headers.get('Content-Type') ?? '').startsWith('text/html');
        if (isFileOnly && (asset.status === 404 || isHtml))
          return answer('Not found', {
            status: 404,
            headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' },
          });
        if (asset.status !== 404) return withHeaders(asset, securityHeaders(url.pathname));
        // Every other navigation gets the app, whatever it accepts and whatever dots its path has.
        return appShell('no-store');
      }

      const language = visitorLanguage(request);
      const cacheKey = new Request(
        `${url.origin}${url.pathname}${url.search}${url.search ? '&' : '?'}edge-language=${language.locale}`,
      );
      const cache =
        typeof caches === 'undefined' ? null : (caches as unknown as { default: Cache }).default;
      const cached = await cache?.match(cacheKey);
      if (cached) return forVisitor(cached, language.fromCookie);

      const signal = AbortSignal.timeout(API_TIMEOUT_MS);
      const t = translator(language.locale);
      const pageContext: PageContext = {
        t,
        locale: language.locale,
        date: dateFormatter(language.locale),
        logo: (value) => imageAddress(value, api, url.origin),
        now: Date.now(),
      };
      const rendered = await renderPage(page, {
        api,
        origin: url.origin,
        context: pageContext,
        signal,
        styles: build.pageStyles,
      });
      if (!rendered) return appShell();

      const index = await env.ASSETS.fetch(new Request(new URL('/', url)));
      if (!index.ok) return appShell();
      const body = renderDocument(await index.text(), { locale: language.locale, ...rendered });
      const policy = securityHeaders(url.pathname)['Content-Security-Policy'];
      const response = answer(body, {
        status: rendered.status,
        headers: {
          ...(policy && {
            'Content-Security-Policy': allowingBootScript(policy, await bootScriptSource()),
          }),
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': rendered.status === 200 ? PUBLIC_CACHE : NOT_FOUND_CACHE,
          'Content-Language': language.locale,
        },
      });
      if (cache && context) context.waitUntil(cache.put(cacheKey, response.clone()));
      return forVisitor(response, language.fromCookie);
    },
  };
}

/**
 * Shared caches in front may keep a page per Accept-Language; a page chosen by the visitor's
 * own language cookie is theirs alone. The worker's cache keys on the language itself.
 */
function forVisitor(response: Response, fromCookie: boolean): Response {
  const copy = new Response(response.body, response);
  if (fromCookie) copy.headers.set('Cache-Control', 'private, max-age=0, must-revalidate');
  else copy.headers.set('Vary', 'Accept-Encoding, Accept-Language');
  return copy;
}

type PageMatch =
  | { kind: 'home' }
  | { kind: 'job'; slug: string }
  | { kind: 'company'; company: string; slug: string };

function matchPage(pathname: string): PageMatch | null {
  if (pathname === '/') return { kind: 'home' };
  const segments = pathname.split('/').slice(1);
  try {
    if (segments.length === 2 && segments[0] === 'job' && segments[1])
      return { kind: 'job', slug: decodeURIComponent(segments[1]) };
    if (segments.length === 3 && segments[0] === 'company' && segments[1] && segments[2])
      return {
        kind: 'company',
        company: decodeURIComponent(segments[1]),
        slug: decodeURIComponent(segments[2]),
      };
  } catch {
    return null;
  }
  return null;
}

interface Rendered extends DocumentHead {
  status: number;
}

interface RenderArguments {
  api: string;
  origin: string;
  context: PageContext;
  signal: AbortSignal;
  styles: Record<string, string[]>;
}

/** The page's HTML and head, or null when the API did not answer (the SPA takes over). */
async function renderPage(page: PageMatch, args: RenderArguments): Promise<Rendered | null> {
  const { api, origin, context, signal, styles } = args;
  const { t } = context;
  const siteName = t('app.name');
  const canonical = (path: string) => new URL(path, origin).href;

  if (page.kind === 'home') {
    const query = apiQuery(toApiParams(parseSearch(new URLSearchParams())));
    const jobs = await fetchJson<JobSearchResult>(
      `${api}/jobs?${query}`,
      isJobSearchResult,
      signal,
    );
    if (jobs.status !== 'ok') return null;
    return {
      status: 200,
      title: `${t('titles.home')} – ${siteName}`,
      description: t('app.description'),
      canonical: canonical(paths.home()),
      siteName,
      body: homePage(context, jobs.value.items),
      styles: [],
    };
  }

  if (page.kind === 'job') {
    const job = await fetchJson<Job>(`${api}/jobs/${encodeURIComponent(page.slug)}`, isJob, signal);
    if (job.status === 'not-found')
      return {
        status: 404,
        title: `${t('jobs.job.notFoundTitle')} – ${siteName}`,
        siteName,
        body: notFoundPage(context, 'job'),
        styles: styles.company ?? [],
        robots: 'noindex',
      };
    if (job.status !== 'ok') return null;
    const found = job.value;
    const company = await fetchJson<CompanyPage>(
      `${api}/companies/${encodeURIComponent(found.company.id)}/pages/${encodeURIComponent(found.company.pageSlug)}`,
      isCompanyPage,
      signal,
    );
    const logo = context.logo(found.company.logoUrl);
    const posting = jobPostingData(found, {
      origin,
      descriptionHtml: sanitizeHtml(found.adHtml),
      logo,
      website: company.status === 'ok' ? webLink(company.value.company.website)?.href : null,
    });
    return {
      status: 200,
      title: `${found.title} – ${found.company.name}`,
      description: describeJob(found),
      canonical: canonical(paths.job(found.slug)),
      siteName,
      image: logo,
      // A closed job keeps its page for those who follow an old link; search engines drop it.
      robots: isJobClosed(found, context.now) ? 'noindex' : undefined,
      structuredData: html`<script type="application/ld+json" data-job-posting="${found.id}">
        ${new SafeHtml(toScriptSafeJson(posting))}
      </script>`,
      body: jobPage(context, found),
      styles: styles.job ?? [],
    };
  }

  const found = await fetchJson<CompanyPage>(
    `${api}/companies/${encodeURIComponent(page.company)}/pages/${encodeURIComponent(page.slug)}`,
    isCompanyPage,
    signal,
  );
  if (found.status === 'not-found')
    return {
      status: 404,
      title: `${t('company.notFoundTitle')} – ${siteName}`,
      siteName,
      body: notFoundPage(context, 'company'),
      styles: styles.company ?? [],
      robots: 'noindex',
    };
  if (found.status !== 'ok') return null;
  const { company } = found.value;
  return {
    status: 200,
    title: `${company.name} – ${siteName}`,
    description: t('company.about', { name: company.name }),
    canonical: canonical(paths.company(company.id, found.value.slug)),
    siteName,
    image: context.logo(company.logoUrl),
    body: companyPage(context, found.value),
    styles: styles.company ?? [],
  };
}
