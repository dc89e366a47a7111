import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** React's own useSyncExternalStore, for the packages that still import the shim. */
const SHIM = '\0portal:use-sync-external-store-shim';
const AXIOS_FETCH_ADAPTER = /[\\/]node_modules[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/;
/**
 * What axios's adapter list (lib/adapters/adapters.js) reads of its fetch adapter: a `getFetch`
 * that says "not supported", as axios's own does where fetch is missing.
 */
const NO_FETCH_ADAPTER = 'export const getFetch = () => false;\nexport default false;\n';

/**
 * Three packages the portal's libraries import ship more than a production build runs:
 *
 * - React Router 7 ships a production build (`dist/production`: its development warnings
 *   compiled out) beside the development one, but its package exports name only the development
 *   build, so every bundler takes that one (remix-run/react-router#12532, #14102). A production
 *   build resolves `react-router` and `react-router/dom` to the production files instead: the
 *   same code less its warnings and checks.
 * - `use-sync-external-store/shim` (react-i18next imports it) is a polyfill of the hook for React
 *   17 and older; with React 19 it hands over to React's own. A production build imports React's
 *   directly, without the shim.
 * - axios picks the first adapter a platform supports, XMLHttpRequest first, and every browser
 *   the portal supports has it, so its fetch adapter (with its stream and form helpers) never
 *   runs, yet it is bundled and probes fetch and streams as the framework chunk is evaluated. A
 *   production build gives axios a fetch adapter that says "not supported", and none of it ships.
 *   Checked at each build: should axios's adapter list stop reading it as `getFetch`, the real
 *   one stays.
 *
 * Both the portal's build and the bench's floor use this (decision 006). Tests and the dev
 * server keep the packages as published, with React Router's warnings.
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
  const fromAxios = (file: string) =>
    join(dirname(createRequire(import.meta.url).resolve('axios/package.json')), file);
  const adapterList = readFileSync(fromAxios('lib/adapters/adapters.js'), 'utf8');
  const fetchAdapterUnused = /get:\s*fetchAdapter\.getFetch\b/.test(adapterList);
  if (!fetchAdapterUnused)
    console.warn(
      "axios's adapter list no longer reads fetchAdapter.getFetch: its fetch adapter stays",
    );
  return {
    name: 'portal-production-packages',
    apply: 'build',
    // Before Vite's own resolver, which would find the shim in node_modules first.
    enforce: 'pre',
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
    resolveId(source) {
      return /^use-sync-external-store\/shim(\/index\.js)?$/.test(source) ? SHIM : null;
    },
    load(id) {
      if (id === SHIM) return "export { useSyncExternalStore } from 'react';";
      if (fetchAdapterUnused && AXIOS_FETCH_ADAPTER.test(id)) return NO_FETCH_ADAPTER;
      return null;
    },
  };
}
