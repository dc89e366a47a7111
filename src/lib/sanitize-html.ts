import { escapeHtml } from './escape-html';
import {
  ALLOWED_ATTR,
  ALLOWED_TAGS,
  DROPPED_WITH_CONTENT,
  LINK_REL,
  SAFE_URL,
  URL_ATTR,
  WEB_URL,
} from './sanitize-rules';

/**
 * Employer HTML (a job ad, a company text) reduced to what the shared rules keep
 * (lib/sanitize-rules), in plain JavaScript: no DOM, so the browser and the edge worker build the
 * same tree, and React renders it on either side (components/rich-text).
 *
 * Nothing of the input is copied through: tag and attribute names come from the allow-lists, text
 * and attribute values are decoded here and escaped again by whoever writes HTML. Whatever the
 * input, the tree is one an HTML parser builds from its own serialisation: the nesting rules below
 * are the parser's, for the kept tags, so the page hydrates the markup the server wrote.
 */
export type RichNode = string | RichElement;
interface RichElement {
  tag: string;
  attributes: Record<string, string>;
  children: RichNode[];
}

const KEPT_TAGS = new Set(ALLOWED_TAGS);
const KEPT_ATTRIBUTES = new Set(ALLOWED_ATTR);
const words = (list: string) => list.split(' ');
/** Read as raw text by a browser: their content is skipped up to their end tag, never parsed. */
const RAW_TEXT = new Set(
  words('script style xmp iframe noembed noframes noscript textarea title plaintext'),
);
const DROPPED = new Set([...DROPPED_WITH_CONTENT, ...RAW_TEXT]);
/** Elements without an end tag among the kept and the dropped ones. */
const VOID = new Set(['br', 'hr', 'embed']);
/** The kept tags a parser lets nest anywhere; every other kept tag is "special" to it. */
const PHRASING = new Set(words('a b i u s em strong small sub sup mark abbr code q cite span'));
const HEADINGS = new Set(['h2', 'h3', 'h4', 'h5', 'h6']);
const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);
const CELLS = new Set(['td', 'th', 'caption']);
/** Where a scope ends: an open element beyond a table, cell or caption is out of reach. */
const SCOPE = new Set(['table', ...CELLS]);
/** A table's levels (the table, its sections, its rows), and the level each part belongs in. */
const LEVEL = new Map(Object.entries({ table: 0, thead: 1, tbody: 1, tfoot: 1, tr: 2 }));
const PARENT_LEVEL = new Map(
  Object.entries({ caption: 0, thead: 0, tbody: 0, tfoot: 0, tr: 1, td: 2, th: 2 }),
);
/** Chromium's parser flattens nesting deeper than 512 elements, page included: stay far below. */
const MAX_DEPTH = 100;

/** The names a parser also reads without their `;`: U+00A0 to U+00FF in order, and a few more. */
const LATIN1 =
  'nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml';
const LEGACY_NAMES = new Map([
  ...words(LATIN1).map((name, index): [string, string] => [name, String.fromCharCode(160 + index)]),
  ...Object.entries({ amp: '&', lt: '<', gt: '>', quot: '"', COPY: '\u00a9', REG: '\u00ae' }),
  ...Object.entries({ AMP: '&', LT: '<', GT: '>', QUOT: '"' }),
]);
/** Named references: the legacy ones and the typography employer texts use (name:hex). */
const NAMED = new Map([
  ...LEGACY_NAMES,
  ...words(
    'apos:27 OElig:152 oelig:153 Scaron:160 scaron:161 Yuml:178 ensp:2002 emsp:2003 thinsp:2009 zwnj:200c zwj:200d lrm:200e rlm:200f ndash:2013 mdash:2014 lsquo:2018 rsquo:2019 sbquo:201a ldquo:201c rdquo:201d bdquo:201e dagger:2020 bull:2022 hellip:2026 permil:2030 lsaquo:2039 rsaquo:203a euro:20ac trade:2122 rarr:2192 minus:2212',
  ).map((pair): [string, string] => {
    const [name, hex] = pair.split(':') as [string, string];
    return [name, String.fromCodePoint(parseInt(hex, 16))];
  }),
]);
/** What a parser reads for the references &#128; to &#159; (Windows-1252). */
const C1 =
  '\u20ac\x81\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\x8d\u017d\x8f\x90\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\x9d\u017e\u0178';
