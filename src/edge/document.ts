import type { Locale } from '@/i18n/languages';
import { BOOT_SCRIPT } from './boot-script';
import { escapeHtml, html, type SafeHtml } from './html';

export interface DocumentHead {
  title: string;
  description?: string;
  canonical?: string;
  siteName: string;
  /** The Open Graph and Twitter image (the company's logo). */
  image?: string | null;
  robots?: string;
  structuredData?: SafeHtml;
  /** Stylesheets of the page's own chunk: without them the page would paint unstyled. */
  styles: string[];
  body: SafeHtml;
}

const OG_LOCALE: Record<Locale, string> = {
  'sv-SE': 'sv_SE',
  'en-US': 'en_US',
  'nb-NO': 'nb_NO',
  'da-DK': 'da_DK',
};

const MODULE_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>\s*/g;

/**
 * index.html's module scripts leave the head for the boot script (boot-script.ts), which loads
 * them after the first paint; their preloads leave with them, for the same reason.
 */
function bootAfterPaint(index: string): string {
  const modules = [...index.matchAll(MODULE_SCRIPT)].map((match) => match[1]!);
  // Its text is exactly BOOT_SCRIPT, not a space more: the CSP allows it by that text's hash.
  // (Not an html`` template: Prettier formats those as HTML, adding that space.)
  const boot = `<script data-modules="${escapeHtml(modules.join(' '))}">${BOOT_SCRIPT}</script>`;
  const page = index.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '');
  // Before the stylesheets, so that it runs at once instead of waiting for them.
  const stylesheet = page.indexOf('<link rel="stylesheet"');
  const at = stylesheet === -1 ? page.indexOf('</head>') : stylesheet;
  return `${page.slice(0, at)}${boot}\n    ${page.slice(at)}`;
}

/**
 * The built index.html with the page in it: its language, title, description, link-preview tags
 * and structured data in the head (marked `data-edge`, the app replaces them as it navigates),
 * its stylesheets, the boot script, and the page itself in #root, which the app takes over once
 * its first page is ready (main.tsx).
 */
export function renderDocument(index: string, head: DocumentHead & { locale: Locale }): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string | null | undefined) =>
    value ? html`<meta ${attribute}="${key}" content="${value}" data-edge />` : '';
  const tags = html`<title>${head.title}</title>
    ${meta('name', 'description', head.description)}
    ${meta('name', 'robots', head.robots)}
    ${head.canonical ? html`<link rel="canonical" href="${head.canonical}" data-edge />` : ''}
    ${meta('property', 'og:type', 'website')}
    ${meta('property', 'og:site_name', head.siteName)}
    ${meta('property', 'og:locale', OG_LOCALE[head.locale])}
    ${meta('property', 'og:title', head.title)}
    ${meta('property', 'og:description', head.description)}
    ${meta('property', 'og:url', head.canonical)}
    ${meta('property', 'og:image', head.image)}
    ${meta('name', 'twitter:card', 'summary')}
    ${meta('name', 'twitter:title', head.title)}
    ${meta('name', 'twitter:description', head.description)}
    ${meta('name', 'twitter:image', head.image)}
    ${head.styles.map((href) => html`<link rel="stylesheet" crossorigin href="${href}" />`)}
    ${head.structuredData ?? ''}
  </head>`;
  return bootAfterPaint(index)
    .replace(/<html lang="[^"]*">/, `<html lang="${head.locale}">`)
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/, '')
    .replace('</head>', tags.value)
    .replace(
      /<div id="root">[\s\S]*?<\/div>\s*(?=<noscript>)/,
      `<div id="root" data-edge-rendered>${head.body.value}</div>\n    `,
    );
}
