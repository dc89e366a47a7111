// Plain JavaScript: scripts/test-e2e.mjs (run by Node as it is) and the specs share it.
import { spawn } from 'node:child_process';

/** The stub hosts a build with the demo API off is pointed at (support/stub-api.ts answers them). */
export const STUB_AUTH_ORIGIN = 'https://auth.stub.test';
export const STUB_MAIN_ORIGIN = 'https://api.stub.test';
export const STUB_ANALYTICS_ORIGIN = 'https://analytics.stub.test';

/** Ports of the shell's own servers, offset from the run's E2E_PORT so parallel runs do not collide. */
const BASE_PORT = Number(process.env.E2E_PORT ?? 4180);
export const ANALYTICS_SITE_PORT = BASE_PORT + 300;
export const ANALYTICS_STUB_PORT = BASE_PORT + 301;
export const DEPLOY_SITE_PORT = BASE_PORT + 302;

/** No variant's spec looks at how files are encoded, and precompression is most of a build's time. */
const UNCOMPRESSED = { PORTAL_PRECOMPRESS: 'off' };

/**
 * The builds some specs serve beside the demo build, by the Vite variables that make each, and
 * the variable that names a folder already built that way (the run's script builds them all
 * before the tests; a spec run alone builds its own).
 */
export const BUILD_VARIANTS = {
  /** A customer's deployment in miniature: the demo API off, pointed at the stub hosts. */
  stub: {
    folderVariable: 'E2E_STUB_DIST',
    variables: {
      VITE_DEMO_API: 'false',
      VITE_AUTH_API_URL: STUB_AUTH_ORIGIN,
      VITE_MAIN_API_URL: STUB_MAIN_ORIGIN,
      VITE_ANALYTICS_URL: STUB_ANALYTICS_ORIGIN,
      VITE_BUILD_ID: 'stub-build',
      ...UNCOMPRESSED,
    },
  },
  /** The demo build with its analytics host on loopback, where a stub records every request. */
  analytics: {
    folderVariable: 'E2E_ANALYTICS_DIST',
    variables: {
      VITE_ANALYTICS_URL: `http://127.0.0.1:${ANALYTICS_STUB_PORT}`,
      VITE_ANALYTICS_SITE_ID: '4',
      ...UNCOMPRESSED,
    },
  },
};

/** Builds the portal into `outDir` with extra Vite variables; resolves once it is built. */
export function buildPortal(outDir, variables) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'npx',
      ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
      { env: { ...process.env, ...variables }, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let errors = '';
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(outDir)
        : reject(new Error(`The build into ${outDir} failed:\n${errors}`)),
    );
  });
}
