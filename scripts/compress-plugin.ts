import { existsSync } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import { gzipAsync as zopfliGzip } from '@gfx/zopfli';
import type { Plugin } from 'vite';

const zlibGzip = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Zopfli writes ordinary gzip that every browser reads, smaller than zlib's best, at
 * the price of build time; worth it for the scripts and styles every first visit downloads.
 */
const ZOPFLI = new Set(['.js', '.css']);

async function gzipSmallest(file: string, body: Buffer): Promise<Buffer> {
  const zlib = await zlibGzip(body, { level: 9 });
  if (!ZOPFLI.has(extname(file))) return zlib;
  const zopfli = Buffer.from(await zopfliGzip(body, { numiterations: 15 }));
  return zopfli.length < zlib.length ? zopfli : zlib;
}

const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.json',
  '.svg',
  '.txt',
  '.webmanifest',
  '.xml',
]);
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 512;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Writes `.gz` and `.br` beside every text file of the build at the highest levels, once, so a
 * CDN or `scripts/serve-dist.mjs` sends them as they are instead of compressing on each request.
 * `PORTAL_PRECOMPRESS=off` leaves them out, for a build that only tests read over loopback: they
 * are most of a build's time, and without them the server sends the files uncompressed (static)
 * or compresses them as it sends them (through the worker, as the CDN would).
 */
export function compressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'portal-precompress',
    apply: (_config, { command }) =>
      command === 'build' && process.env.PORTAL_PRECOMPRESS !== 'off',
    configResolved(resolved) {
      outDir = resolve(resolved.root, resolved.build.outDir);
    },
    async closeBundle(error?: Error) {
      // A failed build has nothing to compress; its own error is the one to report.
      if (error || !existsSync(outDir)) return;
      const jobs: Promise<void>[] = [];
      for await (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.has(extname(file)) || (await stat(file)).size < MIN_BYTES) continue;
        jobs.push(
          (async () => {
            const body = await readFile(file);
            const [gz, br] = await Promise.all([
              gzipSmallest(file, body),
              brotliAsync(body, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: 11,
                  [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
                },
              }),
            ]);
            await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)]);
          })(),
        );
      }
      await Promise.all(jobs);
    },
  };
}
