// Main-thread long tasks of a first visit in Chromium, beside the stack's floor and interleaved
// with it, so a busy machine slows all pages of a round alike. As Lighthouse does (Lantern), the
// load runs at full speed and each task counts 4 times its length (a mobile CPU); unlike
// Lighthouse, a task's length is its CPU time (the trace's thread time), so the machine's other
// work, which adds 2-5× to wall times on a shared machine, does not count. It leaves out what
// blocks without computing (a synchronous storage or cookie read), which Lighthouse counts.
// The quicker loop for finding and cutting the tasks behind TBT (scripts/bench/README.md).
//
// Per page: blocking time (each task over 50 ms from the first contentful paint on, less 50 ms,
// summed, as TBT counts it), the longest task, and what the long tasks ran (the script they
// evaluated or called into, style, layout, paint, garbage collection), from a trace.
//
// Run alone: node scripts/bench/long-tasks.mjs [rounds]  (BENCH_PORT, as run.mjs; builds the demo,
// production and floor builds into bench-results/ first; BENCH_REUSE=demo,floor keeps those
// already built; BENCH_TRACES=dir writes each trace there, for DevTools' performance panel;
// BENCH_COMPARE=dir measures another production build (B) in the same rounds; BENCH_VERBOSE=1
// lists each run's long tasks; BENCH_CPU_THROTTLE=1 slows the CPU for real instead, wall times).
// npm run bench runs it after Lighthouse (BENCH_LT_RUNS rounds; BENCH_SKIP=longtasks leaves it out).
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { discoverDemoRoutes, measureFirstLoad } from './first-load.mjs';
import { buildVariant, CHROMIUM, CHROMIUM_ARGS, median, ms, serveDist } from './lib.mjs';
import { serveRecordedApi } from './replay-api.mjs';

const CPU_SLOWDOWN = 4;
/** BENCH_CPU_THROTTLE=1: the CPU slowed 4× for real (CDP), and tasks by their wall time. */
const THROTTLED = process.env.BENCH_CPU_THROTTLE === '1';
const SCALE = THROTTLED ? 1 : CPU_SLOWDOWN;
const msOf = (microseconds) => (microseconds / 1000) * SCALE;
/**
 * A slice's time on the CPU (the trace's thread time) where the trace has it, else its wall
 * time: on a machine shared with other work, the wall time adds whatever else ran meanwhile.
 */
const cpu = (event) => (THROTTLED ? event.dur : (event.tdur ?? event.dur));
const LONG_TASK_MS = 50;
/** Lighthouse's mobile screen (Moto G Power). */
const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  locale: 'en-US',
};
const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
];

/** What a slice of a task did, by trace event name. */
function kindOf(event) {
  const name = event.name;
  if (/^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet)$/.test(name)) return 'style';
  if (name === 'Layout') return 'layout';
  if (/^(Paint|PrePaint|Layerize|UpdateLayer|CompositeLayers|Commit)$/.test(name)) return 'paint';
  if (name === 'ParseHTML') return 'parse HTML';
  if (/GC|GCEvent|Scavenge|MarkCompact/.test(name)) return 'gc';
  if (/compile|Compile|Parse|parse/.test(name)) return 'compile';
  return 'script';
}

const scriptOf = (event) => {
  const url =
    event.args?.data?.url ||
    event.args?.data?.stackTrace?.[0]?.url ||
    event.args?.fileName ||
    event.args?.data?.fileName;
  if (!url || !URL.canParse(url)) return null;
  const name = new URL(url).pathname.split('/').pop() || 'document';
  // framework-<hash>.js is framework: the hash says nothing here.
  return name.replace(/-[\w-]{8}\.js$/, '.js');
};

/**
 * The renderer's main thread in the trace: its tasks over 50 ms from the first contentful paint
 * on, each with its time split by kind (self time) and the scripts it ran.
 */
