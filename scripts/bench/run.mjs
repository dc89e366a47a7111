#!/usr/bin/env node
// npm run bench: builds the portal twice (the demo API on, as `npm start` ships it, and the
// production configuration with the demo off), serves each build as the CDN would
// (scripts/serve-dist.mjs), and prints one line per figure, ending in the figures:
// first-load JS/CSS per route, Lighthouse (mobile, simulated throttling, median of runs), the
// main thread's long tasks beside the floor's (long-tasks.mjs), the demo
// search over 5,000 jobs, and how rendering cost grows with 100, 1,000 and 10,000 items. The
// production build is measured twice: through its edge worker (dist/_worker.js, as on Cloudflare
// Pages) and as plain static files. Beside them, the stack's floor (floor/main.tsx: the same
// packages, one route, no portal code), so the figures can be read as ratios of what the stack
// itself costs. Targets are reported beside the figures, never asserted.
// Results: bench-results/latest.json.
//
//   BENCH_LH_RUNS=1 npm run bench     one Lighthouse run per page instead of five (development)
//   BENCH_LT_RUNS=3                   rounds of the long-task measurement (long-tasks.mjs), 7 by default
//   BENCH_SKIP=lighthouse,render      leave parts out (also: longtasks, search)
//   BENCH_OUT=/tmp/bench              where the builds and latest.json go (bench-results/ by default)
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { candidateCookie, discoverDemoRoutes, measureFirstLoad } from './first-load.mjs';
import { buildVariant, kB, ms, run, serveDist } from './lib.mjs';
import { serveRecordedApi } from './replay-api.mjs';

const OUT = resolve(process.env.BENCH_OUT ?? 'bench-results');
const PORT = Number(process.env.BENCH_PORT ?? 4188);
const LH_RUNS = Number(process.env.BENCH_LH_RUNS ?? 5);
const LONG_TASK_RUNS = Number(process.env.BENCH_LT_RUNS ?? 7);
const SKIP = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const TARGETS = {
  firstLoadJsGzip: 156_000,
  // The job page's scripts before its content paints, over the home page's.
  jobPageOverHomeGzip: 10_000,
  // Through the edge worker every public page scores full marks; as static files performance ≥ 98.
  lighthouse: { worker: [100, 100, 100, 100], static: [98, 0, 0, 0] },
  // A returning visit (consent chosen, so the LCP element is the page's own content) through the
  // worker, as a multiple of the floor's LCP.
  returningLcpOverFloor: { home: 0.5, 'job page': 0.5, 'company page': 0.5 },
  tbtOverFloor: { worker: { 'job page': 0.5 } },
  searchP95Ms: 16,
  // Cloudflare's limit for a worker, compressed.
  workerBundleGzip: 3 * 1024 * 1024,
  // The edge keeps HTTP, caching, the document, sitemap and robots; the pages are the app's.
  edgeSourceLines: 500,
};
/** A first visit sees the cookie banner; a returning one has chosen. */
const VISITS = {
  first: [],
  returning: [
    {
      name: 'cookie-consent',
      value: encodeURIComponent(
        JSON.stringify({ handled: true, statistics: false, marketing: false }),
      ),
    },
  ],
};
/** The two ways the production build is served (scripts/serve-dist.mjs). */
const SERVINGS = { worker: 'through the edge worker', static: 'static files only' };

// The production build talks to a loopback API that replays the demo's answers (replay-api.mjs).
// Not PORT + 2: 4190 is on the Fetch standard's list of blocked ports, so neither Chromium nor
// the worker's fetch would reach the API there, and every page would be its error page.
const API_PORT = PORT + 12;
const FLOOR_PORT = PORT + 3;
const STATIC_PORT = PORT + 4;
const API_ORIGIN = `http://127.0.0.1:${API_PORT}`;
const PRODUCTION_ENV = {
  VITE_DEMO_API: 'false',
  VITE_AUTH_API_URL: API_ORIGIN,
  VITE_MAIN_API_URL: API_ORIGIN,
};

