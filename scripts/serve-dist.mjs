#!/usr/bin/env node
// Serves dist/ as the CDN does (README, "Deploying"): hashed assets cached for a year, index.html
// and builds/latest.json never cached, precompressed .br/.gz when the client accepts them, the SPA
// for every navigation, and a 404 (never index.html) for a missing file under /assets/ or /builds/.
// dist/'s deployment files (_worker.js, _headers) are never served, and no address, however odd,
// gets a bare error: every answer carries the security headers of _headers.
// With dist/_worker.js (a production build) every request goes through it, as on Cloudflare
// Pages, and its text answers are compressed on the way out as the CDN compresses them; --static
// serves the files alone, as a plain static host does.
// Used by the end-to-end tests and the benchmark:
// node scripts/serve-dist.mjs [--port 4180] [--dir dist] [--static]
// MAIN_API_URL and PUBLIC_ORIGIN in the environment override the build's for the worker (as on
// Pages).
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { parseHeadersFile, headersFor } from './headers-file.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : args[index + 1];
};
const port = Number(option('port', process.env.PORT ?? 4180));
const root = resolve(option('dir', 'dist'));

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

let headerRules = [];
try {
  headerRules = parseHeadersFile(await readFile(join(root, '_headers'), 'utf8'));
} catch {
  headerRules = [];
}

async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

