import { expect, test } from 'vitest';
import { previewFonts } from './fonts';
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
