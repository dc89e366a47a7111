import { concatBytes, crc32 } from '../lib/bytes';
import { COLOUR_TYPE, PNG_SIGNATURE, rowBytes, SAMPLES_PER_PIXEL, type ColourType } from './png';
import type { Picture } from './raster';

/**
 * The most pixels a picture may have: its rows are inflated whole into memory, and a file of a
 * few hundred kilobytes can name a picture of gigabytes. A logo needs far fewer.
 */
const MAX_PIXELS = 2048 * 2048;

/** The bit depths PNG allows for each colour type. */
const BIT_DEPTHS: Record<ColourType, readonly number[]> = {
  [COLOUR_TYPE.grey]: [1, 2, 4, 8, 16],
  [COLOUR_TYPE.rgb]: [8, 16],
  [COLOUR_TYPE.palette]: [1, 2, 4, 8],
  [COLOUR_TYPE.greyAlpha]: [8, 16],
  [COLOUR_TYPE.rgba]: [8, 16],
};

interface Header {
  width: number;
  height: number;
  bitDepth: number;
  colourType: ColourType;
}

/** The IHDR chunk's picture, or null when it names one this decoder does not draw. */
function headerOf(data: Uint8Array): Header | null {
  if (data.length !== 13) return null;
  const view = new DataView(data.buffer, data.byteOffset, data.length);
  const [width, height] = [view.getUint32(0), view.getUint32(4)];
  const [bitDepth, colourType, compression, filter, interlace] = data.subarray(8);
  const depths = BIT_DEPTHS[colourType as ColourType] as readonly number[] | undefined;
  // Interlaced (Adam7) pictures are left out: rare for logos, and a second way to read rows.
  if (!depths?.includes(bitDepth!) || compression !== 0 || filter !== 0 || interlace !== 0)
    return null;
  if (width === 0 || height === 0 || width * height > MAX_PIXELS) return null;
  return { width, height, bitDepth: bitDepth!, colourType: colourType as ColourType };
}

/** The zlib stream's first `length` bytes, inflated by the runtime; null when it holds fewer. */
async function inflate(deflated: Uint8Array, length: number): Promise<Uint8Array | null> {
  const reader = new Response(deflated as Uint8Array<ArrayBuffer>)
    .body!.pipeThrough(new DecompressionStream('deflate'))
    .getReader();
  const inflated = new Uint8Array(length);
  let filled = 0;
  try {
    while (filled < length) {
      const { done, value } = await reader.read();
      if (done) break;
      const taken = value.subarray(0, length - filled);
      inflated.set(taken, filled);
      filled += taken.length;
    }
  } finally {
    // Whatever follows the rows (or a stream that breaks after them) is never read.
    void reader.cancel().catch(() => undefined);
  }
  return filled === length ? inflated : null;
}

/** Paeth's predictor: of left, up and up-left, the nearest to left + up − up-left. */
const paeth = (left: number, up: number, upLeft: number) => {
  const estimate = left + up - upLeft;
  const toLeft = Math.abs(estimate - left);
  const toUp = Math.abs(estimate - up);
  const toUpLeft = Math.abs(estimate - upLeft);
  if (toLeft <= toUp && toLeft <= toUpLeft) return left;
  return toUp <= toUpLeft ? up : upLeft;
};

/**
 * Undoes PNG's filters (none, sub, up, average, Paeth) in place, row by row: each byte is stored
 * as its difference from a prediction made of the bytes left of it and above it (the first row
 * has zeros above it). False when a row names no filter.
 */
function unfilter(rows: Uint8Array, height: number, rowLength: number, bytesPerPixel: number) {
  const stride = rowLength + 1;
  const zeros = new Uint8Array(rowLength);
  for (let row = 0; row < height; row += 1) {
    const at = row * stride + 1;
    const above = row === 0 ? zeros : rows;
    const aboveAt = row === 0 ? 0 : at - stride;
    const filter = rows[at - 1];
    if (filter === 0) continue;
    if (filter! > 4) return false;
    for (let index = 0; index < rowLength; index += 1) {
      const left = index >= bytesPerPixel ? rows[at + index - bytesPerPixel]! : 0;
      const up = above[aboveAt + index]!;
      const predicted =
        filter === 1
          ? left
          : filter === 2
            ? up
            : filter === 3
              ? (left + up) >> 1
              : paeth(
                  left,
                  up,
                  index >= bytesPerPixel ? above[aboveAt + index - bytesPerPixel]! : 0,
                );
      rows[at + index] = (rows[at + index]! + predicted) & 0xff;
    }
  }
  return true;
}

