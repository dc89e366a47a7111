// The end-to-end run: the demo build and the variants some specs serve are built side by side
// (a build keeps about one core busy), then Playwright runs with the variants' folders named, so
// no test waits for a build. Arguments go to Playwright.
import { spawn } from 'node:child_process';
import { BUILD_VARIANTS, buildPortal } from '../e2e/support/builds.mjs';

const DEMO = { VITE_DEMO_LATENCY: 'off' };
const dist = process.env.E2E_DIST ?? 'dist';
const folders = {};
await Promise.all([
  buildPortal(dist, DEMO),
  ...Object.entries(BUILD_VARIANTS).map(async ([name, variant]) => {
    folders[variant.folderVariable] = await buildPortal(`${dist}-e2e-${name}`, {
      ...DEMO,
      ...variant.variables,
    });
  }),
]);
const playwright = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  env: { ...process.env, ...folders },
  stdio: 'inherit',
});
playwright.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
