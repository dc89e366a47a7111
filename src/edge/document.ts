import { HYDRATION_DATA_ID } from '@/app/server-render';
import { escapeHtml } from '@/lib/escape-html';
import { toScriptSafeJson } from '@/lib/script-safe-json';
import type { Locale } from '@/i18n/languages';
import { MODULE_LOADER } from './module-loader';

/** What the edge puts around one page. */
export interface DocumentHead {
  locale: Locale;
  /** The page's CSS, written into it in place of index.html's stylesheets (EdgeBuild.pages). */
  styles: string;
  /**
   * The addresses of the stylesheets `styles` holds. Each stays in the page as a disabled link,
   * which the browser neither fetches nor applies: the app's loader of lazy chunks sees it there
   * and does not fetch it again (or restyle the whole page) when a chunk it has already comes.
   */
  inlinedSheets: string[];
  /** The page's own modules and language parts: fetched with index.html's, evaluated after. */
  modules: string[];
  /** The page's own head tags, rendered by the app. */
  headHtml: string;
}

export interface DocumentBody {
  /** The app's server-rendered markup, for `#root`. */
  html: string;
  /** The router's data for hydration. */
  hydrationData: unknown;
}

/**
 * The built index.html with the page in it: its language, the head tags the app rendered for it
 * in place of index.html's defaults, the page's CSS, the app's markup in #root and the router's
 * data beside it, which the browser hydrates (main.tsx) once the module loader has brought the
 * app's modules in after the first paint. Every piece is put in place by position, never through
 * a replacement pattern, so no text from the API can splice the document.
 */
export function renderDocument(index: string, around: DocumentHead, body: DocumentBody): string {
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
    `<html lang="${around.locale}">`,
    withoutDefaults.slice(htmlEnd, headEnd),
    `  ${around.headHtml}\n    `,
    around.styles ? `<style>${around.styles}</style>\n  ` : '',
    ...around.inlinedSheets.map(
      (href) => `<link rel="stylesheet" href="${escapeHtml(href)}" disabled>\n  `,
    ),
    withoutDefaults.slice(headEnd, rootStart),
    `<div id="root">${body.html}</div>\n    `,
    `<script type="application/json" id="${HYDRATION_DATA_ID}">${toScriptSafeJson(body.hydrationData)}</script>\n    `,
    `<script data-modules="${escapeHtml([...new Set([...modules, ...around.modules])].join(' '))}">${MODULE_LOADER}</script>\n    `,
    withoutDefaults.slice(rootEnd),
  ].join('');
}