const REFERENCE = /&(?:#(?:[xX]([0-9a-fA-F]+)|(\d+));?|([a-zA-Z][a-zA-Z0-9]*)(;?))/g;

function codePoint(code: number): string {
  if (code >= 0x80 && code <= 0x9f) return C1[code - 0x80]!;
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd';
  return String.fromCodePoint(code);
}

/**
 * Text or an attribute value as a parser reads it. A name without its `;` counts only if it is
 * one of the legacy names (the longest that fits), and in an attribute not when a letter, digit
 * or `=` follows it (`?a=1&copy=2` stays an address). Unknown names stay as written.
 */
function decode(text: string, inAttribute: boolean): string {
  const decoded = text.replace(
    REFERENCE,
    (match, hex?: string, decimal?: string, name?: string, semicolon?: string, at = 0) => {
      if (!name) return codePoint(hex ? parseInt(hex, 16) : parseInt(decimal!, 10));
      if (semicolon && NAMED.has(name)) return NAMED.get(name)!;
      for (let length = Math.min(name.length, 6); length > 1; length -= 1) {
        const value = LEGACY_NAMES.get(name.slice(0, length));
        if (value === undefined) continue;
        const next = length < name.length ? name[length] : text[at + match.length];
        if (inAttribute && next !== undefined && /[=a-zA-Z0-9]/.test(next)) return match;
        return value + match.slice(length + 1);
      }
      return match;
    },
  );
  // A parser turns every CR (CRLF) into LF, so a decoded one must not survive either.
  return decoded.replace(/\r\n?/g, '\n');
}

const asciiLower = (name: string) => name.replace(/[A-Z]+/g, (upper) => upper.toLowerCase());

interface Tag {
  name: string;
  closing: boolean;
  attributes: Map<string, string>;
}
type Token = { end: number; tag?: Tag } | null;

const TAG_NAME = /<(\/?)([a-zA-Z][^\t\n\f />]*)/y;
const ATTRIBUTE =
  /([^\t\n\f />][^\t\n\f />=]*)[\t\n\f ]*(?:=[\t\n\f ]*(?:"([^"]*)"|'([^']*)'|([^\t\n\f >]*)))?/y;
const COMMENT = /<!--(?:-?>|[\s\S]*?(?:--!?>|$))/y;

/** The token a `<` at `at` starts: a tag, a comment or other markup that is skipped; null: text. */
function readToken(input: string, at: number): Token {
  const next = input[at + 1];
  COMMENT.lastIndex = at;
  if (COMMENT.test(input)) return { end: COMMENT.lastIndex };
  const bogus =
    next === '!' || next === '?' || (next === '/' && !/[a-zA-Z]/.test(input[at + 2] ?? ''));
  if (bogus && input[at + 2] !== undefined) {
    const close = input.indexOf('>', at + 2);
    return { end: close === -1 ? input.length : close + 1 };
  }
  TAG_NAME.lastIndex = at;
  const head = TAG_NAME.exec(input);
  if (!head) return null;
  const attributes = new Map<string, string>();
  let index = TAG_NAME.lastIndex;
  while (index < input.length) {
    const character = input[index]!;
    if (character === '>') {
      const tag = { name: asciiLower(head[2]!), closing: head[1] === '/', attributes };
      return { end: index + 1, tag };
    }
    if ('\t\n\f /'.includes(character)) {
      index += 1;
      continue;
    }
    ATTRIBUTE.lastIndex = index;
    const [, name, double, single, bare] = ATTRIBUTE.exec(input)!;
    // An opening quote that never closes: the tag, and everything after it, never ends.
    if (bare?.[0] === '"' || bare?.[0] === "'") break;
    const key = asciiLower(name!);
    if (!attributes.has(key)) attributes.set(key, double ?? single ?? bare ?? '');
    index = ATTRIBUTE.lastIndex;
  }
  return { end: input.length };
}

/** The kept attributes; a link keeps a safe address only, and a web link opens a new tab. */
function keptAttributes({ name: tag, attributes }: Tag): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, raw] of attributes) {
    if (!KEPT_ATTRIBUTES.has(name) || name === URL_ATTR) continue;
    const value = decode(raw, true);
    const span = name === 'colspan' || name === 'rowspan';
    // A span is a number (React writes any other value as no attribute at all).
    if (span && !/^\d{1,4}$/.test(value.trim())) continue;
    kept[name] = span ? value.trim() : value;
  }
  const address = decode(attributes.get(URL_ATTR) ?? '', true).trim();
  if (tag === 'a' && SAFE_URL.test(address)) {
    kept[URL_ATTR] = address;
    if (WEB_URL.test(address)) kept.target = '_blank';
    kept.rel = LINK_REL;
  }
  return kept;
}