const results = {
  startedAt: new Date().toISOString(),
  targets: TARGETS,
  builds: {},
  firstLoad: {},
  lighthouse: {
    worker: { first: {}, returning: {} },
    static: { first: {}, returning: {} },
  },
};
const line = (label, figures) => console.log(`${label.padEnd(58, ' ')} ${figures}`);
const verdict = (ok) => (ok ? 'meets target' : 'MISSES target');

/** The demo candidate the demo API knows (src/mocks/data/seed.ts), so /application has data. */
async function demoCandidate() {
  const seed = 'src/mocks/data/seed.ts';
  const text = existsSync(seed) ? await readFile(seed, 'utf8') : '';
  const id = text.match(/DEMO_USER\s*=\s*\{\s*id:\s*'([^']+)'/)?.[1] ?? 'cand-1';
  return { id, name: 'Alva Lindqvist' };
}

/** The lines of src/edge's source files, tests left out. */
async function edgeSourceLines() {
  const entries = await readdir('src/edge', { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && !/\.test\.tsx?$/.test(entry.name));
  const texts = await Promise.all(
    files.map((entry) => readFile(join(entry.parentPath, entry.name), 'utf8')),
  );
  return texts.reduce((lines, text) => lines + text.split('\n').length - 1, 0);
}

async function containsDemo(distDir) {
  const assets = join(distDir, 'assets');
  const hits = [];
  for (const name of await readdir(assets)) {
    if (!name.endsWith('.js')) continue;
    // The demo inbox's strings (locale part `demo`) belong to the demo too.
    if (/^[a-z]{2}-[A-Z]{2}-demo-/.test(name)) {
      hits.push(name);
      continue;
    }
    const text = await readFile(join(assets, name), 'utf8');
    if (/mockServiceWorker|setupWorker|msw-intention/.test(text)) hits.push(name);
  }
  return {
    hasWorkerScript: existsSync(join(distDir, 'mockServiceWorker.js')),
    chunksMentioningMsw: hits,
  };
}

const lighthouseFigures = (figures) =>
  `${figures.performance}/${figures.accessibility}/${figures.bestPractices}/${figures.seo}, ` +
  `${ms(figures.fcp)} ${ms(figures.lcp)} ${ms(figures.tbt)} ${figures.cls.toFixed(3)} ${kB(figures.bytes)}`;

function printFirstLoad(label, measured) {
  for (const route of measured) {
    line(
      `first-load ${label} ${route.name}${route.edgeRendered ? ' [edge HTML]' : ''} (${route.path}) JS gzip/brotli, CSS gzip/brotli`,
      `${kB(route.js.gzip)} / ${kB(route.js.brotli)} JS in ${route.jsFiles} files, ${kB(route.css.gzip)} / ${kB(route.css.brotli)} CSS`,
    );
    line(
      `  of it JS asked for before the content painted (${ms(route.contentPaintMs)})`,
      `${kB(route.jsBeforePaint.gzip)} gzip in ${route.jsBeforePaint.files} files`,
    );
  }
}

const times = (value) => `${value.toFixed(2)}×`;

/**
 * Lighthouse on the public pages, served both ways, for a first and a returning visit, and on
 * the floor in the same run; then the figures as ratios of the floor's, beside the targets.
 */
async function benchLighthouse(routes, served, floor) {
  const { measureLighthouse } = await import('./lighthouse.mjs');
  console.log(
    `Lighthouse 12, mobile, simulated throttling, median of ${LH_RUNS} (production build)…`,
  );
  results.stackFloor.lighthouse = await measureLighthouse(floor.origin + '/', LH_RUNS);
  const floorFigures = results.stackFloor.lighthouse;
  line(
    'lighthouse stack floor perf/a11y/best-practices/SEO, FCP LCP TBT CLS bytes',
    lighthouseFigures(floorFigures),
  );
  if (floorFigures.blockingTasks.length)
    console.log(`  tasks over 50 ms (simulated): ${floorFigures.blockingTasks.join(', ')}`);
  for (const [serving, server] of Object.entries(served)) {
    for (const [visit, cookies] of Object.entries(VISITS)) {
      for (const route of routes) {
        const figures = await measureLighthouse(server.origin + route.path, LH_RUNS, cookies);
        results.lighthouse[serving][visit][route.name] = { path: route.path, ...figures };
        line(
          `lighthouse ${route.name}, ${visit} visit, ${SERVINGS[serving]}: perf/a11y/bp/SEO, FCP LCP TBT CLS bytes`,
          lighthouseFigures(figures),
        );
        console.log(`  LCP element: ${figures.lcpElements.join(' | ')}`);
        if (figures.blockingTasks.length)
          console.log(`  tasks over 50 ms (simulated): ${figures.blockingTasks.join(', ')}`);
        if (figures.failing.length) console.log(`  failing audits: ${figures.failing.join(', ')}`);
      }
    }
  }

  // A floor that blocks for 0 ms would make every ratio infinite; 1 ms stands in for it.
  const overFloor = (figures, metric) => figures[metric] / Math.max(floorFigures[metric], 1);
  console.log(`Against the floor (LCP ${ms(floorFigures.lcp)}, TBT ${ms(floorFigures.tbt)}):`);
  line(
    'page, visit: LCP ×floor worker / static, TBT ×floor worker / static',
    'perf worker / static, SEO worker / static',
  );
  for (const visit of Object.keys(VISITS)) {
    for (const route of routes) {
      const [worker, plain] = [
        results.lighthouse.worker[visit][route.name],
        results.lighthouse.static[visit][route.name],
      ];
      line(
        `  ${route.name}, ${visit}: ${times(overFloor(worker, 'lcp'))} / ${times(overFloor(plain, 'lcp'))}, ${times(overFloor(worker, 'tbt'))} / ${times(overFloor(plain, 'tbt'))}`,
        `${worker.performance} / ${plain.performance}, ${worker.seo} / ${plain.seo}`,
      );
    }
  }
  for (const [name, limit] of Object.entries(TARGETS.returningLcpOverFloor)) {
    const value = overFloor(results.lighthouse.worker.returning[name], 'lcp');
    line(
      `target: LCP ${name}, returning visit, ${SERVINGS.worker} ≤ ${times(limit)} floor`,
      `${times(value)} (${verdict(value <= limit)})`,
    );
  }
  for (const [serving, limits] of Object.entries(TARGETS.tbtOverFloor)) {
    for (const [name, limit] of Object.entries(limits)) {
      for (const visit of Object.keys(VISITS)) {
        const value = overFloor(results.lighthouse[serving][visit][name], 'tbt');
        line(
          `target: TBT ${name}, ${visit} visit, ${SERVINGS[serving]} ≤ ${times(limit)} floor`,
          `${times(value)} (${verdict(value <= limit)})`,
        );
      }
    }
  }
  for (const [serving, minimum] of Object.entries(TARGETS.lighthouse)) {
    for (const visit of Object.keys(VISITS)) {
      for (const [name, figures] of Object.entries(results.lighthouse[serving][visit])) {
        const scores = [
          figures.performance,
          figures.accessibility,
          figures.bestPractices,
          figures.seo,
        ];
        const ok = scores.every((score, index) => score >= minimum[index]);
        line(
          `target: lighthouse ${name}, ${visit} visit, ${SERVINGS[serving]} ≥ ${minimum.join('/')}`,
          `${scores.join('/')} (${verdict(ok)})`,
        );
      }
    }
  }
}

/**
 * The main thread's long tasks of `/` and a job page beside the floor's, interleaved, each task
 * by its CPU time (long-tasks.mjs): steadier on a shared machine than Lighthouse's TBT, and it
 * says what the tasks ran. No target of its own.
 */
async function benchLongTasks(routes, served, floor) {
  const { measureLongTasks } = await import('./long-tasks.mjs');
  const pages = [{ name: 'stack floor', url: `${floor.origin}/` }];
  for (const [serving, server] of Object.entries(served))
    for (const route of routes)
      pages.push({ name: `${route.name}, ${serving}`, url: server.origin + route.path });
  // Figures to find and cut the tasks behind TBT; the targets are Lighthouse's (above).
  results.longTasks = await measureLongTasks(pages, LONG_TASK_RUNS);
}

async function main() {
  await mkdir(OUT, { recursive: true });
  const demoDir = join(OUT, 'dist-demo');
  const productionDir = join(OUT, 'dist-production');
  const floorDir = join(OUT, 'dist-floor');

  console.log(
    'Building the demo build (as npm start ships it) and the production build (demo off)…',
  );
  results.builds.demo = {
    ms: await buildVariant(demoDir, {
      VITE_DEMO_API: 'true',
      VITE_AUTH_API_URL: '',
      VITE_MAIN_API_URL: '',
    }),
  };
  results.builds.production = {
    ms: await buildVariant(productionDir, PRODUCTION_ENV),
    env: PRODUCTION_ENV,
  };
  results.builds.production.demo = await containsDemo(productionDir);
  line(
    'build time demo / production',
    `${ms(results.builds.demo.ms)} / ${ms(results.builds.production.ms)}`,
  );
  const leaked = results.builds.production.demo;
  line(
    'production build: demo API chunks / mockServiceWorker.js',
    `${leaked.chunksMentioningMsw.length} chunks / ${leaked.hasWorkerScript ? 1 : 0} files (${verdict(!leaked.hasWorkerScript && leaked.chunksMentioningMsw.length === 0)}: 0 / 0)`,
  );

  const workerBundle = await readFile(join(productionDir, '_worker.js'));
  results.builds.production.workerBytes = {
    raw: workerBundle.length,
    gzip: gzipSync(workerBundle).length,
  };
  line(
    `target: dist/_worker.js gzip ≤ ${kB(TARGETS.workerBundleGzip)} (Cloudflare's limit)`,
    `${kB(results.builds.production.workerBytes.gzip)} gzip, ${kB(workerBundle.length)} raw (${verdict(results.builds.production.workerBytes.gzip <= TARGETS.workerBundleGzip)})`,
  );

  results.edgeSourceLines = await edgeSourceLines();
  line(
    `target: src/edge non-test lines ≤ ${TARGETS.edgeSourceLines}`,
    `${results.edgeSourceLines} (${verdict(results.edgeSourceLines <= TARGETS.edgeSourceLines)})`,
  );

  const demo = await serveDist(demoDir, PORT);
  const production = await serveDist(productionDir, PORT + 1);
  const productionStatic = await serveDist(productionDir, STATIC_PORT, { staticOnly: true });
  const served = { worker: production, static: productionStatic };
  let api;
  let floor;
  try {
    const found = await discoverDemoRoutes(demo.origin);
    const candidate = await demoCandidate();
    const routes = [
      { name: 'home', path: '/' },
      { name: 'job page', path: `/job/${found.jobSlug}` },
      { name: 'company page', path: `/company/${found.companyId}/${found.companySlug}` },
      { name: 'my applications', path: '/application', cookies: [candidateCookie(candidate)] },
    ];
    results.routes = routes.map(({ name, path }) => ({ name, path }));

    const recorded = new Map();
    results.firstLoad.demo = await measureFirstLoad({
      origin: demo.origin,
      distDir: demoDir,
      routes,
      record: recorded,
    });
    printFirstLoad('demo build', results.firstLoad.demo);
    // The stack's floor (floor/main.tsx) makes the home page's job search against the same API.
    const homeSearch =
      [...recorded.keys()].find((key) => key.startsWith('GET /jobs?')) ?? 'GET /jobs';
    results.builds.floor = {
      ms: await buildVariant(
        floorDir,
        { VITE_FLOOR_API_URL: API_ORIGIN, VITE_FLOOR_JOBS_PATH: homeSearch.slice('GET '.length) },
        'scripts/bench/floor/vite.config.ts',
      ),
    };
    floor = await serveDist(floorDir, FLOOR_PORT);
    api = await serveRecordedApi(recorded, {
      port: API_PORT,
      allowedOrigins: [production.origin, productionStatic.origin, floor.origin],
    });
    for (const [serving, server] of Object.entries(served)) {
      results.firstLoad[serving] = await measureFirstLoad({
        origin: server.origin,
        distDir: productionDir,
        routes,
      });
      printFirstLoad(`production, ${SERVINGS[serving]},`, results.firstLoad[serving]);
      // The production build shows what the demo showed, or its figures are of an error page.
      for (const route of results.firstLoad[serving]) {
        const shown = results.firstLoad.demo.find((demoRoute) => demoRoute.name === route.name);
        if (route.heading !== shown.heading)
          line(
            `  WARNING ${route.name} shows "${route.heading}"`,
            `where the demo build shows "${shown.heading}"`,
          );
      }
    }
    results.stackFloor = {};
    results.stackFloor.firstLoad = await measureFirstLoad({
      origin: floor.origin,
      distDir: floorDir,
      routes: [{ name: 'one route', path: '/' }],
    });
    printFirstLoad('stack floor', results.stackFloor.firstLoad);
    const staticLoad = (name) => results.firstLoad.static.find((route) => route.name === name);
    const home = staticLoad('home');
    line(
      `target: / first-load JS (production build) ≤ ${kB(TARGETS.firstLoadJsGzip)} gzip`,
      `${kB(home.js.gzip)} gzip (${verdict(home.js.gzip <= TARGETS.firstLoadJsGzip)})`,
    );
    const jobOverHome = staticLoad('job page').jsBeforePaint.gzip - home.jsBeforePaint.gzip;
    line(
      `target: job page JS before its content paints, over /'s ≤ ${kB(TARGETS.jobPageOverHomeGzip)}`,
      `${kB(jobOverHome)} (static files; ${verdict(jobOverHome <= TARGETS.jobPageOverHomeGzip)})`,
    );

    if (!SKIP.has('lighthouse')) await benchLighthouse(routes.slice(0, 3), served, floor);
    if (!SKIP.has('longtasks')) await benchLongTasks(routes.slice(0, 2), served, floor);
  } finally {
    demo.stop();
    production.stop();
    productionStatic.stop();
    api?.stop();
    floor?.stop();
  }

  if (!SKIP.has('search')) {
    if (existsSync('scripts/bench/search.mjs')) {
      const output = await run(process.execPath, ['scripts/bench/search.mjs']);
      const lines = output.trim().split('\n').filter(Boolean);
      results.search = { output: lines };
      for (const text of lines) console.log(text);
      const p95 = Number(output.match(/p95[^\d]*([\d.]+)/i)?.[1]);
      if (Number.isFinite(p95)) {
        results.search.p95Ms = p95;
        line(
          `target: demo search p95 < ${ms(TARGETS.searchP95Ms)}`,
          `${ms(p95)} (${verdict(p95 < TARGETS.searchP95Ms)})`,
        );
      }
    } else {
      line('demo search over 5,000 jobs: scripts/bench/search.mjs missing, not measured', '0');
    }
  }

  if (!SKIP.has('render')) {
    const { measureRenderCost } = await import('./render-cost.mjs');
    results.renderCost = await measureRenderCost({
      port: PORT + 1,
      outDir: join(OUT, 'dist-render'),
    });
    for (const item of results.renderCost) {
      const [small, , large] = item.samples;
      line(
        `render cost ${item.name} at 100 / 1,000 / 10,000 items (ratio 10k:100)`,
        `${item.samples.map((sample) => ms(sample.ms)).join(' / ')} (${(large.ms / small.ms).toFixed(1)}×)`,
      );
    }
  }

  results.finishedAt = new Date().toISOString();
  await writeFile(join(OUT, 'latest.json'), JSON.stringify(results, null, 2) + '\n');
  console.log(`Results written to ${join(OUT, 'latest.json')}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
