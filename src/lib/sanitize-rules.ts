/**
 * Employer-written HTML (job ads, company texts) is untrusted and must never run. It keeps its
 * structure – paragraphs, lists, emphasis, headings, tables, links – and loses everything that
 * can run, restyle the page, submit data or clobber the DOM: scripts, event handlers, `style`,
 * `class`, `id`/`name`, forms and inputs, images and media (they would load third-party content
 * that the CSP refuses anyway), and any URL that is not http(s), mailto or tel.
 *
 * The rules are data; lib/sanitize-html applies them, the same in the browser and on the edge.
 */
export const ALLOWED_TAGS: readonly string[] = [
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'mark',
  'abbr',
  'code',
  'pre',
  'blockquote',
  'q',
  'cite',
  'span',
  'div',
  'section',
  'article',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  // h1 is the page's own (the job's title); the ad's headings sit beneath it.
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'a',
];

/** Harmless attributes; `href` is the only address among them. */
export const ALLOWED_ATTR: readonly string[] = [
  'href',
  'title',
  'lang',
  'dir',
  'colspan',
  'rowspan',
  'scope',
  'abbr',
];
export const URL_ATTR = 'href';
export const SAFE_URL = /^(?:https?:|mailto:|tel:)/i;
/** A web link leaves the portal in a new tab, without window.opener or the referrer. */
export const WEB_URL = /^https?:/i;
export const LINK_REL = 'noopener noreferrer';

/** Dropped with everything inside them, not kept as loose text. */
export const DROPPED_WITH_CONTENT: readonly string[] = [
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'textarea',
  'select',
  'option',
  'button',
  'title',
];
