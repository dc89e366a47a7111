import { parseInertHtml } from './trusted-types';
import {
  ALLOWED_ATTR,
  ALLOWED_TAGS,
  DROPPED_WITH_CONTENT,
  LINK_REL,
  SAFE_URL,
  URL_ATTR,
  WEB_URL,
} from './sanitize-rules';

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';
const KEPT_TAGS = new Set(ALLOWED_TAGS);
const KEPT_ATTRIBUTES = new Set(ALLOWED_ATTR);
const DROPPED_TAGS = new Set(DROPPED_WITH_CONTENT);
/** Where a browser ignores whitespace text, and React refuses it as a child. */
const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);

/**
 * Chromium checks the CSP while it parses, even in an inert document, and reports every inline
 * handler or style attribute, `<style>`, `<link>` or `<base>` it meets as a violation although
 * nothing runs. Those reports would hide a real attack. So before parsing, elements that only
 * style or redirect (Word pastes bring `<style>`) are dropped, and inside tags only, never in the
 * text a candidate reads, handler and style attributes are renamed; the walk below drops the
 * renamed attributes like any other unknown attribute.
 */
const STYLE_OR_BASE_ELEMENT = /<style\b[\s\S]*?(?:<\/style\s*>|$)|<(?:link|base|meta)\b[^>]*>/gi;
const TAG = /<[a-z][^>]*>/gi;
const INLINE_ATTRIBUTE = /([\s/"'`])(on[a-z]+|style)(\s*=)/gi;

const quietened = (dirty: string) =>
  dirty
    .replace(STYLE_OR_BASE_ELEMENT, '')
    .replace(TAG, (tag) => tag.replace(INLINE_ATTRIBUTE, '$1data-blocked-$2$3'));

const isElement = (node: Node): node is Element => node.nodeType === Node.ELEMENT_NODE;
const isText = (node: Node): node is Text => node.nodeType === Node.TEXT_NODE;

/** A kept element with the kept attributes only; a link's address checked and its tab chosen. */
function cleanCopy(element: Element, into: Document): Element {
  const copy = into.createElement(element.localName);
  for (const { name, value } of Array.from(element.attributes)) {
    if (!KEPT_ATTRIBUTES.has(name) || name === URL_ATTR) continue;
    copy.setAttribute(name, value);
  }
  const address = element.getAttribute(URL_ATTR)?.trim();
  if (element.localName === 'a' && address && SAFE_URL.test(address)) {
    copy.setAttribute(URL_ATTR, address);
    if (WEB_URL.test(address)) copy.setAttribute('target', '_blank');
    copy.setAttribute('rel', LINK_REL);
  }
  return copy;
}

/**
 * Copies what the rules keep from `from` into `to`, node by node: text as text, allowed elements
 * as fresh elements, other elements replaced by their content, and the dropped ones (scripts,
 * frames, SVG, MathML, anything outside HTML's namespace) gone with everything inside them.
 */
function copyKept(from: Node, to: Element) {
  const document = to.ownerDocument;
  for (const node of Array.from(from.childNodes)) {
    if (isText(node)) {
      if (TABLE_PARTS.has(to.localName) && !node.data.trim()) continue;
      to.append(document.createTextNode(node.data));
    } else if (isElement(node)) {
      if (node.namespaceURI !== HTML_NAMESPACE || DROPPED_TAGS.has(node.localName)) continue;
      if (!KEPT_TAGS.has(node.localName)) {
        copyKept(node, to);
        continue;
      }
      const copy = cleanCopy(node, document);
      copyKept(node, copy);
      to.append(copy);
    }
  }
}

function keptNodes(dirty: string): Element {
  const inert = parseInertHtml(quietened(dirty));
  const container = inert.createElement('div');
  copyKept(inert.body, container);
  return container;
}

/**
 * Employer HTML (a job ad, a company text) reduced to what the shared rules keep (quality.md's
 * hardened profile: lib/sanitize-rules). The browser's own parser reads it into an inert document
 * (nothing loads or runs there), and a walk copies the kept nodes into a fresh element of that
 * document. Leaving an element out can leave a nesting no parser builds (a `<table>` inside a
 * `<p>` once the `<marquee>` between them is gone), so the copy is parsed and copied once more:
 * the result is a tree the page's parser would build, under the same rules. The page never
 * parses it again: components/rich-text turns it into React elements, so no HTML string reaches
 * the page and nothing can change meaning on another parse.
 */
export function sanitizedFragment(dirty: string): Element {
  return keptNodes(keptNodes(dirty).innerHTML);
}

/** The same, as HTML text, for data that carries HTML (the job's structured data). */
export function sanitizeHtml(dirty: string): string {
  return dirty ? sanitizedFragment(dirty).innerHTML : '';
}
