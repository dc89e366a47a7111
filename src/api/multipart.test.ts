import { describe, expect, test } from 'vitest';
import { encodeMultipart } from './multipart';

describe('encodeMultipart', () => {
  const form = () => {
    const built = new FormData();
    built.append('kind', 'attachment');
    built.append(
      'file',
      new File(['x'], 'a "quoted"\nname.pdf', { type: '' }),
      'a "quoted"\nname.pdf',
    );
    return built;
  };

  test("one submission's key gives the same bytes each time it is encoded", async () => {
    const key = '0b8e3a52-4c1f-4a55-9d0e-2f6c7a1b3c4d';
    const [first, again] = [encodeMultipart(form(), key), encodeMultipart(form(), key)];
    expect(again.contentType).toBe(first.contentType);
    expect(first.contentType).toBe(`multipart/form-data; boundary=----portal-form-${key}`);
    expect(await again.body.text()).toBe(await first.body.text());
  });

  test('without a key, each body has a boundary of its own', () => {
    expect(encodeMultipart(form()).contentType).not.toBe(encodeMultipart(form()).contentType);
  });

  test("a quote or line break in a file's name cannot end its header; an untyped file is octet-stream", async () => {
    const { body, contentType } = encodeMultipart(form(), 'key-1');
    const boundary = contentType.split('boundary=')[1]!;
    expect(await body.text()).toBe(
      [
        `--${boundary}`,
        'Content-Disposition: form-data; name="kind"',
        '',
        'attachment',
        `--${boundary}`,
        'Content-Disposition: form-data; name="file"; filename="a %22quoted%22%0Aname.pdf"',
        'Content-Type: application/octet-stream',
        '',
        'x',
        `--${boundary}--`,
        '',
      ].join('\r\n'),
    );
  });
});
