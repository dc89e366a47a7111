import { expect, test } from 'vitest';
import { crc32 } from '../lib/bytes';
import { COLOUR_TYPE, encodePng, type PngFormat } from './png';
import { decodePng } from './png-decode';

/** Rows of samples packed as PNG packs them: big-endian, a row padded to whole bytes. */
function pack(rows: number[][], bitDepth: number): Uint8Array {
  const bytes: number[] = [];
  for (const row of rows) {
    if (bitDepth === 16) row.forEach((value) => bytes.push(value >> 8, value & 0xff));
    else if (bitDepth === 8) bytes.push(...row);
    else {
      const perByte = 8 / bitDepth;
      for (let start = 0; start < row.length; start += perByte)
        bytes.push(
          row
            .slice(start, start + perByte)
            .reduce((byte, value, index) => byte | (value << (8 - bitDepth * (index + 1))), 0),
        );
    }
  }
  return new Uint8Array(bytes);
}

/** A 3 × 2 picture's PNG, made by the preview's own encoder from its samples, row after row. */
function png(samples: number[], format: PngFormat) {
  const rows = [samples.slice(0, samples.length / 2), samples.slice(samples.length / 2)];
  return encodePng(3, 2, pack(rows, format.bitDepth), format);
}

const grey = (...values: number[]) => values.flatMap((value) => [value, value, value, 255]);
const wide = (values: number[]) => values.map((value) => value * 257);
const { grey: GREY, greyAlpha: GREY_ALPHA, rgb: RGB, palette: PALETTE, rgba: RGBA } = COLOUR_TYPE;
const GREY_ALPHA_PIXELS = [0, 255, 100, 50, 255, 0, 1, 2, 3, 4, 5, 6];
const RGB_PIXELS = [255, 0, 0, 0, 255, 0, 0, 0, 255, 10, 20, 30, 40, 50, 60, 70, 80, 90];
const RGBA_PIXELS = [
  [255, 0, 0, 0],
  [0, 255, 0, 128],
  [0, 0, 255, 255],
  [1, 2, 3, 4],
  [5, 6, 7, 8],
  [9, 10, 11, 12],
].flat();
const withAlphas = (values: number[], alphas: number[]) =>
  [0, 1, 2, 3, 4, 5].flatMap((pixel) => [
    ...values.slice(pixel * 3, pixel * 3 + 3),
    alphas[pixel]!,
  ]);
/** Four colours, the first two with alphas of their own (tRNS). */
const palette = new Uint8Array([255, 0, 0, 0, 128, 0, 0, 0, 255, 9, 9, 9]);
const paletteAlphas = new Uint8Array([0, 128]);
const paletteColours = [
  [255, 0, 0, 0],
  [0, 128, 0, 128],
  [0, 0, 255, 255],
  [9, 9, 9, 255],
];
const inPalette = (entries: number[]) => entries.flatMap((entry) => paletteColours[entry]!);

