import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer as createHttpServer } from 'node:http';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { test as base } from '../fixtures';
import { logIn } from './session';
import { BUILD_VARIANTS } from './builds.mjs';
import { STUB_AUTH_ORIGIN, STUB_CANDIDATE, STUB_MAIN_ORIGIN, StubApi } from './stub-api';

/**
 * A customer's deployment in miniature: the portal built with the demo API off, pointed at the
 * stub hosts of stub-api.ts, served by scripts/serve-dist.mjs under its real _headers (CSP
 * included). `npm run test:e2e` builds it before the tests and names it in E2E_STUB_DIST;
 * otherwise it is built once per test run and shared by its workers (the directory is named
 * after the runner's process id, so concurrent runs never share one).
 */
const STUB = BUILD_VARIANTS.stub;

function buildOnce(): string {
  const built = process.env[STUB.folderVariable];
  if (built) return built;
  const dir = join(tmpdir(), `portal-stub-dist-${process.ppid}`);
  const done = join(dir, '.built');
  const lock = `${dir}.lock`;
  const deadline = Date.now() + 180_000;
  while (!existsSync(done)) {
    try {
      mkdirSync(lock);
    } catch {
      if (Date.now() > deadline) throw new Error(`Timed out waiting for the stub build in ${dir}`);
      spawnSync('sleep', ['0.5']);
      continue;
    }
    try {
      const result = spawnSync(
        'npx',
        ['vite', 'build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'error'],
        {
          env: { ...process.env, ...STUB.variables },
          encoding: 'utf8',
        },
      );
      if (result.status !== 0)
        throw new Error(`The stub build failed:\n${result.stdout}\n${result.stderr}`);
      writeFileSync(done, new Date().toISOString());
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  return dir;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Serves the stub build. Static by default: its APIs answer in the browser only (routed by the
 * test). With `edgeApi`, through its `_worker.js`, which asks that loopback API for the pages.
 */
async function serve(
  dir: string,
  { edgeApi }: { edgeApi?: string } = {},
): Promise<{ origin: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      'scripts/serve-dist.mjs',
      '--port',
      String(port),
      '--dir',
      dir,
      ...(edgeApi ? [] : ['--static']),
    ],
    { stdio: 'ignore', env: { ...process.env, ...(edgeApi ? { MAIN_API_URL: edgeApi } : {}) } },
  );
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${origin}/builds/latest.json`)).ok) return { origin, process: child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error('serve-dist did not start for the stub build');
}

/**
 * Serves the stub build through its `_worker.js`, which asks `api` for the pages it renders, on
 * a loopback port of its own (the browser's own calls still go to the routed stub hosts).
 */
export async function serveThroughEdge(
  dir: string,
  api: StubApi,
): Promise<{ origin: string; close: () => void }> {
  const port = await freePort();
  const server = createHttpServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
    void api
      .answerMain(
        {
          method: request.method ?? 'GET',
          path: url.pathname,
          query: url.searchParams,
          headers: {},
          body: '',
        },
        null as unknown as BrowserContext,
      )
      .then((answer) => {
        // JSON unless the answer names its own type (a logo's bytes, say).
        response.writeHead(answer.status, {
          'Content-Type': 'application/json',
          ...answer.headers,
        });
        response.end(
          typeof answer.body === 'string' || answer.body instanceof Uint8Array
            ? answer.body
            : JSON.stringify(answer.body ?? {}),
        );
      });
  }).listen(port, '127.0.0.1');
  const site = await serve(dir, { edgeApi: `http://127.0.0.1:${port}` });
  // A fresh process compiles the app's code on its first render of each kind of page, which on a
  // busy machine can outlast the edge's budget for the API; the edge then rightly answers with the
  // app shell, and a test of the rendered page would test that instead. These tests are about a
  // warm edge (src/edge/worker.test.ts covers the fall-back to the shell).
  for (const path of [
    '/',
    `/job/${api.jobs[0]?.slug ?? 'none'}`,
    `/company/${api.companyPage.company.id}/${api.companyPage.slug}`,
  ])
    await (await fetch(`${site.origin}${path}`)).arrayBuffer();
  return {
    origin: site.origin,
    close: () => {
      site.process.kill();
      server.close();
    },
  };
}

export interface StubFixtures {
  stub: StubApi;
  /** Requests the page tried to send anywhere but the portal and its configured hosts (all aborted). */
  foreignRequests: string[];
  /** Logs the stub candidate in (an authtoken cookie, as POST /auth/tfa would set). */
  logIn: (name?: string) => Promise<void>;
}

export const test = base.extend<StubFixtures, { stubPortal: { origin: string; dist: string } }>({
  stubPortal: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs no other fixture
    async ({}, provide) => {
      const dist = buildOnce();
      const server = await serve(dist);
      await provide({ origin: server.origin, dist });
      server.process.kill();
    },
    // The first worker to get here builds the production variant while the others run tests.
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ stubPortal }, provide) => provide(stubPortal.origin),
  // The demo's service worker does not exist in this build; blocking workers keeps routing exact.
  serviceWorkers: 'block',
  foreignRequests: async ({ context, stubPortal }, provide) => {
    const foreign: string[] = [];
    const allowed = new Set([stubPortal.origin, STUB_AUTH_ORIGIN, STUB_MAIN_ORIGIN]);
    // The analytics host is configured but only reached after consent; tests that need it route it.
    await context.route(
      (url) => !allowed.has(url.origin) && (url.protocol === 'http:' || url.protocol === 'https:'),
      (route) => {
        foreign.push(route.request().url());
        return route.abort('blockedbyclient');
      },
    );
    await provide(foreign);
  },
  stub: async ({ context, stubPortal, foreignRequests: _foreign }, provide) => {
    const stub = new StubApi(stubPortal.origin);
    await stub.install(context);
    await provide(stub);
  },
  logIn: async ({ context, stubPortal }, provide) => {
    // Only the authtoken: the stub tests choose their language and consent themselves.
    await provide((name = STUB_CANDIDATE.name) =>
      logIn(context, {
        as: { id: STUB_CANDIDATE.id, name },
        origin: stubPortal.origin,
        language: null,
        consent: false,
      }),
    );
  },
});

export { expect } from '../fixtures';
