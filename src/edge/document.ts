import { HYDRATION_DATA_ID } from '@/app/server-render';
import { toScriptSafeJson } from '@/lib/script-safe-json';
import type { Locale } from '@/i18n/languages';
import type { PageHead } from '@/lib/page-head';
import { escapeHtml } from '@/lib/escape-html';
import { MODULE_LOADER } from './module-loader';
import { previewPathOf } from './preview';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH } from '@/link-preview/preview-image';

/** The document around one page: the page's head, and what the edge adds to it. */
export interface DocumentHead {
  locale: Locale;
  siteName: string;
  /** The portal's public origin: the page's address and its picture's are absolute. */
  origin: string;
  /** The page's CSS, written into it in place of index.html's stylesheets (EdgeBuild.pageStyles). */
  styles: string;
  head: PageHead;
}

export interface DocumentBody {
  /** The app's server-rendered markup, for `#root`. */
  html: string;
  /** The router's data for hydration. */
  hydrationData: unknown;
}

/**
 * The built index.html with the page in it: its language, title, description, link-preview tags
 * and structured data in the head (marked `data-edge`: they describe the page rendered here, and
 * the app drops them when the visitor moves on), the page's CSS, the app's markup in
 * #root and the router's data beside it, which the browser hydrates (main.tsx) once the module
 * loader has brought the app's modules in after the first paint. Every value is
 * escaped or script-safe JSON, and every piece is put in place by position, never through a
 * replacement pattern, so no text from the API can splice the document.
 */
export function renderDocument(index: string, around: DocumentHead, body: DocumentBody): string {
  const { head, locale, siteName } = around;
  const canonical = head.path ? new URL(head.path, around.origin).href : undefined;
  // Every page with an address has a picture the services show large; a page not found has none.
  const image = head.path ? new URL(previewPathOf(head.path), around.origin).href : undefined;
  const attribute = (value: string) => escapeHtml(value);
  const meta = (name: 'name' | 'property', key: string, value: string | null | undefined) =>
    value ? `<meta ${name}="${key}" content="${attribute(value)}" data-edge />` : '';
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    meta('name', 'robots', head.noindex ? 'noindex' : undefined),
    canonical ? `<link rel="canonical" href="${attribute(canonical)}" data-edge />` : '',
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:locale', locale.replace('-', '_')),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', image && 'image/png'),
    meta('property', 'og:image:width', image && String(PREVIEW_WIDTH)),
    meta('property', 'og:image:height', image && String(PREVIEW_HEIGHT)),
    meta('property', 'og:image:alt', image && head.title),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', image && head.title),
    around.styles ? `<style>${around.styles}</style>` : '',
    head.jobPosting
      ? `<script type="application/ld+json" data-job-posting="${attribute(head.jobPosting.id)}">${head.jobPosting.json}</script>`
      : '',
  ].filter(Boolean);

  const modules: string[] = [];
  const withoutDefaults = index
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/, '')
    // The static build's own preview tags (the home page's) give way to the page's.
    .replace(/<meta\s+(?:property="og:|name="twitter:)[^>]*>\s*/g, '')
    .replace(/<link rel="stylesheet"[^>]*>\s*/g, '')
    .replace(
      /<(?:script type="module"[^>]*src|link rel="modulepreload"[^>]*href)="([^"]+)"[^>]*>(?:<\/script>)?\s*/g,
      (_, src: string) => (modules.push(src), ''),
    );
  const headEnd = withoutDefaults.indexOf('</head>');
  const rootStart = withoutDefaults.indexOf('<div id="root">');
  const rootEnd = withoutDefaults.indexOf('<noscript>');
  const htmlTag = /<html[^>]*>/.exec(withoutDefaults);
  if (headEnd < 0 || rootStart < headEnd || rootEnd < rootStart || !htmlTag)
    throw new Error('index.html has no head, #root or noscript where the edge expects them');
  const htmlEnd = htmlTag.index + htmlTag[0].length;

  return [
    withoutDefaults.slice(0, htmlTag.index),
    `<html lang="${locale}">`,
    withoutDefaults.slice(htmlEnd, headEnd),
    `  ${tags.join('\n    ')}\n  `,
    withoutDefaults.slice(headEnd, rootStart),
    `<div id="root">${body.html}</div>\n    `,
    `<script type="application/json" id="${HYDRATION_DATA_ID}">${toScriptSafeJson(body.hydrationData)}</script>\n    `,
    `<script data-modules="${attribute(modules.join(' '))}">${MODULE_LOADER}</script>\n    `,
    withoutDefaults.slice(rootEnd),
  ].join('');
}
