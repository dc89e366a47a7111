import type { PathCommand } from 'opentype.js/dist/opentype.mjs';

/** An sRGB colour, `#rrggbb`. */
export type Colour = `#${string}`;

type Edge = { x0: number; y0: number; x1: number; y1: number; winding: 1 | -1 };

/** Rows of coverage each pixel row is sampled at: enough that glyph edges look smooth. */
const SAMPLES_PER_ROW = 5;
/** Straight pieces a curve is drawn with: smooth at the sizes of a preview's text. */
const CURVE_STEPS = 10;

const channels = (colour: Colour) =>
  [1, 3, 5].map((start) => Number.parseInt(colour.slice(start, start + 2), 16));

/** A path's outline as straight edges (curves flattened; every contour closed). */
function edgesOf(commands: readonly PathCommand[]): Edge[] {
  const edges: Edge[] = [];
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  const lineTo = (toX: number, toY: number) => {
    if (toY !== y)
      edges.push(
        toY > y
          ? { x0: x, y0: y, x1: toX, y1: toY, winding: 1 }
          : { x0: toX, y0: toY, x1: x, y1: y, winding: -1 },
      );
    x = toX;
    y = toY;
  };
  for (const command of commands) {
    const [toX, toY] = [command.x ?? 0, command.y ?? 0];
    if (command.type === 'M') {
      lineTo(startX, startY);
      [x, y, startX, startY] = [toX, toY, toX, toY];
    } else if (command.type === 'L') {
      lineTo(toX, toY);
    } else if (command.type === 'Q' || command.type === 'C') {
      const [fromX, fromY] = [x, y];
      const [ax, ay, bx, by] = [command.x1!, command.y1!, command.x2 ?? 0, command.y2 ?? 0];
      for (let step = 1; step <= CURVE_STEPS; step += 1) {
        const t = step / CURVE_STEPS;
        const u = 1 - t;
        if (command.type === 'Q')
          lineTo(
            u * u * fromX + 2 * u * t * ax + t * t * toX,
            u * u * fromY + 2 * u * t * ay + t * t * toY,
          );
        else
          lineTo(
            u * u * u * fromX + 3 * u * u * t * ax + 3 * u * t * t * bx + t * t * t * toX,
            u * u * u * fromY + 3 * u * u * t * ay + 3 * u * t * t * by + t * t * t * toY,
          );
      }
    } else {
      lineTo(startX, startY);
    }
  }
  lineTo(startX, startY);
  return edges;
}

/** A picture to draw (a logo): 8-bit RGBA, not premultiplied, row after row. */
export interface Picture {
  width: number;
  height: number;
  rgba: Uint8Array;
}

/** For each target pixel, the source pixels it is made of and their weights, one after another. */
type Taps = { sources: Int32Array; weights: Float32Array }[];

/**
 * The source pixels, and their weights, each of `to` pixels is made of when `from` pixels are
 * scaled to `to`: a tent as wide as a source pixel when enlarging (bilinear), as wide as the
 * share of the source each pixel stands for when shrinking, so every source pixel counts (a
 * nearest pixel alone would drop thin lines and leave steps).
 */
function resampling(from: number, to: number): Taps {
  const scale = from / to;
  const radius = Math.max(1, scale);
  return Array.from({ length: to }, (_, target) => {
    const centre = (target + 0.5) * scale - 0.5;
    const sources: number[] = [];
    const weights: number[] = [];
    for (let source = Math.ceil(centre - radius); source <= centre + radius; source += 1) {
      const weight = 1 - Math.abs(source - centre) / radius;
      if (weight <= 0) continue;
      // Past an edge, the edge's own pixel stands in.
      sources.push(Math.min(from - 1, Math.max(0, source)));
      weights.push(weight);
    }
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    return {
      sources: Int32Array.from(sources),
      weights: Float32Array.from(weights, (weight) => weight / total),
    };
  });
}

