import { parse, type Font } from 'opentype.js/dist/opentype.mjs';
import { encodePng } from './png';
import { Canvas, type Colour, type Picture } from './raster';

/** The size Facebook, LinkedIn, X and WhatsApp show large: 1.91 : 1. */
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;

/** The home page's picture: the build draws it (scripts/home-preview-plugin.ts), any host serves it. */
export const HOME_PREVIEW_PATH = '/og/home.png';

/** The typeface's files (WOFF): regular and bold. */
export interface PreviewFonts {
  regular: ArrayBuffer;
  bold: ArrayBuffer;
}

/**
 * What a preview shows: a logo, or an initial in a badge; a line over the title, the title, what
 * is under it.
 */
export interface PreviewCard {
  /** Whose initial the badge shows (the employer's, the portal's) when there is no logo. */
  badge: string;
  /** The employer's logo, drawn in the badge's place. */
  logo?: Picture | null;
  over: string;
  title: string;
  under?: string;
  /** The portal's name, at the foot. */
  siteName: string;
}

const INK: Colour = '#0f1b2d';
const MUTED: Colour = '#4a5568';
const BRAND: Colour = '#0a58a8';
const PAPER: Colour = '#ffffff';
/** Under a logo: light, so a dark logo on a transparent background stays legible. */
const PLATE: Colour = '#f1f4f8';
const MARGIN = 80;
/** The badge's (or the logo's plate's) box: a square at the top left. */
const BADGE_TOP = 72;
const BADGE_SIZE = 96;
/** Room between a logo and its plate's edge. */
const LOGO_INSET = 8;
/** A text from the API is cut long before it could fill the picture, whatever its length. */
const MAX_TEXT_CHARACTERS = 300;

type Typeface = { regular: Font; bold: Font };
let parsed: { files: PreviewFonts; typeface: Typeface } | null = null;

/** Fonts are parsed once per isolate, not per picture. */
function typefaceOf(files: PreviewFonts): Typeface {
  if (parsed?.files !== files)
    parsed = { files, typeface: { regular: parse(files.regular), bold: parse(files.bold) } };
  return parsed.typeface;
}

/**
 * Text as one line of letters: no invisible formatting (direction overrides, soft hyphens,
 * zero-width spaces, marks), controls and runs of spaces as one space.
 */
const plain = (text: string) =>
  text
    .slice(0, MAX_TEXT_CHARACTERS)
    .replace(/\p{Cf}/gu, '')
    .replace(/[\p{Cc}\p{Zl}\p{Zp}\s]+/gu, ' ')
    .trim();

/**
 * Whether the typeface has every letter of a text. One it lacks (Arabic, Chinese …) would be
 * drawn as empty boxes, so such a text is left out of the picture; the page's words say it.
 */
const drawable = (font: Font, text: string) =>
  [...text].every((character) => character === ' ' || font.charToGlyph(character).index > 0);

const advance = (font: Font, text: string, size: number) =>
  [...text].reduce(
    (width, character) =>
      width + ((font.charToGlyph(character).advanceWidth ?? 0) * size) / font.unitsPerEm,
    0,
  );

/**
 * A text broken into at most `maxLines` lines of at most `width`, at spaces (a word longer than
 * a line, at any letter); what does not fit ends the last line with an ellipsis.
 */
