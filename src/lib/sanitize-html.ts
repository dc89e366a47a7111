import DOMPurify, { type Config } from 'dompurify';
import {
  ALLOWED_ATTR,
  ALLOWED_TAGS,
  DROPPED_WITH_CONTENT,
  LINK_REL,
  SAFE_URL,
  URL_ATTR,
  WEB_URL,
} from './sanitize-rules';

const CONFIG: Config = {
  ALLOWED_TAGS: [...ALLOWED_TAGS],
  ALLOWED_ATTR: [...ALLOWED_ATTR],
  // Without this DOMPurify tests every attribute not on its short list against the URL pattern,
  // and a `dir="rtl"` or `colspan="2"` is dropped as if it were an address.
  ADD_URI_SAFE_ATTR: ALLOWED_ATTR.filter((name) => name !== URL_ATTR),
  ALLOWED_URI_REGEXP: SAFE_URL,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  SANITIZE_DOM: true,
  SANITIZE_NAMED_PROPS: true,
  KEEP_CONTENT: true,
  // Dropped with the tag, and their content with them (the shared rules), as are forms' controls.
  FORBID_TAGS: [...DROPPED_WITH_CONTENT, 'form', 'input'],
  FORBID_CONTENTS: [...DROPPED_WITH_CONTENT],
};

let purifier: ReturnType<typeof DOMPurify> | null = null;

/** An instance of our own, so the link hook never touches another caller's DOMPurify. */
function getPurifier() {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute(URL_ATTR);
    if (!href || !SAFE_URL.test(href.trim())) {
      node.removeAttribute(URL_ATTR);
      node.removeAttribute('target');
      return;
    }
    if (WEB_URL.test(href.trim())) node.setAttribute('target', '_blank');
    else node.removeAttribute('target');
    node.setAttribute('rel', LINK_REL);
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

const quietened = (dirty: string) =>
  dirty
    .replace(STYLE_OR_BASE_ELEMENT, '')
    .replace(TAG, (tag) => tag.replace(INLINE_ATTRIBUTE, '$1data-blocked-$2$3'));

/** Safe HTML as text, for data that carries it (the job's structured data). */
export function sanitizeHtml(dirty: string): string {
  if (!dirty) return '';
  return getPurifier().sanitize(quietened(dirty), { ...CONFIG, RETURN_TRUSTED_TYPE: false });
}

/**
 * Safe HTML for the page's one HTML sink (components/rich-text). Where the browser enforces
 * Trusted Types (the CSP's `require-trusted-types-for 'script'`), it is a TrustedHTML made by
 * DOMPurify's own policy, `dompurify`, the only HTML policy the CSP names; elsewhere a string.
 */
export function sanitizeHtmlForPage(dirty: string): TrustedHTML | string {
  if (!dirty) return '';
  return getPurifier().sanitize(quietened(dirty), { ...CONFIG, RETURN_TRUSTED_TYPE: true });
}
