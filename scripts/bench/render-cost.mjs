// How rendering cost grows with data: the portal's job cards and message thread rendered with
// 100, 1,000 and 10,000 items in Chromium (React commit + layout), median of 3 after a warm-up.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build, loadConfigFromFile } from 'vite';
import { CHROMIUM, CHROMIUM_ARGS, median, serveDist } from './lib.mjs';

const COUNTS = [100, 1000, 10000];

export async function measureRenderCost({ port, outDir }) {
  // The portal's own React and language-file plugins and aliases, without its deploy outputs.
  const portal = await loadConfigFromFile(
    { command: 'build', mode: 'production' },
    fileURLToPath(new URL('../../vite.config.ts', import.meta.url)),
  );
  const plugins = portal.config.plugins
    .flat()
    .filter(
      (plugin) =>
        plugin && /^(vite:react|locale-parts|portal-production-packages)/.test(plugin.name),
    );
  await build({
    root: fileURLToPath(new URL('./render', import.meta.url)),
    logLevel: 'error',
    configFile: false,
    plugins,
    resolve: portal.config.resolve,
    define: { 'import.meta.env.VITE_DEMO_API': '"false"' },
    build: { outDir: resolve(outDir), emptyOutDir: true, target: 'es2022' },
  });
  const server = await serveDist(outDir, port);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.goto(server.origin + '/');
    await page.evaluate(() => globalThis.renderCostReady);
    const results = [];
    for (const [name, kind] of [
      ['job list', 'jobs'],
      ['message thread', 'messages'],
    ]) {
      const samples = [];
      for (const count of COUNTS) {
        await page.evaluate(([k, n]) => globalThis.renderCost(k, n), [kind, Math.min(count, 100)]);
        const runs = [];
        for (let run = 0; run < 3; run += 1)
          runs.push(await page.evaluate(([k, n]) => globalThis.renderCost(k, n), [kind, count]));
        samples.push({ count, ms: median(runs), runs });
      }
      results.push({ name, samples });
    }
    return results;
  } finally {
    await browser.close();
    server.stop();
  }
}