function wrap(font: Font, text: string, size: number, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  const pieces = text.split(' ').flatMap((word) => {
    if (advance(font, word, size) <= width) return [word];
    const parts: string[] = [];
    let part = '';
    for (const character of word) {
      if (part && advance(font, part + character, size) > width) {
        parts.push(part);
        part = '';
      }
      part += character;
    }
    return [...parts, part];
  });
  for (const piece of pieces) {
    const candidate = line ? `${line} ${piece}` : piece;
    if (!line || advance(font, candidate, size) <= width) line = candidate;
    else {
      lines.push(line);
      line = piece;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  let last = `${lines[maxLines - 1]!}…`;
  while (advance(font, last, size) > width && last.length > 1) last = `${last.slice(0, -2)}…`;
  return [...lines.slice(0, maxLines - 1), last];
}

function drawLine(
  canvas: Canvas,
  font: Font,
  text: string,
  left: number,
  baseline: number,
  size: number,
  colour: Colour,
): void {
  let x = left;
  for (const character of text) {
    const glyph = font.charToGlyph(character);
    // Glyph by glyph: each one a small shape, and no text shaping the Latin letters need.
    canvas.fillPath(glyph.getPath(x, baseline, size).commands, colour);
    x += ((glyph.advanceWidth ?? 0) * size) / font.unitsPerEm;
  }
}

/**
 * A link preview as a PNG of 1200 × 630: the employer's logo (or a badge with its initial) and
 * the line over the title at the top, the title large (at most three lines), what is under it,
 * and the portal's name at the foot on a band of the portal's colour. Dark text on white:
 * readable at any size a feed shows it.
 */
export async function previewImage(
  card: PreviewCard,
  fonts: PreviewFonts,
): Promise<Uint8Array<ArrayBuffer>> {
  const { regular, bold } = typefaceOf(fonts);
  const canvas = new Canvas(PREVIEW_WIDTH, PREVIEW_HEIGHT, PAPER);
  const width = PREVIEW_WIDTH - 2 * MARGIN;
  const shown = (font: Font, text: string | undefined) => {
    const clean = plain(text ?? '');
    return clean && drawable(font, clean) ? clean : '';
  };

  canvas.fillRect(0, 0, PREVIEW_WIDTH, 16, BRAND);
  if (card.logo) {
    canvas.fillRect(MARGIN, BADGE_TOP, BADGE_SIZE, BADGE_SIZE, PLATE);
    const inner = BADGE_SIZE - 2 * LOGO_INSET;
    canvas.drawPicture(card.logo, MARGIN + LOGO_INSET, BADGE_TOP + LOGO_INSET, inner, inner);
  } else {
    const initial = [...shown(bold, card.badge)][0]?.toLocaleUpperCase() ?? '';
    canvas.fillRect(MARGIN, BADGE_TOP, BADGE_SIZE, BADGE_SIZE, BRAND);
    if (initial) {
      const size = 56;
      const left = MARGIN + (BADGE_SIZE - advance(bold, initial, size)) / 2;
      drawLine(canvas, bold, initial, left, BADGE_TOP + BADGE_SIZE / 2 + size * 0.36, size, PAPER);
    }
  }
  const over = wrap(bold, shown(bold, card.over), 36, width - 120, 1)[0];
  if (over) drawLine(canvas, bold, over, MARGIN + 124, 132, 36, INK);

  const titleLines = wrap(bold, shown(bold, card.title), 68, width, 3);
  let baseline = 270;
  for (const line of titleLines) {
    drawLine(canvas, bold, line, MARGIN, baseline, 68, INK);
    baseline += 82;
  }
  // Two lines under a title of one or two, one under a title of three: all clear of the foot.
  const underLines = wrap(
    regular,
    shown(regular, card.under),
    34,
    width,
    titleLines.length < 3 ? 2 : 1,
  );
  for (const line of underLines) {
    drawLine(canvas, regular, line, MARGIN, baseline + 8, 34, MUTED);
    baseline += 46;
  }

  canvas.fillRect(0, PREVIEW_HEIGHT - 96, PREVIEW_WIDTH, 96, BRAND);
  const site = wrap(bold, shown(bold, card.siteName), 32, width, 1)[0];
  if (site) drawLine(canvas, bold, site, MARGIN, PREVIEW_HEIGHT - 36, 32, PAPER);
  return encodePng(PREVIEW_WIDTH, PREVIEW_HEIGHT, canvas.pixels);
}
