import { expect, test } from 'vitest';
import { previewFonts } from './fonts';
import { decodePng } from './png-decode';
import { previewImage, type PreviewCard } from './preview-image';

const CARD: PreviewCard = {
  badge: 'Øresund Æble',
  over: 'Øresund Æble A/S',
  title: 'Lagerchef till vårt nya lager i Borås',
  under: 'Borås, Västra Götaland',
  siteName: 'Jobbportalen',
};

const draw = (card: Partial<PreviewCard>) => previewImage({ ...CARD, ...card }, previewFonts());

/** The PNG's width and height from its IHDR chunk, after the signature. */
function size(png: Uint8Array): [number, number] {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(new TextDecoder().decode(png.subarray(12, 16))).toBe('IHDR');
  const view = new DataView(png.buffer, png.byteOffset + 16, 8);
  return [view.getUint32(0), view.getUint32(4)];
}

test('a preview is a PNG of 1200 × 630 whose title shows: another title, another picture', async () => {
  const picture = await draw({});
  expect(size(picture)).toEqual([1200, 630]);
  expect(await draw({ title: 'Lagerchef till vårt nya lager i Alingsås' })).not.toEqual(picture);
});

test('texts of any length or content keep the picture whole', async () => {
  const hostile = `</script>"'><img src=x> $& ${'Å'.repeat(5000)} ${'ord '.repeat(500)}\u0000\n\t`;
  for (const text of [hostile, '', ' ', '\u202E', 'x'])
    expect(size(await draw({ title: text, over: text, under: text, badge: text }))).toEqual([
      1200, 630,
    ]);
});

test('invisible formatting is dropped, and a text in letters the font lacks is left out, never boxes', async () => {
  const withoutTitle = await draw({ title: '' });
  expect(await draw({ title: 'مدير مستودع' })).toEqual(withoutTitle);
  expect(await draw({ title: '仓库经理' })).toEqual(withoutTitle);
  expect(await draw({ title: 'Lager\u00ADchef till\u200B vårt nya lager i Bo\u202Erås' })).toEqual(
    await draw({}),
  );
});

/** The picture's RGB at `x`, `y`. */
async function pixelsOf(png: Uint8Array) {
  const picture = (await decodePng(png))!;
  return (x: number, y: number) => [
    ...picture.rgba.subarray((y * 1200 + x) * 4, (y * 1200 + x) * 4 + 3),
  ];
}

test('a logo takes the badge’s place, on a light plate, its aspect kept; without one, the initial', async () => {
  const logo = {
    width: 40,
    height: 20,
    rgba: new Uint8Array(40 * 20 * 4).map((_, index) => [200, 30, 40, 255][index % 4]!),
  };
  const withLogo = await pixelsOf(await draw({ logo }));
  const withInitial = await pixelsOf(await draw({}));
  // The badge's box is 96 × 96 at 80, 72; the logo, 80 × 40 inside it, sits at its middle.
  expect(withLogo(128, 120)).toEqual([200, 30, 40]);
  expect(withLogo(90, 102)).toEqual([200, 30, 40]);
  expect(withLogo(128, 90)).toEqual([241, 244, 248]);
  expect(withLogo(82, 74)).toEqual([241, 244, 248]);
  expect(withInitial(82, 74)).toEqual([10, 88, 168]);
  // The rest of the card is the same.
  for (const [x, y] of [
    [79, 120],
    [177, 120],
    [128, 71],
    [128, 169],
    [300, 120],
    [600, 300],
  ])
    expect(withLogo(x!, y!)).toEqual(withInitial(x!, y!));
});