/** An RGB picture in memory, drawn on with filled shapes, anti-aliased. */
export class Canvas {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
    background: Colour,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
    this.fillRect(0, 0, width, height, background);
  }

  /** Fills a rectangle of whole pixels: one row painted, then copied down. */
  fillRect(left: number, top: number, width: number, height: number, colour: Colour): void {
    const rowLength = this.width * 3;
    const start = top * rowLength + left * 3;
    const [r, g, b] = channels(colour) as [number, number, number];
    for (let column = 0; column < width; column += 1)
      this.pixels.set([r, g, b], start + column * 3);
    for (let row = 1; row < height; row += 1)
      this.pixels.copyWithin(start + row * rowLength, start, start + width * 3);
  }

  /**
   * Fills a path (non-zero winding, as fonts are drawn): each pixel row is sampled at a few
   * heights, and each sample's spans cover the pixels they cross by the share they cross.
   */
  fillPath(commands: readonly PathCommand[], colour: Colour): void {
    const edges = edgesOf(commands);
    if (edges.length === 0) return;
    const top = Math.max(0, Math.floor(Math.min(...edges.map((edge) => edge.y0))));
    const bottom = Math.min(this.height, Math.ceil(Math.max(...edges.map((edge) => edge.y1))));
    const xs = edges.flatMap((edge) => [edge.x0, edge.x1]);
    const left = Math.max(0, Math.floor(Math.min(...xs)));
    const right = Math.min(this.width, Math.ceil(Math.max(...xs)));
    const coverage = new Float32Array(this.width + 1);
    const [r, g, b] = channels(colour) as [number, number, number];
    for (let row = top; row < bottom; row += 1) {
      coverage.fill(0, left, right + 1);
      for (let sample = 0; sample < SAMPLES_PER_ROW; sample += 1) {
        const y = row + (sample + 0.5) / SAMPLES_PER_ROW;
        const crossings = edges
          .filter((edge) => edge.y0 <= y && y < edge.y1)
          .map((edge) => ({
            x: edge.x0 + ((y - edge.y0) * (edge.x1 - edge.x0)) / (edge.y1 - edge.y0),
            winding: edge.winding,
          }))
          .sort((a, b) => a.x - b.x);
        let winding = 0;
        let spanStart = 0;
        for (const crossing of crossings) {
          if (winding === 0) spanStart = crossing.x;
          winding += crossing.winding;
          if (winding === 0) this.cover(coverage, spanStart, crossing.x);
        }
      }
      for (let column = left; column < right; column += 1) {
        const alpha = Math.min(1, coverage[column]! / SAMPLES_PER_ROW);
        if (alpha <= 0) continue;
        const index = (row * this.width + column) * 3;
        const pixels = this.pixels;
        pixels[index] = Math.round(pixels[index]! * (1 - alpha) + r * alpha);
        pixels[index + 1] = Math.round(pixels[index + 1]! * (1 - alpha) + g * alpha);
        pixels[index + 2] = Math.round(pixels[index + 2]! * (1 - alpha) + b * alpha);
      }
    }
  }

  /**
   * Draws a picture as large as fits in the box, its aspect kept, centred in it, over what is
   * there: its transparent parts show it. Colours are mixed premultiplied, so a transparent
   * pixel's colour never bleeds into its neighbours' edges.
   */
  drawPicture(picture: Picture, left: number, top: number, width: number, height: number): void {
    const scale = Math.min(width / picture.width, height / picture.height);
    const drawnWidth = Math.max(1, Math.round(picture.width * scale));
    const drawnHeight = Math.max(1, Math.round(picture.height * scale));
    const across = resampling(picture.width, drawnWidth);
    const down = resampling(picture.height, drawnHeight);
    const { rgba } = picture;
    // Each source row scaled across first, then the rows mixed down: two passes of few taps.
    const rows = new Float32Array(picture.height * drawnWidth * 4);
    for (let row = 0; row < picture.height; row += 1)
      for (let column = 0; column < drawnWidth; column += 1) {
        const out = (row * drawnWidth + column) * 4;
        const { sources, weights } = across[column]!;
        for (let tap = 0; tap < sources.length; tap += 1) {
          const at = (row * picture.width + sources[tap]!) * 4;
          const alpha = (rgba[at + 3]! / 255) * weights[tap]!;
          rows[out]! += rgba[at]! * alpha;
          rows[out + 1]! += rgba[at + 1]! * alpha;
          rows[out + 2]! += rgba[at + 2]! * alpha;
          rows[out + 3]! += alpha;
        }
      }
    const offsetLeft = left + Math.floor((width - drawnWidth) / 2);
    const offsetTop = top + Math.floor((height - drawnHeight) / 2);
    for (let row = 0; row < drawnHeight; row += 1)
      for (let column = 0; column < drawnWidth; column += 1) {
        const mixed = [0, 0, 0, 0];
        const { sources, weights } = down[row]!;
        for (let tap = 0; tap < sources.length; tap += 1)
          for (let channel = 0; channel < 4; channel += 1)
            mixed[channel]! +=
              rows[(sources[tap]! * drawnWidth + column) * 4 + channel]! * weights[tap]!;
        const alpha = Math.min(1, mixed[3]!);
        const at = ((offsetTop + row) * this.width + offsetLeft + column) * 3;
        for (let channel = 0; channel < 3; channel += 1)
          this.pixels[at + channel] = Math.min(
            255,
            Math.round(this.pixels[at + channel]! * (1 - alpha) + mixed[channel]!),
          );
      }
  }

  /** Adds one sample's span from `from` to `to`, a pixel partly crossed counting in part. */
  private cover(coverage: Float32Array, from: number, to: number): void {
    const start = Math.max(0, from);
    const end = Math.min(this.width, to);
    if (end <= start) return;
    const first = Math.floor(start);
    const last = Math.floor(end);
    if (first === last) {
      coverage[first]! += end - start;
      return;
    }
    coverage[first]! += first + 1 - start;
    for (let column = first + 1; column < last; column += 1) coverage[column]! += 1;
    coverage[last]! += end - last;
  }
}
