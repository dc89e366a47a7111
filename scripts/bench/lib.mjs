// Small shared pieces of the benchmark: building a variant, serving it, statistics, formatting.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Runs a command, inheriting nothing but the given variables; rejects with its output on failure. */
export function run(command, args, { env = {}, cwd = process.cwd(), quiet = true } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (!quiet) process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code}\n${output}`)),
    );
  });
}

/** Builds the portal (or another Vite config) into outDir with the given variables. */
export async function buildVariant(outDir, variables, config = 'vite.config.ts') {
  const started = performance.now();
  const args = ['vite', 'build', '--config', config, '--outDir', resolve(outDir), '--emptyOutDir'];
  await run('npx', [...args, '--logLevel', 'warn'], { env: variables });
  return performance.now() - started;
}

/**
 * Fails when something already listens on the port: a server left from an earlier run would
 * answer the readiness check, and the figures would be of whatever it serves.
 */
function ensurePortFree(port) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () =>
      reject(new Error(`port ${port} is taken: stop the process listening there`)),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/**
 * Starts scripts/serve-dist.mjs on a port and resolves once it answers: through the build's edge
 * worker when it has one, or its files alone (`staticOnly`), as a plain static host serves them.
 */
export async function serveDist(dir, port, { staticOnly = false } = {}) {
  await ensurePortFree(port);
  const args = ['scripts/serve-dist.mjs', '--port', String(port), '--dir', dir];
  const child = spawn(process.execPath, staticOnly ? [...args, '--static'] : args, {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      const response = await fetch(`${origin}/`, { headers: { Accept: 'text/html' } });
      if (response.ok) return { origin, stop: () => child.kill() };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`serve-dist did not start on port ${port}`);
}

/** The bytes a CDN sends for a file of the build: the precompressed copy, or one made now. */
export async function transferSizes(distDir, pathname) {
  const file = join(distDir, decodeURIComponent(pathname));
  const raw = await readFile(file);
  const sizeOf = async (suffix, compress) =>
    existsSync(file + suffix) ? (await stat(file + suffix)).size : compress(raw).length;
  return {
    raw: raw.length,
    gzip: await sizeOf('.gz', (body) => gzipSync(body, { level: 9 })),
    brotli: await sizeOf('.br', (body) =>
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    ),
  };
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
export const ms = (value) => `${value.toFixed(value < 10 ? 2 : value < 100 ? 1 : 0)} ms`;

/** An unsigned JWT like the auth service's `authtoken` cookie; the portal only decodes it. */
export function makeToken(payload) {
  const encode = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}