function analyseTrace(trace, origin) {
  const events = trace.traceEvents ?? trace;
  // The page's navigation; where the trace lacks its URL, the one its first paint belongs to.
  const painted = events.find((event) => event.name === 'firstContentfulPaint');
  const navigation =
    events.find(
      (event) =>
        event.name === 'navigationStart' &&
        event.args?.data?.isLoadingMainFrame &&
        event.args?.data?.documentLoaderURL?.startsWith(origin),
    ) ??
    events.find(
      (event) =>
        event.name === 'navigationStart' &&
        painted?.args?.data?.navigationId &&
        event.args?.data?.navigationId === painted.args.data.navigationId,
    );
  if (!navigation) {
    const names = events
      .filter((event) => event.name === 'navigationStart')
      .map((event) => JSON.stringify(event.args?.data));
    throw new Error(`no navigationStart for ${origin} in the trace: ${names.join(', ')}`);
  }
  const { pid, tid } = navigation;
  const fcp = events.find(
    (event) =>
      event.name === 'firstContentfulPaint' && event.pid === pid && event.ts > navigation.ts,
  );
  const onMain = events
    .filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X' && event.dur)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  // Tasks nest (RunTask > ThreadControllerImpl::RunTask): the outermost ones are the tasks.
  const tasks = [];
  for (const event of onMain.filter((event) => /RunTask$/.test(event.name))) {
    const last = tasks.at(-1);
    if (!last || event.ts >= last.ts + last.dur) tasks.push(event);
  }
  const long = [];
  const slices = [];
  for (const task of tasks) {
    if (msOf(cpu(task)) <= LONG_TASK_MS) continue;
    const end = task.ts + task.dur;
    const inside = onMain.filter(
      (event) => event !== task && event.ts >= task.ts && event.ts + event.dur <= end,
    );
    // Self time of each slice: its duration less its children's (slices nest).
    const stack = [];
    let covered = 0;
    for (const event of inside) {
      while (stack.length && stack.at(-1).event.ts + stack.at(-1).event.dur <= event.ts)
        stack.pop();
      const parent = stack.at(-1);
      if (parent) parent.self -= cpu(event);
      else covered += msOf(cpu(event));
      const slice = { event, self: cpu(event), script: scriptOf(event) ?? parent?.script ?? null };
      stack.push(slice);
      slices.push(slice);
    }
    const kinds = { other: Math.max(0, msOf(cpu(task)) - covered) };
    const scripts = {};
    for (const { event, self, script } of slices.splice(0)) {
      const kind = kindOf(event);
      kinds[kind] = (kinds[kind] ?? 0) + msOf(self);
      if (script && (kind === 'script' || kind === 'compile'))
        scripts[script] = (scripts[script] ?? 0) + msOf(self);
    }
    long.push({
      start: (task.ts - navigation.ts) / 1000,
      duration: msOf(cpu(task)),
      afterFcp: fcp ? task.ts >= fcp.ts : true,
      kinds,
      scripts,
    });
  }
  const fcpMs = fcp ? (fcp.ts - navigation.ts) / 1000 : NaN;
  const counted = long.filter((task) => task.afterFcp);
  return {
    fcp: fcpMs,
    blocking: counted.reduce((total, task) => total + task.duration - LONG_TASK_MS, 0),
    longest: Math.max(0, ...long.map((task) => task.duration)),
    beforeFcp: long.filter((task) => !task.afterFcp).length,
    tasks: long,
  };
}