/**
 * The parser's tree construction for the kept tags, on a stack of open elements. Unknown tags
 * are ignored (their content stays), and so are tags nested deeper than MAX_DEPTH; misnested end
 * tags close what they reach or nothing (formatting is not reopened after them); and:
 * - a block (p, div, lists, headings, pre, hr, table …) closes an open `p`, so a `p` holds
 *   phrasing only; `</p>` with no `p` open gives an empty one;
 * - `li` closes an open `li`, and `dd`/`dt` each other, unless a block other than div or p is
 *   between them; a heading closes the heading it would be the child of; `a` closes an open `a`
 *   unless a cell or caption is between them;
 * - a table holds captions and sections, a section rows, a row cells: a missing section or row
 *   is added, a table part outside a table is ignored and one in a cell ends the cell. Where only
 *   table parts belong, other tags are ignored, whitespace is dropped (React refuses it), and
 *   other text moves before the table, as a browser moves it.
 */
function buildTree() {
  const root: RichElement = { tag: '', attributes: {}, children: [] };
  const stack = [root];
  const current = () => stack[stack.length - 1]!;
  const is = (name: string) => (tag: string) => tag === name;
  const inScope = (tag: string) => SCOPE.has(tag);
  const isSpecial = (tag: string) => !PHRASING.has(tag);

  /** Where the open element nearest the top that `matches` is, unless one that `stops` is first. */
  function find(matches: (tag: string) => boolean, stops = (_tag: string) => false): number {
    for (let at = stack.length - 1; at > 0; at -= 1) {
      if (matches(stack[at]!.tag)) return at;
      if (stops(stack[at]!.tag)) return -1;
    }
    return -1;
  }
  /** Closes the element at `at` and everything opened inside it; -1 closes nothing. */
  const close = (at: number) => {
    if (at > 0) stack.length = at;
  };
  /** Text next to text joins it, as a parser joins it. */
  function place(into: RichNode[], at: number, node: RichNode) {
    const before = into[at - 1];
    if (typeof node === 'string' && typeof before === 'string') into[at - 1] = before + node;
    else into.splice(at, 0, node);
  }
  function open(tag: string, attributes: Record<string, string> = {}) {
    const element: RichElement = { tag, attributes, children: [] };
    place(current().children, current().children.length, element);
    if (!VOID.has(tag)) stack.push(element);
  }

  function startTablePart(tag: string, attributes: Record<string, string>) {
    const wanted = PARENT_LEVEL.get(tag)!;
    for (;;) {
      const at = find((open) => SCOPE.has(open) || LEVEL.has(open));
      if (at < 0) return;
      const level = LEVEL.get(stack[at]!.tag);
      if (level === wanted) return open(tag, attributes);
      if (level === undefined || level > wanted) close(at);
      else open(level === 0 ? 'tbody' : 'tr');
    }
  }

  function start(tag: string, attributes: Record<string, string>) {
    if (stack.length > MAX_DEPTH) return;
    if (PARENT_LEVEL.has(tag)) return startTablePart(tag, attributes);
    if (TABLE_PARTS.has(current().tag)) {
      if (tag !== 'table') return;
      close(find(is('table')));
    }
    if (tag === 'a') close(find(is('a'), (open) => CELLS.has(open)));
    if (tag === 'li')
      close(find(is('li'), (open) => isSpecial(open) && open !== 'div' && open !== 'p'));
    if (tag === 'dd' || tag === 'dt') {
      const item = (open: string) => open === 'dd' || open === 'dt';
      close(find(item, (open) => isSpecial(open) && open !== 'div' && open !== 'p'));
    }
    if (isSpecial(tag) && tag !== 'br') close(find(is('p'), inScope));
    if (HEADINGS.has(tag) && HEADINGS.has(current().tag)) stack.pop();
    open(tag, attributes);
  }

  function end(tag: string) {
    if (tag === 'br') return start('br', {});
    if (LEVEL.has(tag) || PARENT_LEVEL.has(tag)) return close(find(is(tag), is('table')));
    if (TABLE_PARTS.has(current().tag)) return;
    if (tag === 'p' && find(is('p'), inScope) < 0) open('p');
    if (HEADINGS.has(tag)) return close(find((open) => HEADINGS.has(open), inScope));
    if (tag === 'li')
      return close(find(is(tag), (open) => inScope(open) || open === 'ul' || open === 'ol'));
    close(find(is(tag), PHRASING.has(tag) ? isSpecial : inScope));
  }

  function text(raw: string) {
    const value = decode(raw, false);
    const parent = current();
    if (!TABLE_PARTS.has(parent.tag)) {
      if (value) place(parent.children, parent.children.length, value);
    } else if (!/^[\t\n\f ]*$/.test(value)) {
      const table = find(is('table'));
      const host = stack[table - 1]!.children;
      place(host, host.indexOf(stack[table]!), value);
    }
  }

  return { root, start, end, text };
}