test.each<[string, number[], PngFormat, number[]]>([
  [
    'grey, 1 bit',
    [0, 1, 0, 1, 1, 0],
    { colourType: GREY, bitDepth: 1 },
    grey(0, 255, 0, 255, 255, 0),
  ],
  [
    'grey, 2 bits',
    [0, 1, 2, 3, 2, 1],
    { colourType: GREY, bitDepth: 2 },
    grey(0, 85, 170, 255, 170, 85),
  ],
  [
    'grey, 4 bits',
    [0, 5, 15, 10, 1, 0],
    { colourType: GREY, bitDepth: 4 },
    grey(0, 85, 255, 170, 17, 0),
  ],
  [
    'grey, 8 bits',
    [0, 128, 255, 7, 8, 9],
    { colourType: GREY, bitDepth: 8 },
    grey(0, 128, 255, 7, 8, 9),
  ],
  [
    'grey, 16 bits',
    wide([0, 128, 255, 18, 255, 1]),
    { colourType: GREY, bitDepth: 16 },
    grey(0, 128, 255, 18, 255, 1),
  ],
  [
    'grey with a transparent grey',
    [0, 128, 255, 128, 8, 9],
    { colourType: GREY, bitDepth: 8, transparency: new Uint8Array([0, 128]) },
    [
      0, 0, 0, 255, 128, 128, 128, 0, 255, 255, 255, 255, 128, 128, 128, 0, 8, 8, 8, 255, 9, 9, 9,
      255,
    ],
  ],
  [
    'grey and alpha, 8 bits',
    GREY_ALPHA_PIXELS,
    { colourType: GREY_ALPHA, bitDepth: 8 },
    [0, 0, 0, 255, 100, 100, 100, 50, 255, 255, 255, 0, 1, 1, 1, 2, 3, 3, 3, 4, 5, 5, 5, 6],
  ],
  [
    'grey and alpha, 16 bits',
    wide(GREY_ALPHA_PIXELS),
    { colourType: GREY_ALPHA, bitDepth: 16 },
    [0, 0, 0, 255, 100, 100, 100, 50, 255, 255, 255, 0, 1, 1, 1, 2, 3, 3, 3, 4, 5, 5, 5, 6],
  ],
  [
    'RGB, 8 bits',
    RGB_PIXELS,
    { colourType: RGB, bitDepth: 8 },
    withAlphas(RGB_PIXELS, [255, 255, 255, 255, 255, 255]),
  ],
  [
    'RGB, 16 bits',
    wide(RGB_PIXELS),
    { colourType: RGB, bitDepth: 16 },
    withAlphas(RGB_PIXELS, [255, 255, 255, 255, 255, 255]),
  ],
  [
    'RGB with a transparent colour',
    RGB_PIXELS,
    { colourType: RGB, bitDepth: 8, transparency: new Uint8Array([0, 40, 0, 50, 0, 60]) },
    withAlphas(RGB_PIXELS, [255, 255, 255, 255, 0, 255]),
  ],
  [
    'palette, 1 bit',
    [0, 1, 1, 1, 0, 0],
    { colourType: PALETTE, bitDepth: 1, palette, transparency: paletteAlphas },
    inPalette([0, 1, 1, 1, 0, 0]),
  ],
  [
    'palette, 2 bits',
    [0, 1, 2, 3, 2, 1],
    { colourType: PALETTE, bitDepth: 2, palette, transparency: paletteAlphas },
    inPalette([0, 1, 2, 3, 2, 1]),
  ],
  [
    'palette, 4 bits',
    [0, 1, 2, 3, 2, 1],
    { colourType: PALETTE, bitDepth: 4, palette, transparency: paletteAlphas },
    inPalette([0, 1, 2, 3, 2, 1]),
  ],
  [
    'palette, 8 bits',
    [0, 1, 2, 3, 2, 1],
    { colourType: PALETTE, bitDepth: 8, palette },
    inPalette([0, 1, 2, 3, 2, 1]).map((value, index) => (index % 4 === 3 ? 255 : value)),
  ],
  ['RGBA, 8 bits', RGBA_PIXELS, { colourType: RGBA, bitDepth: 8 }, RGBA_PIXELS],
  ['RGBA, 16 bits', wide(RGBA_PIXELS), { colourType: RGBA, bitDepth: 16 }, RGBA_PIXELS],
])('decodePng reads %s, written by the encoder', async (_, samples, format, expected) => {
  const picture = await decodePng(await png(samples, format));
  expect(picture && [picture.width, picture.height, ...picture.rgba]).toEqual([3, 2, ...expected]);
});

