/**
 * The part of opentype.js (2.x, which ships no types) the preview images use. Its ES module is
 * named by its file: the package's `main` is a UMD build, whose exports Node cannot name when the
 * build's own plugin draws the home page's image.
 */
declare module 'opentype.js/dist/opentype.mjs' {
  export interface PathCommand {
    type: 'M' | 'L' | 'Q' | 'C' | 'Z';
    x?: number;
    y?: number;
    x1?: number;
    y1?: number;
    x2?: number;
    y2?: number;
  }
  export interface Glyph {
    index: number;
    advanceWidth?: number;
    getPath(x: number, y: number, fontSize: number): { commands: PathCommand[] };
  }
  export interface Font {
    unitsPerEm: number;
    ascender: number;
    charToGlyph(character: string): Glyph;
  }
  export function parse(buffer: ArrayBuffer): Font;
}
