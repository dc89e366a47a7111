import DOMPurify, { type Config } from 'dompurify';

/**
 * Employer-written HTML (job ads, company texts) is untrusted (quality.md). It keeps its
 * structure – paragraphs, lists, emphasis, headings, tables, links – and loses everything that
 * can run, restyle the page, submit data or clobber the DOM: scripts, event handlers, `style`,
 * `class`, `id`/`name`, forms and inputs, images and media (they would load third-party content
 * that the CSP refuses anyway), and any URL that is not http(s), mailto or tel.
 */
const ALLOWED_TAGS = [
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
const ALLOWED_ATTR = ['href', 'title', 'lang', 'dir', 'colspan', 'rowspan', 'scope', 'abbr'];
const SAFE_URL = /^(?:https?:|mailto:|tel:)/i;

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  // Without this DOMPurify tests every attribute not on its short list against the URL pattern,
  // and a `dir="rtl"` or `colspan="2"` is dropped as if it were an address.
  ADD_URI_SAFE_ATTR: ['lang', 'dir', 'colspan', 'rowspan', 'scope', 'abbr'],
  ALLOWED_URI_REGEXP: SAFE_URL,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  SANITIZE_DOM: true,
  SANITIZE_NAMED_PROPS: true,
  KEEP_CONTENT: true,
  // Content of these is dropped with the tag, not kept as loose text.
  FORBID_TAGS: [
    'script',
    'style',
    'template',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'form',
    'input',
    'textarea',
    'select',
    'button',
  ],
  FORBID_CONTENTS: [
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
  ],
};

let purifier: ReturnType<typeof DOMPurify> | null = null;

/** An instance of our own, so the link hook never touches another caller's DOMPurify. */
function getPurifier() {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href');
    if (!href || !SAFE_URL.test(href.trim())) {
      node.removeAttribute('href');
      node.removeAttribute('target');
      return;
    }
    // Web links leave the portal in a new tab, without handing it window.opener or the referrer.
    if (/^https?:/i.test(href.trim())) node.setAttribute('target', '_blank');
    else node.removeAttribute('target');
    node.setAttribute('rel', 'noopener noreferrer');
  });
  purifier = instance;
  return instance;
}

/**
 * Chromium checks the CSP while it parses, even in DOMPurify's inert document, and reports every
 * inline handler or style attribute, `<style>`, `<link>` or `<base>` it meets as a violation
 * although nothing runs. Those reports would hide a real attack. So before parsing, elements that
 * only style or redirect (Word pastes bring `<style>`) are dropped, and inside tags only, never in
 * the text a candidate reads, handler and style attributes are renamed; DOMPurify then drops the
 * renamed attributes like any other unknown attribute.
 */
const STYLE_OR_BASE_ELEMENT = /<style\b[\s\S]*?(?:<\/style\s*>|$)|<(?:link|base|meta)\b[^>]*>/gi;
const TAG = /<[a-z][^>]*>/gi;
const INLINE_ATTRIBUTE = /([\s/"'`])(on[a-z]+|style)(\s*=)/gi;

/** Returns HTML that is safe to put into the page with dangerouslySetInnerHTML. */
export function sanitizeHtml(dirty: string): string {
  if (!dirty) return '';
  const quiet = dirty
    .replace(STYLE_OR_BASE_ELEMENT, '')
    .replace(TAG, (tag) => tag.replace(INLINE_ATTRIBUTE, '$1data-blocked-$2$3'));
  return getPurifier().sanitize(quiet, { ...CONFIG, RETURN_TRUSTED_TYPE: false }) as string;
}
