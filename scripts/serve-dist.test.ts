// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

/**
 * scripts/serve-dist.mjs in both modes, over a small dist/: odd addresses get the app or a
 * 404/400 with the security headers, never a 500, and the deployment files are never served.
 * Requests go over a plain socket, so each target reaches the server exactly as written.
 */
const DIST = mkdtempSync(join(tmpdir(), 'serve-dist-test-'));
const CSP = "default-src 'none'";
const RENDERED_PAGE = `<!doctype html><ul>${'<li>A job</li>'.repeat(400)}</ul>`;
writeFileSync(join(DIST, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(
  join(DIST, '_headers'),
  `/*\n  Content-Security-Policy: ${CSP}\n  X-Frame-Test: kept\n`,
);
// Pages' contract: every request through the worker, the files through env.ASSETS. This one says
// which path reached it, renders /page itself, and fails on /fail as a worker with a bug would.
writeFileSync(
  join(DIST, '_worker.js'),
  `export default {
  async fetch(request, env) {
    const { pathname } = new URL(request.url);
    if (pathname === '/fail') throw new Error('secret detail');
    if (pathname === '/page')
      return new Response(PAGE, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
    const answer = await env.ASSETS.fetch(request);
    const copy = new Response(answer.body, answer);
    copy.headers.set('X-Worker-Path', pathname);
    return copy;
  },
};
const PAGE = ${JSON.stringify(RENDERED_PAGE)};
`,
);

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function request(port: number, target: string, host = `127.0.0.1:${port}`): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`),
    );
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
  });
}

function serve(extra: string[]): Promise<{ port: number; server: ChildProcess }> {
  const server = spawn(
    process.execPath,
    ['scripts/serve-dist.mjs', '--port', '0', '--dir', DIST, ...extra],
    // Its log of the failing worker is the operator's, not this test's.
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  return new Promise((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`serve-dist exited with ${code}`)));
    server.stdout!.on('data', (chunk: Buffer) => {
      const port = /127\.0\.0\.1:(\d+)/.exec(chunk.toString())?.[1];
      if (port) resolve({ port: Number(port), server });
    });
  });
}

/** A server for the tests of one block: started before them, stopped after; its port. */
function servedFor(extra: string[]): () => number {
  let port = 0;
  let server: ChildProcess | undefined;
  beforeAll(async () => {
    ({ port, server } = await serve(extra));
  });
  afterAll(() => {
    server?.kill();
  });
  return () => port;
}

const ODD = [
  '//?auth=reset-password&token=secret-1',
  '//?auth=login',
  '///evil.example/x',
  '/%E0%A4%A',
  '/%',
  `/${'a'.repeat(5000)}`,
  '/%00',
];
const DEPLOYMENT_FILES = [
  '/_worker.js',
  '/_headers',
  '/.%2e/_headers',
  '/%5Fheaders',
  '//_worker.js',
];

describe('serve-dist --static', () => {
  const port = servedFor(['--static']);

  const expectSecurityHeaders = (answer: Answer, target: string) => {
    expect(answer.headers['content-security-policy'], target).toBe(CSP);
    expect(answer.headers['x-frame-test'], target).toBe('kept');
  };

  test('an odd address gets the app with the security headers, never a 500', async () => {
    for (const target of ODD) {
      const answer = await request(port(), target);
      expect(answer.status, target).toBe(200);
      expect(answer.body, target).toContain('<div id="root">');
      expectSecurityHeaders(answer, target);
    }
  });

  test('the deployment files are never served: a 404 with the app, as an unknown page', async () => {
    for (const target of DEPLOYMENT_FILES) {
      const answer = await request(port(), target);
      expect(answer.status, target).toBe(404);
      expect(answer.body, target).toContain('<div id="root">');
      expectSecurityHeaders(answer, target);
    }
  });

  test('a missing or malformed script address is a 404 without HTML, with the security headers', async () => {
    for (const target of ['/assets/%E0%A4%A', '/assets/gone.js']) {
      const answer = await request(port(), target);
      expect(answer.status, target).toBe(404);
      expect(answer.body, target).not.toContain('<div id="root">');
      expectSecurityHeaders(answer, target);
    }
  });
});

/** An answer's headers and its bytes as sent, for a client that accepts `encodings`. */
function fetchBytes(port: number, path: string, encodings: string, method = 'GET') {
  return new Promise<{ headers: Record<string, unknown>; bytes: Buffer }>((resolve, reject) => {
    const headers = { 'Accept-Encoding': encodings };
    httpRequest({ port, path, method, host: '127.0.0.1', headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => resolve({ headers: answer.headers, bytes: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('serve-dist through the worker', () => {
  const port = servedFor([]);

  test('the worker’s pages are compressed on the way out, as the CDN does, by what the client accepts', async () => {
    const brotli = await fetchBytes(port(), '/page', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(brotli.bytes).toString()).toBe(RENDERED_PAGE);
    expect(brotli.bytes.length).toBeLessThan(RENDERED_PAGE.length / 10);
    const gzip = await fetchBytes(port(), '/page', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.bytes).toString()).toBe(RENDERED_PAGE);
    const plain = await fetchBytes(port(), '/page', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.toString()).toBe(RENDERED_PAGE);
    expect(plain.headers['content-length']).toBe(String(RENDERED_PAGE.length));
    // No body, nothing to compress: no encoding is claimed for it.
    const head = await fetchBytes(port(), '/page', 'br', 'HEAD');
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.bytes).toHaveLength(0);
  });

  test('an odd address reaches the worker as it was written, never a 500', async () => {
    for (const target of ODD) {
      const answer = await request(port(), target);
      expect(answer.status, target).toBeLessThan(500);
      expect(answer.headers['x-worker-path'], target).toBe(target.split('?')[0]);
    }
  });

  test('env.ASSETS never serves the deployment files', async () => {
    for (const target of DEPLOYMENT_FILES) {
      const answer = await request(port(), target);
      expect(answer.status, target).toBe(404);
      expect(answer.body, target).not.toContain('export default');
      expect(answer.body, target).not.toContain('Content-Security-Policy');
    }
  });

  test('a Host that would move the path is a 400, a failing worker a 500: both with the headers, no detail', async () => {
    const moved = await request(port(), '/', 'evil.example/x');
    expect(moved.status).toBe(400);
    expect(moved.body).toContain('<div id="root">');
    expect(moved.headers['content-security-policy']).toBe(CSP);
    const failed = await request(port(), '/fail');
    expect(failed.status).toBe(500);
    expect(failed.headers['content-security-policy']).toBe(CSP);
    expect(failed.body).not.toContain('secret detail');
  });
});

afterAll(() => rmSync(DIST, { recursive: true, force: true }));
