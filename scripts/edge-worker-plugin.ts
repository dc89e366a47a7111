import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build, type Plugin } from 'vite';
import type { EdgeBuild } from '../src/edge/worker';
import { FALLBACK_LOCALE, LOCALES, type Locale } from '../src/i18n/languages.ts';
import {
  CORE_LOCALE_PART,
  localePartModuleId,
  RENDERED_PAGE_PARTS,
} from '../src/i18n/locale-parts.ts';
import { headersFile } from './headers-plugin.ts';
import { configurationDefines, resolvePortalConfig, type PortalConfig } from './portal-config.ts';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** The lazily loaded routes whose pages the edge renders, by the name the worker knows them by. */
const RENDERED_ROUTES: Partial<Record<keyof typeof RENDERED_PAGE_PARTS, string>> = {
  job: 'src/app/routes/job.tsx',
  company: 'src/app/routes/company.tsx',
};

/**
 * The file of a module's chunk. The manifest names a virtual module by its id relative to the
 * build's root, which is not the working directory of every build: its key ends with the id.
 */
function chunkOf(manifest: Manifest, id: string): string {
  const chunk = Object.entries(manifest).find(([key]) => key === id || key.endsWith(`/${id}`));
  if (!chunk) throw new Error(`The build has no chunk for ${id}`);
  return `/${chunk[1].file}`;
}

/**
 * A chunk's files (`of`: its stylesheets, or its own file) and those of what it imports
 * statically, dependencies first.
 */
function chunkFiles(
  manifest: Manifest,
  key: string,
  of: (chunk: ManifestChunk) => string[],
): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  if (!manifest[key]) throw new Error(`The build has no chunk for ${key}`);
  const visit = (name: string) => {
    if (seen.has(name) || !manifest[name]) return;
    seen.add(name);
    manifest[name].imports?.forEach(visit);
    for (const file of of(manifest[name])) if (!files.includes(`/${file}`)) files.push(`/${file}`);
  };
  visit(key);
  return files;
}

/**
 * The worker renders with each language file whole, from its own bundle (i18n/server-i18n): the
 * browser's loaders of language parts, chunks fetched as screens need them, have no place there.
 */
const serverLocaleParts: Plugin = {
  name: 'portal-server-locale-parts',
  resolveId: (id) => (id === 'virtual:locale-parts' ? '\0server-locale-parts' : null),
  load: (id) => (id === '\0server-locale-parts' ? 'export const localePartLoaders = {};\n' : null),
};

/**
 * The PDF preview draws in the browser with pdf.js, over a candidate's own file: no page the edge
 * renders shows it, and pdf.js (with its Node and CDN loaders) has no place in the worker.
 */
const PDF_VIEWER_MODULE = 'src/features/files/pdf-viewer.tsx';
const browserOnlyPdfViewer: Plugin = {
  name: 'portal-browser-only-pdf-viewer',
  enforce: 'pre',
  async resolveId(id, importer, options) {
    if (!id.endsWith('pdf-viewer')) return null;
    const resolved = await this.resolve(id, importer, { ...options, skipSelf: true });
    return resolved?.id.endsWith(PDF_VIEWER_MODULE) ? '\0browser-only-pdf-viewer' : null;
  },
  load: (id) =>
    id === '\0browser-only-pdf-viewer'
      ? "export default function PdfViewer() { throw new Error('The PDF preview draws in the browser only'); }\n"
      : null,
};

