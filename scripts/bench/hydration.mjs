/* global document -- the hydration check runs in the page */
// When a page rendered by the edge worker becomes the app's (hydrated) on a phone: Chromium with
// its CPU slowed 4× and its network shaped as Lighthouse's slow 4G (150 ms round trip, 1.6 Mbit/s
// down), a first visit in one language. Until then a tap on the page's controls does nothing the
// app adds, so this is how long the "dead taps" last. The time is the moment the page's heading
// (`main h1`) has a React fiber, polled every 20 ms from the navigation's start.
//
// Run alone: node scripts/bench/hydration.mjs <dist> [<dist-b> …]  Each dist is a production build
// whose API address is the bench's (`npm run bench` builds one into bench-results/dist-production);
// the demo build in bench-results/dist-demo answers first, and the worker is asked with the
// answers it recorded (replay-api.mjs). Builds are measured in interleaved rounds, so a busy
// machine slows them alike. BENCH_HYDRATION_RUNS rounds (5), BENCH_HYDRATION_LOCALE (sv-SE),
// BENCH_PORT (as run.mjs).
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { discoverDemoRoutes, measureFirstLoad } from './first-load.mjs';
import { CHROMIUM, CHROMIUM_ARGS, median, serveDist } from './lib.mjs';
import { serveRecordedApi } from './replay-api.mjs';

const OUT = resolve(process.env.BENCH_OUT ?? 'bench-results');
const PORT = Number(process.env.BENCH_PORT ?? 4188);
const RUNS = Number(process.env.BENCH_HYDRATION_RUNS ?? 5);
const LOCALE = process.env.BENCH_HYDRATION_LOCALE ?? 'sv-SE';
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: 1.6e6 / 8,
  uploadThroughput: 750e3 / 8,
};

const dists = process.argv.slice(2).map((dir) => resolve(dir));
if (dists.length === 0) {
  console.error('usage: node scripts/bench/hydration.mjs <dist> [<dist-b> …]');
  process.exit(2);
}

async function hydratedAt(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
    locale: LOCALE,
  });
  try {
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await tab.goto(url, { waitUntil: 'commit' });
    const handle = await tab.waitForFunction(
      () => {
        const heading = document.querySelector('main h1');
        return heading && Object.keys(heading).some((key) => key.startsWith('__reactFiber'))
          ? performance.now()
          : false;
      },
      null,
      { polling: 20, timeout: 60_000 },
    );
    return Math.round(await handle.jsonValue());
  } finally {
    await context.close();
  }
}

const demo = await serveDist(`${OUT}/dist-demo`, PORT);
const servers = [];
let api;
try {
  const found = await discoverDemoRoutes(demo.origin);
  const pages = [
    { name: 'home', path: '/' },
    { name: 'job page', path: `/job/${found.jobSlug}` },
    { name: 'company page', path: `/company/${found.companyId}/${found.companySlug}` },
  ];
  const recorded = new Map();
  await measureFirstLoad({
    origin: demo.origin,
    distDir: `${OUT}/dist-demo`,
    routes: pages,
    record: recorded,
  });
  for (const [index, dist] of dists.entries())
    servers.push(await serveDist(dist, PORT + 20 + index));
  // The production builds' API address (run.mjs: PORT + 12).
  api = await serveRecordedApi(recorded, {
    port: PORT + 12,
    allowedOrigins: servers.map((server) => server.origin),
  });

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const times = dists.map(() => pages.map(() => []));
  try {
    for (let round = 0; round < RUNS; round += 1)
      for (const [p, page] of pages.entries())
        for (const [d, server] of servers.entries())
          times[d][p].push(await hydratedAt(browser, server.origin + page.path));
  } finally {
    await browser.close();
  }
  console.log(
    `Hydrated on a slow phone (4× CPU, slow 4G, ${LOCALE}), ${RUNS} interleaved rounds: median (min–max)`,
  );
  for (const [d, dist] of dists.entries())
    for (const [p, page] of pages.entries()) {
      const row = times[d][p];
      console.log(
        `  ${page.name.padEnd(13)} ${String(median(row)).padStart(5)} ms (${Math.min(...row)}–${Math.max(...row)})  ${dist}`,
      );
    }
} finally {
  for (const server of servers) server.stop();
  api?.stop();
  demo.stop();
}
