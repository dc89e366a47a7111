// Lighthouse 12, mobile preset with its default simulated throttling, against Debian Chromium.
// Each page is measured `runs` times in a fresh Chrome; every figure is the median of the runs.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM, median } from './lib.mjs';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
];

function lcpElement(lhr) {
  const tables = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = tables[0]?.items?.[0]?.node;
  return node ? `${node.selector ?? ''} "${(node.nodeLabel ?? '').slice(0, 40)}"` : 'unknown';
}

/**
 * The tasks that make up total blocking time, longest first: what each ran (its script, or the
 * page itself) and its simulated length, so a TBT figure says where to look.
 */
function blockingTasks(lhr) {
  const items = lhr.audits['long-tasks']?.details?.items ?? [];
  return items
    .filter((item) => item.duration > 50)
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 4)
    .map((item) => {
      // `url` is the script's address, or a word such as "Unattributable".
      const source = URL.canParse(item.url)
        ? new URL(item.url).pathname.split('/').pop()
        : item.url;
      return `${source || 'document'} ${Math.round(item.duration)} ms`;
    });
}

async function once(url, cookies) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    };
    // A returning visitor's cookies are in the browser's own jar, where the page's scripts read
    // them too (a request header alone would reach the server only); the run keeps them.
    let page;
    if (cookies?.length) {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      page = await browser.newPage();
      await page.setCookie(...cookies.map((cookie) => ({ ...cookie, url })));
      flags.disableStorageReset = true;
    }
    const { lhr } = await lighthouse(url, flags, undefined, page);
    if (lhr.runtimeError)
      throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (id) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      bytes: audit('total-byte-weight'),
      // Which element the LCP is: on a first visit it can be the cookie banner, not the content.
      lcpElement: lcpElement(lhr),
      blockingTasks: blockingTasks(lhr),
      failing: Object.values(lhr.audits)
        .filter(
          (item) => item.score !== null && item.score < 1 && item.scoreDisplayMode === 'binary',
        )
        .map((item) => item.id),
    };
  } finally {
    await chrome.kill();
  }
}

export async function measureLighthouse(url, runs, cookies) {
  const samples = [];
  for (let index = 0; index < runs; index += 1) {
    // Chrome now and then fails to record the trace (NO_NAVSTART, NO_FCP): such a run is
    // repeated once.
    samples.push(await once(url, cookies).catch(() => once(url, cookies)));
  }
  const pick = (key) => median(samples.map((sample) => sample[key]));
  return {
    runs,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    bytes: pick('bytes'),
    lcpElements: [...new Set(samples.map((sample) => sample.lcpElement))],
    // Those of the run whose TBT is the median one (the first of two in the middle).
    blockingTasks: samples
      .toSorted((a, b) => a.tbt - b.tbt)
      .at(Math.floor((samples.length - 1) / 2)).blockingTasks,
    failing: [...new Set(samples.flatMap((sample) => sample.failing))],
    samples: samples.map((sample) =>
      Object.fromEntries(Object.entries(sample).filter(([key]) => key !== 'failing')),
    ),
  };
}