/** Bundles src/edge into one ES module with nothing left to import, as Workers need. */
export async function buildEdgeWorker(
  root: string,
  outDir: string,
  edge: EdgeBuild,
  config: PortalConfig,
): Promise<void> {
  await build({
    configFile: false,
    root,
    // Whoever builds it (the production build, or a test run), the worker is production code.
    mode: 'production',
    logLevel: 'warn',
    plugins: [serverLocaleParts, browserOnlyPdfViewer],
    oxc: { jsx: { runtime: 'automatic', development: false } },
    resolve: { alias: { '@': resolve(root, 'src') } },
    define: {
      ...configurationDefines(config),
      'process.env.NODE_ENV': JSON.stringify('production'),
      __EDGE_BUILD__: JSON.stringify(edge),
    },
    // Workers' own builds where a package has one (react-dom's server renderer: server.edge).
    ssr: { noExternal: true, target: 'webworker', resolve: { conditions: ['workerd', 'worker'] } },
    build: {
      ssr: resolve(root, 'src/edge/entry.ts'),
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2022',
      minify: true,
      // One module by design: React, the router, the app's public routes and four languages.
      chunkSizeWarningLimit: 2048,
      rolldownOptions: {
        output: { entryFileNames: '_worker.js', format: 'es' },
        // React Router's "use client" marks mean nothing in one server bundle.
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
      },
    },
  });
}

function edgeConfig(
  config: PortalConfig,
  manifest: Manifest,
  indexHtml: string,
  outDir: string,
): EdgeBuild {
  const notInIndex = (file: string) => !indexHtml.includes(`"${file}"`);
  // The build's own CSS, put into a <style> element: it never holds "</style".
  const stylesOf = (hrefs: string[]) => ({
    css: hrefs.map((href) => readFileSync(join(outDir, href), 'utf8')).join('\n'),
    hrefs,
  });
  const pageFiles = (page: keyof typeof RENDERED_PAGE_PARTS) => {
    const key = RENDERED_ROUTES[page];
    const chunks = key ? chunkFiles(manifest, key, (chunk) => [chunk.file]) : [];
    // The browser reads the page's parts of the visitor's language file and of the fallback's.
    const parts = (locale: Locale) =>
      [CORE_LOCALE_PART, ...RENDERED_PAGE_PARTS[page]].map((part) =>
        chunkOf(manifest, localePartModuleId(locale, part)),
      );
    const modules = (locale: Locale) => [
      ...new Set([...chunks, ...parts(locale), ...parts(FALLBACK_LOCALE)].filter(notInIndex)),
    ];
    return {
      ...stylesOf(
        key ? chunkFiles(manifest, key, (chunk) => chunk.css ?? []).filter(notInIndex) : [],
      ),
      modules: Object.fromEntries(LOCALES.map((locale) => [locale, modules(locale)])),
    };
  };
  return {
    mainApiUrl: config.mainApiUrl,
    publicOrigin: config.publicOrigin,
    headersFile: headersFile(config),
    pages: {
      shared: stylesOf(
        [...indexHtml.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!),
      ),
      byRoute: Object.fromEntries(
        (Object.keys(RENDERED_PAGE_PARTS) as Array<keyof typeof RENDERED_PAGE_PARTS>).map(
          (page) => [page, pageFiles(page)],
        ),
      ),
    },
  };
}

/**
 * `dist/_worker.js` for a production build (docs/edge.md): a build with the demo API has no API
 * outside the browser to render from, so it gets none and is served as static files.
 */
export function edgeWorkerPlugin(): Plugin {
  let config: PortalConfig;
  let root = '';
  let outDir = '';
  return {
    name: 'portal-edge-worker',
    apply: 'build',
    config(_, { mode }) {
      config = resolvePortalConfig(mode);
      // The manifest says which stylesheets and modules the rendered pages bring; it is removed
      // after.
      return config.demoApi ? {} : { build: { manifest: true } };
    },
    configResolved(resolved) {
      root = resolved.root;
      outDir = resolve(resolved.root, resolved.build.outDir);
    },
    async closeBundle() {
      if (config.demoApi) return;
      const manifestFile = join(outDir, '.vite', 'manifest.json');
      if (!existsSync(manifestFile)) return;
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
      rmSync(join(outDir, '.vite'), { recursive: true, force: true });
      const indexHtml = readFileSync(join(outDir, 'index.html'), 'utf8');
      await buildEdgeWorker(root, outDir, edgeConfig(config, manifest, indexHtml, outDir), config);
    },
  };
}