async function measureOnce(browser, url) {
  const context = await browser.newContext(MOBILE);
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    if (THROTTLED) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await browser.startTracing(page, { categories: CATEGORIES });
    // Nothing of Playwright's own runs in the page until the trace ends (its injected script
    // is a long task of its own under a slowed CPU).
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    // Whatever the last answer started (the list's render, the deferred modules) finishes.
    await page.waitForTimeout(2000);
    const raw = await browser.stopTracing();
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 10_000 });
    if (process.env.BENCH_TRACES) {
      const name = `${new URL(url).port}${new URL(url).pathname.replaceAll('/', '_')}-${Date.now()}.json`;
      await mkdir(process.env.BENCH_TRACES, { recursive: true });
      await writeFile(join(process.env.BENCH_TRACES, name), raw);
    }
    return analyseTrace(JSON.parse(raw.toString('utf8')), new URL(url).origin);
  } finally {
    await context.close();
  }
}

const spread = (values) =>
  `${ms(median(values))} (${ms(Math.min(...values))}–${ms(Math.max(...values))})`;

/** Where a page's long tasks went, summed over its runs and divided by them: the largest first. */
function breakdown(samples) {
  const kinds = {};
  const scripts = {};
  for (const sample of samples)
    for (const task of sample.tasks.filter((task) => task.afterFcp)) {
      for (const [kind, value] of Object.entries(task.kinds))
        kinds[kind] = (kinds[kind] ?? 0) + value;
      for (const [script, value] of Object.entries(task.scripts))
        scripts[script] = (scripts[script] ?? 0) + value;
    }
  const top = (record) =>
    Object.entries(record)
      .map(([name, value]) => [name, value / samples.length])
      .filter(([, value]) => value >= 1)
      .sort((a, b) => b[1] - a[1])
      .map(([name, value]) => `${name} ${Math.round(value)}`)
      .join(', ');
  return { kinds: top(kinds), scripts: top(scripts) };
}

/**
 * Measures each page `rounds` times, the pages interleaved within a round; the first page is the
 * floor, and each other page's blocking time is also given as a ratio of the floor's in the same
 * round (median over rounds, 1 ms standing in for 0).
 */
export async function measureLongTasks(pages, rounds, log = console.log) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const samples = pages.map(() => []);
  try {
    for (let round = 0; round < rounds; round += 1) {
      for (const [index, page] of pages.entries()) {
        // Now and then a trace lacks the navigation's events: such a run is repeated.
        const once = () => measureOnce(browser, page.url);
        samples[index].push(await once().catch(once).catch(once));
      }
    }
  } finally {
    await browser.close();
  }
  const floor = samples[0];
  const results = pages.map((page, index) => {
    const own = samples[index];
    const ratios = own.map((sample, round) => sample.blocking / Math.max(floor[round].blocking, 1));
    return {
      name: page.name,
      url: page.url,
      blocking: median(own.map((sample) => sample.blocking)),
      blockingRuns: own.map((sample) => Math.round(sample.blocking)),
      longest: median(own.map((sample) => sample.longest)),
      fcp: median(own.map((sample) => sample.fcp)),
      overFloor: index === 0 ? 1 : median(ratios),
      overFloorRuns: ratios.map((ratio) => Number(ratio.toFixed(2))),
      ...breakdown(own),
    };
  });
  log(
    `Long tasks (CPU ${CPU_SLOWDOWN}× slower, ${THROTTLED ? 'throttled' : 'simulated'}), ${rounds} interleaved rounds: blocking after FCP, median (min–max), longest task, ×floor`,
  );
  for (const [index, result] of results.entries()) {
    const own = samples[index];
    log(
      `  ${result.name.padEnd(24)} ${spread(own.map((sample) => sample.blocking)).padEnd(30)} longest ${ms(result.longest)}, ${index ? `${result.overFloor.toFixed(2)}× floor (${result.overFloorRuns.join(' ')})` : 'the floor'}`,
    );
    log(`    by kind: ${result.kinds || '-'}; by script: ${result.scripts || '-'}`);
    if (process.env.BENCH_VERBOSE)
      for (const sample of own)
        log(
          `    run: ${sample.tasks
            .filter((task) => task.afterFcp)
            .map((task) => {
              const top = Object.entries({ ...task.kinds, ...task.scripts })
                .sort((a, b) => b[1] - a[1])
                .slice(0, 3)
                .map(([name, value]) => `${name} ${Math.round(value)}`);
              return `@${Math.round(task.start)} ${Math.round(task.duration)} (${top.join(', ')})`;
            })
            .join('; ')}`,
        );
  }
  return results;
}

