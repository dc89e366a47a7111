#!/usr/bin/env node
// Serves dist/ as the CDN does (README, "Deploying"): hashed assets cached for a year, index.html
// and builds/latest.json never cached, precompressed .br/.gz when the client accepts them, the SPA
// fallback for page navigations only, and a 404 (never index.html) for a missing asset.
// Used by the end-to-end tests and the benchmark: node scripts/serve-dist.mjs [--port 4180] [--dir dist]
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
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

const server = createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname = decodeURIComponent(url.pathname);
    const safe = normalize(pathname).replace(/^(\.\.[/\\])+/, '');
    let file = join(root, safe);
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    if (pathname.endsWith('/')) file = join(file, 'index.html');
    let found = await isFile(file);
    const isNavigation =
      (req.headers.accept ?? '').includes('text/html') && extname(pathname) === '';
    if (!found && isNavigation) {
      pathname = '/index.html';
      file = join(root, 'index.html');
      found = await isFile(file);
    }
    if (!found) {
      res.writeHead(404, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-cache',
      });
      res.end('Not found');
      return;
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const accept = req.headers['accept-encoding'] ?? '';
    let body = null;
    let encoding = null;
    for (const [name, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ]) {
      if (accept.includes(name) && (await isFile(file + suffix))) {
        body = await readFile(file + suffix);
        encoding = name;
        break;
      }
    }
    body ??= await readFile(file);
    const headers = {
      ...headersFor(headerRules, pathname),
      'Content-Type': type,
      'Cache-Control': cacheControl(pathname),
      Vary: 'Accept-Encoding',
      'Content-Length': body.length,
    };
    if (encoding) headers['Content-Encoding'] = encoding;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  } catch (error) {
    res.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(error));
  }
});

server.listen(port, '127.0.0.1', () => {
  console.log(`Serving ${root} on http://127.0.0.1:${port}`);
});