function cacheControl(pathname) {
  if (pathname.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

const FILE_ONLY = ['/assets/', '/builds/'];

/** Read by the host, never served: Cloudflare Pages' convention, a name at the root starting `_`. */
const DEPLOYMENT_FILE = /^\/_[^/]*$/;

/** A request path as a file path: percent-decoded, or null when its encoding is malformed. */
function decodePath(pathname) {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/** The request's path and query; null when the request target is no path of this server. */
function requestUrl(req) {
  // A target such as `//?auth=login` is a path here: resolved against a base it would name a host.
  const target = req.url ?? '/';
  if (!target.startsWith('/')) return null;
  try {
    return new URL(`http://localhost${target}`);
  } catch {
    return null;
  }
}

/** A file of dist/ as the CDN serves it: precompressed when the client accepts it; null if none. */
async function readDistFile(pathname, acceptEncoding) {
  const safe = normalize(pathname).replace(/^(\.\.[/\\])+/, '');
  if (DEPLOYMENT_FILE.test(safe)) return null;
  let file = join(root, safe);
  if (!file.startsWith(root)) return null;
  if (pathname.endsWith('/')) file = join(file, 'index.html');
  if (!(await isFile(file))) return null;
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  let body = null;
  let encoding = null;
  for (const [name, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ]) {
    if (acceptEncoding.includes(name) && (await isFile(file + suffix))) {
      body = await readFile(file + suffix);
      encoding = name;
      break;
    }
  }
  body ??= await readFile(file);
  const headers = {
    ...headersFor(headerRules, pathname.endsWith('/') ? `${pathname}index.html` : pathname),
    'Content-Type': type,
    'Cache-Control': cacheControl(pathname),
    Vary: 'Accept-Encoding',
    'Content-Length': String(body.length),
  };
  if (encoding) headers['Content-Encoding'] = encoding;
  return { headers, body };
}

// dist/_worker.js, when the build wrote one (a production build) and --static is not given: the
// same module Cloudflare Pages runs, with env.ASSETS serving dist/'s files (404 when missing).
const workerFile = join(root, '_worker.js');
const edgeWorker =
  !args.includes('--static') && (await isFile(workerFile))
    ? (await import(pathToFileURL(workerFile).href)).default
    : null;
const assets = {
  async fetch(request) {
    const pathname = decodePath(new URL(request.url).pathname);
    const found =
      pathname === null
        ? null
        : await readDistFile(pathname, request.headers.get('accept-encoding') ?? '');
    if (!found) return new Response('Not found', { status: 404 });
    return new Response(request.method === 'HEAD' ? null : found.body, { headers: found.headers });
  },
};

/**
 * index.html with the given status, for an address that is no file: the app shows its own page
 * (not found, or the home page for an address it cannot follow).
 */
async function appAnswer(req, res, status) {
  const found = await readDistFile('/index.html', req.headers['accept-encoding'] ?? '');
  if (!found) return plainAnswer(res, 404, '/index.html', 'Not found');
  res.writeHead(status, found.headers);
  res.end(req.method === 'HEAD' ? undefined : found.body);
}

function plainAnswer(res, status, pathname, text) {
  res.writeHead(status, {
    ...headersFor(headerRules, pathname),
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-cache',
  });
  res.end(text);
}

/**
 * What Cloudflare compresses on the fly when the worker has not: text types, in a success, a 403
 * or a 404, for a client that accepts brotli or gzip. Brotli at a fast level, as on the fly. An
 * answer that sends no body (HEAD, or none to send) keeps the headers it has.
 */
const COMPRESSED_TYPES =
  /^(text\/(html|plain|css|javascript|xml)|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)\b/;

function asTheCdnSends(req, status, headers, body) {
  const compressible =
    req.method !== 'HEAD' &&
    body.length > 0 &&
    (status < 300 || status === 403 || status === 404) &&
    !headers['content-encoding'] &&
    COMPRESSED_TYPES.test(headers['content-type'] ?? '');
  const accepted = req.headers['accept-encoding'] ?? '';
  const encoding = ['br', 'gzip'].find((name) => new RegExp(`\\b${name}\\b`).test(accepted));
  if (!compressible || !encoding) return { headers, body };
  const compressed =
    encoding === 'br'
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
      : gzipSync(body, { level: 6 });
  const vary = /accept-encoding/i.test(headers.vary ?? '')
    ? headers.vary
    : [headers.vary, 'Accept-Encoding'].filter(Boolean).join(', ');
  const rest = { ...headers };
  delete rest['content-length'];
  return { headers: { ...rest, 'content-encoding': encoding, vary }, body: compressed };
}

async function throughWorker(req, res) {
  const url = requestUrl(req);
  let address = null;
  try {
    address =
      url &&
      new URL(`http://${req.headers.host ?? `127.0.0.1:${port}`}${url.pathname}${url.search}`);
  } catch {
    address = null;
  }
  // A Host header that is no host name (it would change the path, or not parse) is a bad request.
  if (!address || address.pathname !== url.pathname) return appAnswer(req, res, 400);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const request = new Request(address, {
    method: req.method,
    headers: Object.entries(req.headers).flatMap(([name, value]) =>
      Array.isArray(value) ? value.map((item) => [name, item]) : [[name, value ?? '']],
    ),
    ...(hasBody ? { body: Readable.toWeb(req), duplex: 'half' } : {}),
  });
  const pending = [];
  const response = await edgeWorker.fetch(
    request,
    {
      ASSETS: assets,
      MAIN_API_URL: process.env.MAIN_API_URL,
      PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN,
    },
    {
      waitUntil: (promise) => pending.push(promise),
    },
  );
  const { headers, body } = asTheCdnSends(
    req,
    response.status,
    Object.fromEntries(response.headers),
    Buffer.from(await response.arrayBuffer()),
  );
  headers['content-length'] ??= String(body.length);
  res.writeHead(response.status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

async function staticOnly(req, res) {
  const url = requestUrl(req);
  if (!url) return appAnswer(req, res, 400);
  // A malformed percent-encoding names no file: the app says so, as for any unknown address.
  const decoded = decodePath(url.pathname);
  const found =
    decoded === null ? null : await readDistFile(decoded, req.headers['accept-encoding'] ?? '');
  const pathname = decoded ?? url.pathname;
  if (found) {
    res.writeHead(200, found.headers);
    res.end(req.method === 'HEAD' ? undefined : found.body);
    return;
  }
  // Only files under /assets/ and /builds/ are 404 when missing (a script must never get HTML);
  // every other address gets the app, whatever it accepts and whatever dots its path has.
  if (FILE_ONLY.some((prefix) => pathname.startsWith(prefix)))
    return plainAnswer(res, 404, pathname, 'Not found');
  const isDeploymentFile = DEPLOYMENT_FILE.test(normalize(pathname));
  return appAnswer(req, res, isDeploymentFile ? 404 : 200);
}

const server = createServer(async (req, res) => {
  try {
    await (edgeWorker ? throughWorker(req, res) : staticOnly(req, res));
  } catch (error) {
    // The cause is the operator's to read, never the visitor's.
    console.error(error);
    if (res.headersSent) res.destroy();
    else plainAnswer(res, 500, '/', 'Internal Server Error');
  }
});

server.listen(port, '127.0.0.1', () => {
  console.log(
    `Serving ${root} on http://127.0.0.1:${server.address().port}${edgeWorker ? ' through _worker.js' : ''}`,
  );
});