const PORT = Number(process.env.BENCH_PORT ?? 4188);

async function main() {
  const rounds = Number(process.argv[2] ?? 5);
  const reuse = new Set((process.env.BENCH_REUSE ?? '').split(',').filter(Boolean));
  const out = resolve('bench-results');
  await mkdir(out, { recursive: true });
  const dirs = {
    demo: join(out, 'dist-demo'),
    production: join(out, 'dist-production'),
    floor: join(out, 'dist-floor'),
  };
  const apiOrigin = `http://127.0.0.1:${PORT + 12}`;
  const keep = (name) => reuse.has(name) && existsSync(join(dirs[name], 'index.html'));
  if (!keep('demo'))
    await buildVariant(dirs.demo, {
      VITE_DEMO_API: 'true',
      VITE_AUTH_API_URL: '',
      VITE_MAIN_API_URL: '',
    });
  if (!keep('production'))
    await buildVariant(dirs.production, {
      VITE_DEMO_API: 'false',
      VITE_AUTH_API_URL: apiOrigin,
      VITE_MAIN_API_URL: apiOrigin,
    });
  const servers = [];
  let api;
  try {
    const demo = await serveDist(dirs.demo, PORT);
    servers.push(demo);
    const found = await discoverDemoRoutes(demo.origin);
    const jobPath = `/job/${found.jobSlug}`;
    const recorded = new Map();
    await measureFirstLoad({
      origin: demo.origin,
      distDir: dirs.demo,
      routes: [
        { name: 'home', path: '/' },
        { name: 'job page', path: jobPath },
      ],
      record: recorded,
    });
    const homeSearch =
      [...recorded.keys()].find((key) => key.startsWith('GET /jobs?')) ?? 'GET /jobs';
    if (!keep('floor'))
      await buildVariant(
        dirs.floor,
        { VITE_FLOOR_API_URL: apiOrigin, VITE_FLOOR_JOBS_PATH: homeSearch.slice('GET '.length) },
        'scripts/bench/floor/vite.config.ts',
      );
    const worker = await serveDist(dirs.production, PORT + 1);
    const plain = await serveDist(dirs.production, PORT + 4, { staticOnly: true });
    const floor = await serveDist(dirs.floor, PORT + 3);
    servers.push(worker, plain, floor);
    const pages = [
      { name: 'stack floor', url: `${floor.origin}/` },
      { name: 'home, worker', url: `${worker.origin}/` },
      { name: 'job page, worker', url: `${worker.origin}${jobPath}` },
      { name: 'home, static', url: `${plain.origin}/` },
      { name: 'job page, static', url: `${plain.origin}${jobPath}` },
    ];
    // An earlier production build (same API address) measured in the same rounds: an A/B.
    const compare = process.env.BENCH_COMPARE;
    if (compare) {
      const before = await serveDist(resolve(compare), PORT + 5);
      const beforeStatic = await serveDist(resolve(compare), PORT + 6, { staticOnly: true });
      servers.push(before, beforeStatic);
      pages.push(
        { name: 'home, worker (B)', url: `${before.origin}/` },
        { name: 'job page, worker (B)', url: `${before.origin}${jobPath}` },
        { name: 'home, static (B)', url: `${beforeStatic.origin}/` },
        { name: 'job page, static (B)', url: `${beforeStatic.origin}${jobPath}` },
      );
    }
    api = await serveRecordedApi(recorded, {
      port: PORT + 12,
      allowedOrigins: pages.map((page) => new URL(page.url).origin),
    });
    await measureLongTasks(pages, rounds);
  } finally {
    for (const server of servers) server.stop();
    api?.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
