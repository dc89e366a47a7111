import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compressPlugin } from './scripts/compress-plugin.ts';
import { edgeWorkerPlugin } from './scripts/edge-worker-plugin.ts';
import { headersPlugin } from './scripts/headers-plugin.ts';
import { homePreviewPlugin } from './scripts/home-preview-plugin.ts';
import { localePartsPlugin } from './scripts/locale-parts-plugin.ts';
import { portalConfigPlugin } from './scripts/portal-config.ts';
import { productionPackagesPlugin } from './scripts/production-packages-plugin.ts';

export default defineConfig({
  plugins: [
    react(),
    productionPackagesPlugin(),
    portalConfigPlugin(),
    localePartsPlugin(),
    headersPlugin(),
    homePreviewPlugin(),
    compressPlugin(),
    edgeWorkerPlugin(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    // Nothing inlined as data: URLs, so the CSP needs no data: source.
    assetsInlineLimit: 0,
    target: 'es2022',
    // Every browser the portal supports preloads modules itself (Safari from 17); one that does
    // not just fetches them when imported, so the polyfill is not worth its bytes on every page.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              priority: 2,
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|axios|axios-retry|is-retry-allowed|i18next|react-i18next|i18next-browser-languagedetector|jwt-decode|use-sync-external-store|cookie|set-cookie-parser|html-parse-stringify|void-elements)[\\/]/,
            },
            // The entry and everything it imports statically, in one chunk: the first page needs
            // all of it. Left alone, Rolldown cuts what the entry shares with lazy chunks (cookies,
            // errors, env, API guards …) into small chunks of their own, each a request and a
            // gzip stream: more bytes on `/` (decision 006).
            { name: 'app', test: /[\\/]src[\\/]main\.tsx$/, priority: 1 },
          ],
        },
      },
    },
  },
  server: { port: 5173 },
  preview: { port: 4173 },
});