/** The pixels of unfiltered rows (each after its filter byte) as 8-bit RGBA, transparency applied. */
function toRgba(
  rows: Uint8Array,
  { width, height, bitDepth, colourType }: Header,
  palette: Uint8Array | null,
  transparency: Uint8Array | null,
): Uint8Array | null {
  const samples = SAMPLES_PER_PIXEL[colourType];
  const stride = rowBytes(width, { colourType, bitDepth }) + 1;
  const maximum = 2 ** bitDepth - 1;
  const to8Bits = (value: number) => (bitDepth === 8 ? value : Math.round((value * 255) / maximum));
  // A grey or RGB file's one transparent colour, at the file's own bit depth.
  const transparent =
    transparency && (colourType === COLOUR_TYPE.grey || colourType === COLOUR_TYPE.rgb)
      ? Array.from(
          { length: samples },
          (_, index) => ((transparency[index * 2]! << 8) | transparency[index * 2 + 1]!) & maximum,
        )
      : null;
  const rgba = new Uint8Array(width * height * 4);
  // One row's samples unpacked, whatever their bit depth.
  const line = new Uint16Array(width * samples);
  for (let y = 0; y < height; y += 1) {
    const start = y * stride + 1;
    if (bitDepth === 8) line.set(rows.subarray(start, start + line.length));
    else if (bitDepth === 16)
      for (let index = 0; index < line.length; index += 1)
        line[index] = (rows[start + index * 2]! << 8) | rows[start + index * 2 + 1]!;
    else {
      const perByte = 8 / bitDepth;
      for (let index = 0; index < line.length; index += 1) {
        const byte = rows[start + Math.floor(index / perByte)]!;
        line[index] = (byte >> (8 - bitDepth * ((index % perByte) + 1))) & maximum;
      }
    }
    const out = y * width * 4;
    // One loop per colour type: no choice made again for every pixel.
    if (colourType === COLOUR_TYPE.palette)
      for (let x = 0; x < width; x += 1) {
        const entry = line[x]!;
        if (!palette || entry * 3 + 2 >= palette.length) return null;
        rgba[out + x * 4] = palette[entry * 3]!;
        rgba[out + x * 4 + 1] = palette[entry * 3 + 1]!;
        rgba[out + x * 4 + 2] = palette[entry * 3 + 2]!;
        rgba[out + x * 4 + 3] = transparency?.[entry] ?? 255;
      }
    else if (colourType === COLOUR_TYPE.grey || colourType === COLOUR_TYPE.greyAlpha)
      for (let x = 0; x < width; x += 1) {
        const grey = line[x * samples]!;
        const at = out + x * 4;
        rgba[at] = rgba[at + 1] = rgba[at + 2] = to8Bits(grey);
        rgba[at + 3] =
          samples === 2 ? to8Bits(line[x * 2 + 1]!) : grey === transparent?.[0] ? 0 : 255;
      }
    else
      for (let x = 0; x < width; x += 1) {
        const red = line[x * samples]!;
        const green = line[x * samples + 1]!;
        const blue = line[x * samples + 2]!;
        const at = out + x * 4;
        rgba[at] = to8Bits(red);
        rgba[at + 1] = to8Bits(green);
        rgba[at + 2] = to8Bits(blue);
        rgba[at + 3] =
          samples === 4
            ? to8Bits(line[x * 4 + 3]!)
            : transparent?.[0] === red && transparent[1] === green && transparent[2] === blue
              ? 0
              : 255;
      }
  }
  return rgba;
}

/**
 * A PNG file's picture as 8-bit RGBA (not premultiplied), or null for anything it cannot draw:
 * not a PNG, damaged, interlaced, or larger than a logo could need. Every colour type and bit
 * depth is read, 16-bit samples scaled to 8. Its rows are inflated by the runtime's own
 * DecompressionStream, which Workers, Node and browsers have: no inflate code of our own.
 */
export async function decodePng(file: Uint8Array): Promise<Picture | null> {
  if (PNG_SIGNATURE.some((byte, index) => file[index] !== byte)) return null;
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  let header: Header | null = null;
  let palette: Uint8Array | null = null;
  let transparency: Uint8Array | null = null;
  const data: Uint8Array[] = [];
  let ended = false;
  for (let offset = PNG_SIGNATURE.length; offset + 12 <= file.length && !ended;) {
    const length = view.getUint32(offset);
    if (offset + 12 + length > file.length) return null;
    const typeAndData = file.subarray(offset + 4, offset + 8 + length);
    if (crc32(typeAndData) !== view.getUint32(offset + 8 + length)) return null;
    const type = String.fromCharCode(...typeAndData.subarray(0, 4));
    const content = typeAndData.subarray(4);
    offset += 12 + length;
    if (type === 'IHDR') header = headerOf(content);
    if (!header) return null;
    if (type === 'PLTE') palette = content;
    else if (type === 'tRNS') transparency = content;
    else if (type === 'IDAT') data.push(content);
    else if (type === 'IEND') ended = true;
    // A chunk whose name starts with a capital is one the picture cannot be drawn without.
    else if (type !== 'IHDR' && /^[A-Z]/.test(type)) return null;
  }
  if (!header || !ended || data.length === 0) return null;
  const rowLength = rowBytes(header.width, header);
  const bytesPerPixel = Math.max(1, (SAMPLES_PER_PIXEL[header.colourType] * header.bitDepth) / 8);
  try {
    const rows = await inflate(concatBytes(data), (rowLength + 1) * header.height);
    if (!rows || !unfilter(rows, header.height, rowLength, bytesPerPixel)) return null;
    const rgba = toRgba(rows, header, palette, transparency);
    return rgba && { width: header.width, height: header.height, rgba };
  } catch {
    // A zlib stream the runtime cannot inflate: a damaged file.
    return null;
  }
}