/** A 6 × 4 RGBA picture written by another encoder (pngjs), each with one of PNG's filters. */
const FILTERED = {
  sub: 'iVBORw0KGgoAAAANSUhEUgAAAAYAAAAECAYAAACtBE5DAAAAQklEQVR4AQXBQQHDMAwEMAVACJiAD8SA7eea0/h10sETJggbJjg+3rjibtyJK+4eX2/URk2UqI2a4+eJnmjRGz3R/tV5D5DGuRmJAAAAAElFTkSuQmCC',
  up: 'iVBORw0KGgoAAAANSUhEUgAAAAYAAAAECAYAAACtBE5DAAAAS0lEQVR4AQXBMRVDIRQFsBx2DGCACmC8Cw4qpxv/OamcuqJJw/Pivrkfni/3x23iSCejZB5ZZFcTpJeMI5Oskn2aKOlHBpkl68j2BzMfE95uhVQkAAAAAElFTkSuQmCC',
  average:
    'iVBORw0KGgoAAAANSUhEUgAAAAYAAAAECAYAAACtBE5DAAAAVElEQVR4AQXBoRGAMBBE0c9E41ZF7ExUUCgkRaDRFBF3ucrSGu8VYB6wbpgPbB+sAbNws+QdWSnXkBtyz8LLlJVyDbkh95TPKAw2uYbckHvKZ8gXP1JbEMPxukhOAAAAAElFTkSuQmCC',
  paeth:
    'iVBORw0KGgoAAAANSUhEUgAAAAYAAAAECAYAAACtBE5DAAAAO0lEQVR4AQ3BMQEDMQwEMA1ZTcAEYhDhdm/mrXTwDRkMO2RwPKFQS4VC7fH81dKh0UvneJYKjbvccP0AFbEK3pxqUGcAAAAASUVORK5CYII=',
};

const fromBase64 = (text: string) =>
  Uint8Array.from(atob(text), (character) => character.charCodeAt(0));

test('rows stored with each of PNG’s filters decode to the picture they were made from', async () => {
  const expected = Array.from({ length: 4 }, (_, y) =>
    Array.from({ length: 6 }, (_, x) => [
      x * 40,
      y * 60,
      (x * y * 13) % 256,
      (x + y) % 3 ? 255 : 128,
    ]),
  ).flat(2);
  for (const [filter, file] of Object.entries(FILTERED)) {
    const picture = await decodePng(fromBase64(file));
    expect(picture && [picture.width, picture.height, ...picture.rgba], filter).toEqual([
      6,
      4,
      ...expected,
    ]);
  }
});

/** Where the encoder's files have their chunks: IHDR after the signature, then IDAT. */
const IHDR_AT = 8;
const IDAT_AT = 33;

/** The file with the data of its chunk at `offset` changed, its checksum made right again. */
function withChunk(file: Uint8Array, offset: number, change: (data: DataView) => void) {
  const copy = file.slice();
  const view = new DataView(copy.buffer);
  const length = view.getUint32(offset);
  change(new DataView(copy.buffer, offset + 8, length));
  view.setUint32(offset + 8 + length, crc32(copy.subarray(offset + 4, offset + 8 + length)));
  return copy;
}

test('anything it cannot draw is null, never an exception: not a PNG, damaged, interlaced, too large', async () => {
  const file = await png([0, 128, 255, 7, 8, 9], { colourType: GREY, bitDepth: 8 });
  expect(await decodePng(file)).not.toBeNull();
  const flipped = file.slice();
  flipped[IDAT_AT + 10]! ^= 0xff;
  const refused = {
    svg: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    empty: new Uint8Array(),
    'cut short': file.subarray(0, file.length - 30),
    'a wrong checksum': flipped,
    'a damaged zlib stream': withChunk(file, IDAT_AT, (data) => data.setUint32(0, 0x55555555)),
    interlaced: withChunk(file, IHDR_AT, (header) => header.setUint8(12, 1)),
    'fewer rows than it says': withChunk(file, IHDR_AT, (header) => header.setUint32(4, 3)),
    'a bit depth PNG has not': withChunk(file, IHDR_AT, (header) => header.setUint8(8, 3)),
    'too many pixels': withChunk(file, IHDR_AT, (header) => {
      header.setUint32(0, 60_000);
      header.setUint32(4, 60_000);
    }),
  };
  for (const [name, bytes] of Object.entries(refused))
    expect(await decodePng(bytes), name).toBeNull();
  const beyondPalette = await png([0, 1, 2, 3, 2, 1], {
    colourType: PALETTE,
    bitDepth: 8,
    palette: new Uint8Array([1, 2, 3]),
  });
  expect(await decodePng(beyondPalette), 'an entry beyond the palette').toBeNull();
});
