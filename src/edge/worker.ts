import { headersFor, parseHeadersFile } from '../../scripts/headers-file.mjs';
import { mainHttp } from '@/api/http';
import { cookieFromForm, isPreviewPath, previewPicture, renderRoute } from '@/app/server-render';
import { sameOriginPath } from '@/config/paths';
import { CONSENT_COOKIE, parseConsent } from '@/features/consent/consent-store';
import type { Locale } from '@/i18n/languages';
import { renderDocument } from './document';
import { requestCookie, visitorLanguage } from './language';
import { allowingInline } from './module-loader';
import { sitemap } from './sitemap';

/** What the build fixes: the main API, the `_headers` rules and what each page brings. */
export interface EdgeBuild {
  mainApiUrl: string;
  /** The portal's public address (`VITE_PUBLIC_ORIGIN`); empty: the address each request names. */
  publicOrigin: string;
  headersFile: string;
  /**
   * The CSS of index.html's stylesheets (`shared`) and of each page the edge renders, as text:
   * written into the page, it paints with the HTML, no stylesheet to wait for. And each page's
   * modules in each language (its route's chunks, its parts of the language files): fetched
   * with index.html's, so that hydration waits for no second round trip.
   */
  pages: {
    shared: PageStyle;
    byRoute: Record<string, PageStyle & { modules: Partial<Record<Locale, string[]>> }>;
  };
}

/** Stylesheets of the build, as text, and the addresses they have among its files. */
interface PageStyle {
  css: string;
  hrefs: string[];
}

/** Cloudflare Pages' advanced mode: `env.ASSETS` serves `dist/`; the Node server gives the same. */
export interface EdgeEnv {
  ASSETS: { fetch: (request: Request) => Promise<Response> };
  /** Overrides the build's main API address, for a deployment that moves it. */
  MAIN_API_URL?: string;
  /** Overrides the build's public origin. */
  PUBLIC_ORIGIN?: string;
}

type EdgeContext = { waitUntil: (promise: Promise<unknown>) => void };

/** A main-API call from the edge: short, so a slow API costs a visitor little; then the SPA. */
const API_TIMEOUT_MS = 1500;
/** Public HTML: fresh for five minutes in shared caches, then served stale while it is refreshed. */
const PUBLIC_CACHE = 'public, max-age=0, s-maxage=300, stale-while-revalidate=600';
const NOT_FOUND_CACHE = 'public, max-age=0, s-maxage=60';
/** Paths that are files only: a missing one is a 404, never the app (README, "Deploying"). */
const FILE_ONLY = ['/assets/', '/builds/'];
/** A document past this size is left to the browser's app: no response grows without bound. */
const MAX_EDGE_DOCUMENT_CHARACTERS = 1024 * 1024;
/** A form a page's banner or language choice posts: small, or it is not one of ours. */
const MAX_FORM_BYTES = 1024;

/**
 * The deployment's own files at dist/'s root (`_worker.js`, `_headers`): read by the host, never
 * served; their address is an unknown page like any other. An encoded underscore names them too.
 */
const DEPLOYMENT_FILE = /^\/(?:_|%5f)[^/]*$/i;

/** The addresses the edge renders at once; any other navigation is a file first. */
const PAGE_PATH = /^\/(?:$|job\/[^/]+$|company\/[^/]+\/[^/]+$)/;

/**
 * A configured portal address as the origin it names (`https://jobs.example.com`: no path, no
 * trailing slash, so no address built on it starts a path with `//`); null when it names none.
 */
