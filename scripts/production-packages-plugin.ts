import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * React Router 7 ships a production build (`dist/production`: its development warnings compiled
 * out) beside the development one, but its package exports name only the development build, so
 * every bundler takes that one (remix-run/react-router#12532, #14102). A production build of the
 * portal, and of the bench's floor, resolves `react-router` and `react-router/dom` to the
 * production files instead: the same code less its warnings and checks (0.5 kB gzip less, and
 * less to evaluate; decision 006).
 * Tests and the dev server keep the development build and its warnings.
 */
export function productionPackagesPlugin(): Plugin {
  // react-router as react-router-dom (the dependency the portal names) resolves it.
  const fromRouterDom = createRequire(
    createRequire(import.meta.url).resolve('react-router-dom/package.json'),
  );
  const production = join(
    dirname(fromRouterDom.resolve('react-router/package.json')),
    'dist/production',
  );
  const files = { index: join(production, 'index.mjs'), dom: join(production, 'dom-export.mjs') };
  const found = existsSync(files.index) && existsSync(files.dom);
  return {
    name: 'portal-production-packages',
    apply: 'build',
    config() {
      if (!found) {
        console.warn(
          `React Router's production build is not at ${production}: the development one is used`,
        );
        return {};
      }
      return {
        resolve: {
          alias: [
            { find: /^react-router$/, replacement: files.index },
            { find: /^react-router\/dom$/, replacement: files.dom },
          ],
        },
      };
    },
  };
}
