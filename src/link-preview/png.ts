import { concatBytes, crc32 } from '../lib/bytes';

export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;

/** PNG's colour types: what each pixel holds. */
export const COLOUR_TYPE = { grey: 0, rgb: 2, palette: 3, greyAlpha: 4, rgba: 6 } as const;
export type ColourType = (typeof COLOUR_TYPE)[keyof typeof COLOUR_TYPE];

/** Samples a pixel of each colour type holds. */
export const SAMPLES_PER_PIXEL: Record<ColourType, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/** How a picture's pixels are stored: 8-bit RGB unless named otherwise. */
export interface PngFormat {
  colourType: ColourType;
  /** Bits a sample: 8, or 1, 2, 4 (greyscale, palette) or 16. */
  bitDepth: number;
  /** A palette picture's colours, RGB after RGB. */
  palette?: Uint8Array;
  /** The tRNS chunk: a palette's alphas, or the one grey or RGB value that is transparent. */
  transparency?: Uint8Array;
}

const RGB: PngFormat = { colourType: COLOUR_TYPE.rgb, bitDepth: 8 };

function chunk(type: string, data: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(12 + data.length);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, data.length);
  bytes.set(new TextEncoder().encode(type), 4);
  bytes.set(data, 8);
  view.setUint32(8 + data.length, crc32(bytes.subarray(4, 8 + data.length)));
  return bytes;
}

/** Bytes a row of `width` pixels takes, its samples packed as PNG packs them. */
export const rowBytes = (width: number, format: PngFormat): number =>
  Math.ceil((width * SAMPLES_PER_PIXEL[format.colourType] * format.bitDepth) / 8);

/**
 * A picture as a PNG file, its rows packed as `format` says (8-bit RGB by default). Its pixels
 * are deflated with the runtime's own CompressionStream ("deflate" is the zlib stream PNG's IDAT
 * holds), which Workers, Node and browsers all have: no compression code of our own and no
 * WebAssembly.
 */
export async function encodePng(
  width: number,
  height: number,
  pixels: Uint8Array,
  format: PngFormat = RGB,
): Promise<Uint8Array<ArrayBuffer>> {
  const rowLength = rowBytes(width, format);
  const filtered = new Uint8Array((rowLength + 1) * height);
  for (let row = 0; row < height; row += 1)
    filtered.set(
      pixels.subarray(row * rowLength, (row + 1) * rowLength),
      row * (rowLength + 1) + 1,
    );
  const deflated = new Uint8Array(
    await new Response(
      new Response(filtered).body!.pipeThrough(new CompressionStream('deflate')),
    ).arrayBuffer(),
  );
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([format.bitDepth, format.colourType, 0, 0, 0], 8); // deflate, no filter method, no interlace
  return concatBytes([
    new Uint8Array(PNG_SIGNATURE),
    chunk('IHDR', header),
    ...(format.palette ? [chunk('PLTE', format.palette)] : []),
    ...(format.transparency ? [chunk('tRNS', format.transparency)] : []),
    chunk('IDAT', deflated),
    chunk('IEND', new Uint8Array()),
  ]);
}