function originOf(address: string | undefined): string | null {
  if (!address?.trim()) return null;
  try {
    const { origin } = new URL(address.trim());
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

const withHeaders = (response: Response, headers: Record<string, string>): Response => {
  const copy = new Response(response.body, response);
  for (const [name, value] of Object.entries(headers)) copy.headers.set(name, value);
  return copy;
};

/**
 * A form posted from this site's own pages: another site could otherwise post a choice about
 * cookies on the visitor's behalf. Browsers say where a post comes from (`Sec-Fetch-Site`, and
 * `Origin` on every cross-site post).
 */
function fromThisSite(request: Request, origins: string[]): boolean {
  const site = request.headers.get('Sec-Fetch-Site');
  if (site) return site === 'same-origin';
  const from = request.headers.get('Origin');
  return from === null || origins.includes(from);
}

/** A form post's fields, or null when it is not a small urlencoded form. */
async function readSmallForm(request: Request): Promise<URLSearchParams | null> {
  const type = request.headers.get('Content-Type') ?? '';
  const length = Number(request.headers.get('Content-Length') ?? 0);
  if (!type.startsWith('application/x-www-form-urlencoded') || length > MAX_FORM_BYTES) return null;
  const text = await request.text();
  return text.length > MAX_FORM_BYTES ? null : new URLSearchParams(text);
}

export function createEdgeWorker(build: EdgeBuild) {
  const rules = parseHeadersFile(build.headersFile);
  const securityHeaders = (pathname: string) => headersFor(rules, pathname);

  return {
    async fetch(request: Request, env: EdgeEnv, context?: EdgeContext): Promise<Response> {
      const url = new URL(request.url);
      const api = (env.MAIN_API_URL || build.mainApiUrl).replace(/\/+$/, '');
      // The app's calls made here (a page's loaders, a picture's data) go to this deployment's API.
      mainHttp.defaults.baseURL = api;
      // Addresses in pages and the sitemap: the configured origin, never a Host header alone.
      const origin = originOf(env.PUBLIC_ORIGIN) ?? originOf(build.publicOrigin) ?? url.origin;
      const isRead = request.method === 'GET' || request.method === 'HEAD';
      const cache =
        typeof caches === 'undefined' ? null : (caches as unknown as { default: Cache }).default;

      const answer = (body: BodyInit | null, init: ResponseInit, pathname = url.pathname) =>
        new Response(request.method === 'HEAD' ? null : body, {
          ...init,
          headers: { ...securityHeaders(pathname), ...(init.headers as Record<string, string>) },
        });
      const plainText = (status: number, text: string, headers: Record<string, string>) =>
        answer(text, {
          status,
          headers: { 'Content-Type': 'text/plain; charset=utf-8', ...headers },
        });
      /** An answer the worker's cache keeps under `key` once it is made, when it is a public one. */
      const cachedAs = async (key: Request, make: () => Promise<Response>) => {
        const cached = await cache?.match(key);
        if (cached) return cached;
        const response = await make();
        const isPublic = response.headers.get('Cache-Control')?.startsWith('public') ?? false;
        if (cache && context && request.method === 'GET' && isPublic)
          context.waitUntil(cache.put(key, response.clone()));
        return response;
      };

      const appShell = async (cacheControl = 'no-cache') => {
        const index = await env.ASSETS.fetch(
          new Request(new URL('/', url), { headers: request.headers }),
        );
        return withHeaders(index, { ...securityHeaders('/'), 'Cache-Control': cacheControl });
      };

      if (request.method === 'POST' && fromThisSite(request, [url.origin, origin])) {
        const form = await readSmallForm(request.clone());
        const secure = url.protocol === 'https:' || origin.startsWith('https:');
        const cookie = form && cookieFromForm(form, secure);
        if (cookie)
          return answer(null, {
            status: 303,
            headers: {
              // This site's own path: `//host` at its start would name another site.
              Location: `/${url.pathname.replace(/^\/+/, '')}${url.search}`,
              'Set-Cookie': cookie,
              'Cache-Control': 'no-store',
            },
          });
      }
      if (!isRead) return env.ASSETS.fetch(request);
      if (url.pathname === '/robots.txt') {
        const rules = ['User-agent: *', 'Allow: /', 'Disallow: /application', 'Disallow: /user/'];
        return plainText(200, [...rules, `Sitemap: ${origin}/sitemap.xml`, ''].join('\n'), {
          'Cache-Control': 'public, max-age=3600',
        });
      }
      if (url.pathname === '/sitemap.xml') {
        const xml = await sitemap(origin, AbortSignal.timeout(API_TIMEOUT_MS * 4));
        if (xml === null)
          return plainText(503, 'Sitemap unavailable', {
            'Retry-After': '60',
            'Cache-Control': 'no-store',
          });
        return answer(xml, {
          headers: {
            'Content-Type': 'application/xml; charset=utf-8',
            'Cache-Control': 'public, max-age=0, s-maxage=3600',
          },
        });
      }
      if (isPreviewPath(url.pathname))
        // One picture for every visitor, in the deployment's language: cached by its path alone.
        return cachedAs(new Request(`${url.origin}${url.pathname}`), async () => {
          let picture: Uint8Array<ArrayBuffer> | null;
          try {
            picture = await previewPicture(url.pathname, AbortSignal.timeout(API_TIMEOUT_MS));
          } catch {
            return plainText(503, 'Preview unavailable', {
              'Cache-Control': 'no-store',
              'Retry-After': '60',
            });
          }
          return picture
            ? answer(picture, {
                headers: { 'Content-Type': 'image/png', 'Cache-Control': PUBLIC_CACHE },
              })
            : plainText(404, 'Not found', { 'Cache-Control': NOT_FOUND_CACHE });
        });

      // A path the app rewrites at boot (`//…`, app/router): a page rendered under it would be
      // hydrated at another address, so the app alone answers it.
      if (sameOriginPath(url.pathname) !== url.pathname) return appShell('no-store');
      if (!PAGE_PATH.test(url.pathname) && !DEPLOYMENT_FILE.test(url.pathname)) {
        const asset = await env.ASSETS.fetch(request);
        const isFileOnly = FILE_ONLY.some((prefix) => url.pathname.startsWith(prefix));
        // A host that answers unknown paths with index.html must not do so for a script.
        const isHtml = (asset.headers.get('Content-Type') ?? '').startsWith('text/html');
        if (isFileOnly && (asset.status === 404 || isHtml))
          return plainText(404, 'Not found', { 'Cache-Control': 'no-cache' });
        if (asset.status !== 404 && !isHtml)
          return withHeaders(asset, securityHeaders(url.pathname));
      }

      // An emailed link's token is the app's to read and drop: never in a rendered or cached page.
      if (url.searchParams.has('token')) return appShell('no-store');

      const language = visitorLanguage(request);
      const consentDue = !parseConsent(requestCookie(request, CONSENT_COOKIE)).handled;
      const cacheKey = new Request(
        `${url.origin}${url.pathname}${url.search}${url.search ? '&' : '?'}edge-language=${language.locale}`,
      );
      const cached = await cache?.match(cacheKey);
      if (cached) return forVisitor(cached, language.fromCookie, consentDue);

      let response: Response;
      try {
        const signal = AbortSignal.timeout(API_TIMEOUT_MS);
        const page = await renderRoute(new Request(url, { signal }), language.locale, origin);
        if (page.kind === 'redirect') return withHeaders(page.response, securityHeaders('/'));
        if (page.kind === 'app') return await appShell('no-store');
        const index = await env.ASSETS.fetch(new Request(new URL('/', url)));
        if (!index.ok) return await appShell();
        const own = build.pages.byRoute[page.route];
        const sheets = [build.pages.shared, own];
        const styles = sheets.map((sheet) => sheet?.css ?? '').join('');
        const body = renderDocument(
          await index.text(),
          {
            locale: language.locale,
            styles,
            inlinedSheets: sheets.flatMap((sheet) => sheet?.hrefs ?? []),
            modules: own?.modules[language.locale] ?? [],
            headHtml: page.headHtml,
          },
          page,
        );
        if (body.length > MAX_EDGE_DOCUMENT_CHARACTERS) return await appShell('no-store');
        response = answer(body, {
          status: page.status,
          headers: {
            'Content-Type': 'text/html; charset=utf-8',
            'Cache-Control': page.status === 200 ? PUBLIC_CACHE : NOT_FOUND_CACHE,
            'Content-Language': language.locale,
            'Content-Security-Policy': await allowingInline(
              securityHeaders(url.pathname)['Content-Security-Policy'] ?? '',
              styles,
            ),
          },
        });
      } catch {
        // A render that fails leaves the page to the app, as an API that does not answer does.
        return appShell('no-store');
      }
      if (cache && context && request.method === 'GET')
        context.waitUntil(cache.put(cacheKey, response.clone()));
      return forVisitor(response, language.fromCookie, consentDue);
    },
  };
}

/**
 * Shared caches in front may keep a page per Accept-Language; a page chosen by the visitor's
 * own language cookie, or shown to a visitor who has made the cookie choice, is theirs alone
 * (the server-rendered banner shows under `consent-due`, which the edge sets from that choice:
 * the one part of a page that depends on the visitor). The worker's cache keys on the
 * language itself and holds the page without that class.
 */
async function forVisitor(
  response: Response,
  languageFromCookie: boolean,
  consentDue: boolean,
): Promise<Response> {
  const page = await response.text();
  const body = consentDue ? page.replace('<html lang=', '<html class="consent-due" lang=') : page;
  const copy = new Response(body, response);
  copy.headers.delete('Content-Length');
  if (languageFromCookie || !consentDue)
    copy.headers.set('Cache-Control', 'private, max-age=0, must-revalidate');
  // A first visit's page (no cookie, so the banner shows) is the same for every first visit.
  else copy.headers.set('Vary', 'Accept-Encoding, Accept-Language, Cookie');
  return copy;
}
