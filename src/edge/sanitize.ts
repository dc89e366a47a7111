import {
  ALLOWED_ATTR,
  ALLOWED_TAGS,
  DROPPED_WITH_CONTENT,
  LINK_REL,
  SAFE_URL,
  URL_ATTR,
  WEB_URL,
} from '@/lib/sanitize-rules';
import { escapeHtml, SafeHtml } from './html';

/**
 * Employer HTML at the edge, where there is no DOM parser: a small tokenizer that rebuilds
 * the HTML from the rules the browser uses (lib/sanitize-rules). Nothing of the input is copied
 * through: tag and attribute names come from the allow-lists, every text and attribute value is
 * escaped, addresses are decoded before they are checked, and the output is well formed. What it
 * cannot read is dropped, never passed on.
 */
const allowedTags = new Set(ALLOWED_TAGS);
const allowedAttributes = new Set(ALLOWED_ATTR);
/** Elements whose content the browser reads as raw text, or that the rules drop whole. */
const droppedWithContent = new Set([
  ...DROPPED_WITH_CONTENT,
  'xmp',
  'plaintext',
  'noembed',
  'noframes',
  'head',
]);
const VOID_TAGS = new Set([
  'br',
  'hr',
  'img',
  'input',
  'meta',
  'link',
  'base',
  'col',
  'wbr',
  'area',
  'source',
  'embed',
  'param',
  'track',
]);

const TAG_NAME = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)/;
const ATTRIBUTE = /\s*([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/y;
const CHARACTER_REFERENCE = /&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});/iy;

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  colon: ':',
  tab: '\t',
  newline: '\n',
  nbsp: '\u00a0',
  sol: '/',
  lpar: '(',
  rpar: ')',
  period: '.',
  comma: ',',
};

/** An address as the browser reads it: references decoded (with or without their `;`). */
function decodeAddress(value: string): string | null {
  let unknown = false;
  const decoded = value.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);?/gi, (match, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X'
          ? parseInt(name.slice(2), 16)
          : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
    }
    const known = NAMED[name.toLowerCase()];
    if (known === undefined) unknown = true;
    return known ?? match;
  });
  return unknown ? null : decoded.trim();
}

/** Browsers ignore controls and spaces inside a scheme (`java\tscript:`). */
const withoutControls = (address: string) =>
  Array.from(address)
    .filter((character) => character.charCodeAt(0) > 0x20)
    .join('');

/** A text run: `&` stays only as the start of a character reference. */
function escapeText(text: string): string {
  let out = '';
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index]!;
    if (character === '&') {
      CHARACTER_REFERENCE.lastIndex = index;
      const reference = CHARACTER_REFERENCE.exec(text);
      if (reference) {
        out += reference[0];
        index += reference[0].length - 1;
        continue;
      }
    }
    out += escapeHtml(character);
  }
  return out;
}

interface Tag {
  closing: boolean;
  name: string;
  attributes: Map<string, string>;
  /** Index just after the tag's `>`; -1 when the tag never ends. */
  end: number;
}

function readTag(input: string, start: number): Tag | null {
  const head = TAG_NAME.exec(input.slice(start, start + 64));
  if (!head) return null;
  const attributes = new Map<string, string>();
  let index = start + head[0].length;
  while (index < input.length) {
    const character = input[index]!;
    if (character === '>')
      return { closing: head[1] === '/', name: head[2]!.toLowerCase(), attributes, end: index + 1 };
    if (character === '/' || /\s/.test(character)) {
      index += 1;
      continue;
    }
    ATTRIBUTE.lastIndex = index;
    const attribute = ATTRIBUTE.exec(input);
    if (!attribute || attribute[0].length === 0) {
      index += 1;
      continue;
    }
    const name = attribute[1]!.toLowerCase();
    if (!attributes.has(name))
      attributes.set(name, attribute[2] ?? attribute[3] ?? attribute[4] ?? '');
    index = ATTRIBUTE.lastIndex;
  }
  return { closing: head[1] === '/', name: head[2]!.toLowerCase(), attributes, end: -1 };
}

function openingTag(tag: Tag): string {
  let out = `<${tag.name}`;
  for (const [name, raw] of tag.attributes) {
    if (!allowedAttributes.has(name)) continue;
    if (name === URL_ATTR) {
      const address = decodeAddress(raw);
      if (tag.name !== 'a' || !address || !SAFE_URL.test(withoutControls(address))) continue;
      out += ` href="${escapeHtml(address)}"`;
      if (WEB_URL.test(address)) out += ' target="_blank"';
      out += ` rel="${LINK_REL}"`;
      continue;
    }
    out += ` ${name}="${escapeText(raw)}"`;
  }
  return `${out}>`;
}

export function sanitizeHtmlAtEdge(dirty: string): SafeHtml {
  let out = '';
  const open: string[] = [];
  let index = 0;
  while (index < dirty.length) {
    const next = dirty.indexOf('<', index);
    if (next === -1) {
      out += escapeText(dirty.slice(index));
      break;
    }
    out += escapeText(dirty.slice(index, next));
    index = next;
    if (dirty.startsWith('<!--', index)) {
      const close = dirty.indexOf('-->', index + 4);
      index = close === -1 ? dirty.length : close + 3;
      continue;
    }
    if (dirty[index + 1] === '!' || dirty[index + 1] === '?') {
      const close = dirty.indexOf('>', index);
      index = close === -1 ? dirty.length : close + 1;
      continue;
    }
    const tag = readTag(dirty, index);
    if (!tag) {
      out += '&lt;';
      index += 1;
      continue;
    }
    if (tag.end === -1) break;
    index = tag.end;
    if (tag.closing) {
      const at = open.lastIndexOf(tag.name);
      if (at !== -1)
        out += open
          .splice(at)
          .reverse()
          .map((name) => `</${name}>`)
          .join('');
      continue;
    }
    if (droppedWithContent.has(tag.name)) {
      if (VOID_TAGS.has(tag.name)) continue;
      const close = new RegExp(`</${tag.name}[\\s/>]`, 'i');
      const found = close.exec(dirty.slice(index));
      if (!found) break;
      const closeEnd = dirty.indexOf('>', index + found.index);
      index = closeEnd === -1 ? dirty.length : closeEnd + 1;
      continue;
    }
    if (!allowedTags.has(tag.name)) continue;
    out += openingTag(tag);
    if (!VOID_TAGS.has(tag.name)) open.push(tag.name);
  }
  out += open
    .reverse()
    .map((name) => `</${name}>`)
    .join('');
  return new SafeHtml(out);
}
