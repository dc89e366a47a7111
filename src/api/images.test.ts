import { describe, expect, test } from 'vitest';
import { apiImageAddress } from './images';

describe("an image address from the API is loaded only from the API's or the portal's origin", () => {
  test('the API address of a logo is kept', () => {
    expect(apiImageAddress('/companies/acme/logo')).toBe(
      `${window.location.origin}/companies/acme/logo`,
    );
  });

  test.each([
    'javascript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'https://tracker.evil.example/pixel.gif',
    '//evil.example/logo.png',
    null,
    '',
  ])('%j is no image', (value) => {
    expect(apiImageAddress(value)).toBeNull();
  });
});
