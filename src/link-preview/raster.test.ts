import { expect, test } from 'vitest';
import { Canvas, type Colour, type Picture } from './raster';

/** A picture of `width` × `height` whose pixel at `x`, `y` is `colour(x, y)` (RGBA). */
function picture(width: number, height: number, colour: (x: number, y: number) => number[]) {
  const rgba = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) rgba.set(colour(x, y), (y * width + x) * 4);
  return { width, height, rgba } satisfies Picture;
}

/** A canvas of `width` × `height` on `background`, `drawn` stretched over the whole of it. */
function filledCanvas(width: number, height: number, background: Colour, drawn: Picture) {
  const canvas = new Canvas(width, height, background);
  canvas.drawPicture(drawn, 0, 0, width, height);
  return canvas;
}

const pixelAt = (canvas: Canvas, x: number, y: number) => {
  const at = (y * canvas.width + x) * 3;
  return [...canvas.pixels.subarray(at, at + 3)];
};

test('a picture is drawn as large as fits in its box, its aspect kept, centred', () => {
  const canvas = new Canvas(100, 100, '#ffffff');
  canvas.drawPicture(
    picture(40, 20, () => [200, 10, 20, 255]),
    10,
    10,
    80,
    80,
  );
  // 80 × 40, from row 30 to row 70.
  expect(pixelAt(canvas, 50, 50)).toEqual([200, 10, 20]);
  expect(pixelAt(canvas, 10, 30)).toEqual([200, 10, 20]);
  expect(pixelAt(canvas, 89, 69)).toEqual([200, 10, 20]);
  expect(pixelAt(canvas, 50, 29)).toEqual([255, 255, 255]);
  expect(pixelAt(canvas, 50, 70)).toEqual([255, 255, 255]);
  expect(pixelAt(canvas, 9, 50)).toEqual([255, 255, 255]);
});

test('transparent parts show what is under them; half transparent ones mix with it', () => {
  const canvas = filledCanvas(
    20,
    10,
    '#204060',
    picture(2, 1, (x) => (x === 0 ? [255, 255, 255, 0] : [255, 255, 255, 128])),
  );
  expect(pixelAt(canvas, 0, 5)).toEqual([32, 64, 96]);
  expect(pixelAt(canvas, 19, 5)).toEqual([144, 160, 176]);
});

test('shrunk, every pixel of the picture counts: fine stripes become their mean, not one of them', () => {
  const canvas = filledCanvas(
    40,
    40,
    '#ffffff',
    picture(400, 400, (x) => (x % 2 ? [255, 255, 255, 255] : [0, 0, 0, 255])),
  );
  for (const [x, y] of [
    [5, 5],
    [20, 20],
    [33, 17],
  ])
    for (const channel of pixelAt(canvas, x!, y!)) expect(channel).toBeCloseTo(127.5, -1);
});

test('enlarged, a picture is smooth: between two pixels, a blend of both', () => {
  const canvas = filledCanvas(
    80,
    40,
    '#ffffff',
    picture(2, 1, (x) => (x === 0 ? [0, 0, 0, 255] : [200, 200, 200, 255])),
  );
  const row = Array.from({ length: 80 }, (_, x) => pixelAt(canvas, x, 20)[0]!);
  expect(row[0]).toBe(0);
  expect(row[79]).toBe(200);
  expect(row[40]).toBeGreaterThan(50);
  expect(row[40]).toBeLessThan(150);
  // Rising step by step, never a jump from one colour to the other.
  for (let x = 1; x < 80; x += 1) {
    expect(row[x]! - row[x - 1]!).toBeGreaterThanOrEqual(0);
    expect(row[x]! - row[x - 1]!).toBeLessThan(10);
  }
});
