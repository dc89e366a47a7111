import { defineConfig } from '@playwright/test';
import { CHROMIUM } from './e2e/support/browser.mjs';

// Parallel work on one machine: each run may build into its own folder and serve on its own port.
const PORT = Number(process.env.E2E_PORT ?? 4180);
const DIST = process.env.E2E_DIST ?? 'dist';

/**
 * End-to-end tests drive the built dist/ (demo API on) in Debian's Chromium, served by the same
 * CDN-like server the benchmark uses. No browser is ever downloaded.
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: process.env.E2E_OUTPUT ?? 'test-results',
  fullyParallel: true,
  // Three on CI's two cores: a test spends part of its time waiting for the page, and a third
  // worker fills those gaps.
  workers: process.env.CI ? 3 : undefined,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: CHROMIUM,
    locale: 'en-US',
    trace: 'off',
  },
  webServer: {
    command: `node scripts/serve-dist.mjs --port ${PORT} --dir ${DIST}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
  },
});
