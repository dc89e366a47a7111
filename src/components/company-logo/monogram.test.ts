import { expect, test } from 'vitest';
import { monogram } from './monogram';

test('monograms take the first letters', () => {
  expect(monogram('Østerbro Kaffe')).toBe('ØK');
  expect(monogram('  aros analytics ')).toBe('AA');
  expect(monogram('')).toBe('?');
});
