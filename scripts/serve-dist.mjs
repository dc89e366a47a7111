#!/usr/bin/env node
// Serves dist/ as the CDN does (README, "Deploying"): hashed assets cached for a year, index.html
// and builds/latest.json never cached, precompressed .br/.gz when the client accepts them, the SPA
// for every navigation, and a 404 (never index.html) for a missing file under /assets/ or /builds/.
// With dist/_worker.js (a production build) every request goes through it, as on Cloudflare
// Pages; --static serves the files alone, as a plain static host does.
// Used by the end-to-end tests and the benchmark:
// node scripts/serve-dist.mjs [--port 4180] [--dir dist] [--static]
// MAIN_API_URL in the environment overrides the build's main API for the worker (as on Pages).
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { Readable } from 'node:stream';
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

/** A file of dist/ as the CDN serves it: precompressed when the client accepts it; null if none. */
async function readDistFile(pathname, acceptEncoding) {
  const safe = normalize(pathname).replace(/^(\.\.[/\\])+/, '');
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
    const url = new URL(request.url);
    const found = await readDistFile(
      decodeURIComponent(url.pathname),
      request.headers.get('accept-encoding') ?? '',
    );
    if (!found) return new Response('Not found', { status: 404 });
    return new Response(request.method === 'HEAD' ? null : found.body, { headers: found.headers });
  },
};

async function throughWorker(req, res) {
  const url = `http://${req.headers.host ?? `127.0.0.1:${port}`}${req.url ?? '/'}`;
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const request = new Request(url, {
    method: req.method,
    headers: Object.entries(req.headers).flatMap(([name, value]) =>
      Array.isArray(value) ? value.map((item) => [name, item]) : [[name, value ?? '']],
    ),
    ...(hasBody ? { body: Readable.toWeb(req), duplex: 'half' } : {}),
  });
  const pending = [];
  const response = await edgeWorker.fetch(
    request,
    { ASSETS: assets, MAIN_API_URL: process.env.MAIN_API_URL },
    {
      waitUntil: (promise) => pending.push(promise),
    },
  );
  const headers = Object.fromEntries(response.headers);
  const body = Buffer.from(await response.arrayBuffer());
  if (!response.headers.has('content-encoding') && !response.headers.has('content-length'))
    headers['content-length'] = String(body.length);
  res.writeHead(response.status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

async function staticOnly(req, res) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  let pathname = decodeURIComponent(url.pathname);
  let found = await readDistFile(pathname, req.headers['accept-encoding'] ?? '');
  // Every navigation gets the app, whatever it accepts and whatever dots its path has; only
  // files under /assets/ and /builds/ are 404 when missing (a script must never get HTML).
  if (!found && !FILE_ONLY.some((prefix) => pathname.startsWith(prefix))) {
    pathname = '/index.html';
    found = await readDistFile(pathname, req.headers['accept-encoding'] ?? '');
  }
  if (!found) {
    res.writeHead(404, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-cache',
    });
    res.end('Not found');
    return;
  }
  res.writeHead(200, found.headers);
  res.end(req.method === 'HEAD' ? undefined : found.body);
}

const server = createServer(async (req, res) => {
  try {
    await (edgeWorker ? throughWorker(req, res) : staticOnly(req, res));
  } catch (error) {
    res.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(error));
  }
});

server.listen(port, '127.0.0.1', () => {
  console.log(
    `Serving ${root} on http://127.0.0.1:${port}${edgeWorker ? ' through _worker.js' : ''}`,
  );
});
