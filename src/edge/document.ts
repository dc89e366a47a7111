import type { Locale } from '@/i18n/languages';
import { html, type SafeHtml } from './html';

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

/**
 * The built index.html with the page in it: its language, title, description, link-preview tags
 * and structured data in the head (marked `data-edge`, the app replaces them as it navigates),
 * its stylesheets, and the page itself in #root, which the app takes over once its first page
 * is ready (main.tsx).
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
  return index
    .replace(/<html lang="[^"]*">/, `<html lang="${head.locale}">`)
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/, '')
    .replace('</head>', tags.value)
    .replace(
      /<div id="root">[\s\S]*?<\/div>\s*(?=<noscript>)/,
      `<div id="root" data-edge-rendered>${head.body.value}</div>\n    `,
    );
}