/** A `pre` drops the line feed that starts it when parsed, so the tree never has one there. */
function withoutLeadingNewlines(nodes: RichNode[], inPre = false): RichNode[] {
  if (inPre && typeof nodes[0] === 'string') {
    const first = nodes[0].replace(/^\n+/, '');
    if (first) nodes[0] = first;
    else nodes.shift();
  }
  for (const node of nodes)
    if (typeof node !== 'string') withoutLeadingNewlines(node.children, node.tag === 'pre');
  return nodes;
}

/** Employer HTML as the tree of what the rules keep. */
export function sanitizedTree(dirty: string): RichNode[] {
  // A parser's input stream: CRLF and CR are LF, NUL and lone surrogates U+FFFD.
  const input = dirty
    .replace(/\r\n?/g, '\n')
    .replace(
      /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
      '\ufffd',
    );
  const tree = buildTree();
  /** Inside an element dropped with its content: its name and how deep. */
  let dropping: { name: string; depth: number } | null = null;
  let index = 0;
  let textFrom = 0;
  const flush = (to: number) => {
    if (to > textFrom && !dropping) tree.text(input.slice(textFrom, to));
  };
  for (;;) {
    const next = input.indexOf('<', index);
    if (next === -1) break;
    const token = readToken(input, next);
    if (!token) {
      index = next + 1;
      continue;
    }
    flush(next);
    index = textFrom = token.end;
    const tag = token.tag;
    if (!tag) continue;
    if (tag.closing) {
      if (dropping?.name === tag.name && --dropping.depth === 0) dropping = null;
      else if (!dropping && KEPT_TAGS.has(tag.name)) tree.end(tag.name);
    } else if (RAW_TEXT.has(tag.name)) {
      const close = new RegExp(`</${tag.name}[\\t\\n\\f />]`, 'ig');
      close.lastIndex = index;
      const found = close.exec(input);
      index = textFrom = found
        ? (readToken(input, found.index)?.end ?? input.length)
        : input.length;
    } else if (dropping) {
      if (dropping.name === tag.name) dropping.depth += 1;
    } else if (DROPPED.has(tag.name)) {
      if (!VOID.has(tag.name)) dropping = { name: tag.name, depth: 1 };
    } else if (KEPT_TAGS.has(tag.name)) {
      tree.start(tag.name, keptAttributes(tag));
    }
  }
  flush(input.length);
  return withoutLeadingNewlines(tree.root.children);
}

function serialise(nodes: RichNode[]): string {
  let out = '';
  for (const node of nodes) {
    if (typeof node === 'string') {
      out += escapeHtml(node);
      continue;
    }
    out += `<${node.tag}`;
    for (const [name, value] of Object.entries(node.attributes))
      out += ` ${name}="${escapeHtml(value)}"`;
    out += VOID.has(node.tag) ? '>' : `>${serialise(node.children)}</${node.tag}>`;
  }
  return out;
}

/** The same, as HTML text, for data that carries HTML (the job's structured data). */
export function sanitizeHtml(dirty: string): string {
  return serialise(sanitizedTree(dirty));
}
