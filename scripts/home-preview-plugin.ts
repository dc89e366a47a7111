import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { loadEnv, type HtmlTagDescriptor, type Plugin } from 'vite';
import {
  HOME_PREVIEW_PATH,
  PREVIEW_HEIGHT,
  PREVIEW_WIDTH,
  previewImage,
  type PreviewFonts,
} from '../src/link-preview/preview-image.ts';
import { defaultLocaleFrom } from '../src/i18n/languages.ts';
import { escapeHtml } from '../src/lib/escape-html.ts';
import { resolvePortalConfig } from './portal-config.ts';

const fontFile = (weight: number): ArrayBuffer => {
  const file = readFileSync(
    createRequire(import.meta.url).resolve(
      `@fontsource/inter/files/inter-latin-${weight}-normal.woff`,
    ),
  );
  return file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer;
};

interface HomeWords {
  name: string;
  description: string;
  home: string;
}

/**
 * `index.html` in the deployment's language (`VITE_DEFAULT_LOCALE`), with the home page's link
 * preview: its `lang`, title and description in that language, and Open Graph and Twitter tags
 * naming `/og/home.png`, which the build draws with the edge's own drawing code. A static host
 * (no worker) serves this file for every page, so a shared link shows the portal's picture; the
 * edge worker replaces these tags with each page's own.
 */
export function homePreviewPlugin(): Plugin {
  let root = '';
  let locale = defaultLocaleFrom(undefined);
  let origin = '';
  let words: HomeWords;
  return {
    name: 'portal-home-preview',
    apply: 'build',
    configResolved(resolved) {
      root = resolved.root;
      locale = defaultLocaleFrom(loadEnv(resolved.mode, root, 'VITE_').VITE_DEFAULT_LOCALE);
      origin = resolvePortalConfig(resolved.mode, root).publicOrigin;
      const strings = JSON.parse(readFileSync(join(root, 'locales', `${locale}.json`), 'utf8')) as {
        app: { name: string; description: string };
        titles: { home: string };
      };
      words = {
        name: strings.app.name,
        description: strings.app.description,
        home: strings.titles.home,
      };
    },
    async generateBundle() {
      const fonts: PreviewFonts = { regular: fontFile(400), bold: fontFile(700) };
      const png = await previewImage(
        {
          badge: words.name,
          over: words.name,
          title: words.home,
          under: words.description,
          siteName: words.name,
        },
        fonts,
      );
      this.emitFile({ type: 'asset', fileName: HOME_PREVIEW_PATH.slice(1), source: png });
    },
    transformIndexHtml(html) {
      const title = `${words.home} – ${words.name}`;
      // Absolute where the portal's address is known, as the services want; else from the root.
      const image = `${origin}${HOME_PREVIEW_PATH}`;
      const property = (key: string, content: string): HtmlTagDescriptor => ({
        tag: 'meta',
        attrs: { property: key, content },
        injectTo: 'head',
      });
      const named = (key: string, content: string): HtmlTagDescriptor => ({
        tag: 'meta',
        attrs: { name: key, content },
        injectTo: 'head',
      });
      return {
        html: html
          .replace(/<html lang="[^"]*">/, `<html lang="${locale}">`)
          .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
          .replace(
            /<meta\s+name="description"\s+content="[^"]*"\s*\/>/,
            `<meta name="description" content="${escapeHtml(words.description)}" />`,
          ),
        tags: [
          property('og:type', 'website'),
          property('og:site_name', words.name),
          property('og:locale', locale.replace('-', '_')),
          property('og:title', title),
          property('og:description', words.description),
          property('og:image', image),
          property('og:image:type', 'image/png'),
          property('og:image:width', String(PREVIEW_WIDTH)),
          property('og:image:height', String(PREVIEW_HEIGHT)),
          property('og:image:alt', title),
          named('twitter:card', 'summary_large_image'),
          named('twitter:image', image),
          named('twitter:image:alt', title),
        ],
      };
    },
  };
}
