import { describe, expect, test } from 'vitest';
import { checkUpload, previewKindOf, safeBlobType } from './upload-rules';

const file = (name: string, type: string, size = 10) =>
  new File([new Uint8Array(size)], name, { type });

describe('upload rules, checked before sending', () => {
  test('accepted types pass; others are refused naming the accepted extensions', () => {
    expect(checkUpload(file('cv.pdf', 'application/pdf'), 0)).toBeNull();
    expect(checkUpload(file('photo.jpeg', 'image/jpeg'), 0)).toBeNull();
    expect(checkUpload(file('letter.odt', ''), 0)).toBeNull();
    expect(checkUpload(file('page.html', 'text/html'), 0)).toEqual({
      reason: 'type',
      types: expect.stringContaining('.pdf'),
    });
    // A renamed executable keeps its type.
    expect(checkUpload(file('cv.pdf', 'application/x-msdownload'), 0)?.reason).toBe('type');
    expect(checkUpload(file('image.svg', 'image/svg+xml'), 0)?.reason).toBe('type');
  });

  test('size, emptiness and the number of files are limited', () => {
    expect(checkUpload(file('big.pdf', 'application/pdf', 10 * 1024 * 1024), 0)).toBeNull();
    expect(checkUpload(file('big.pdf', 'application/pdf', 10 * 1024 * 1024 + 1), 0)).toEqual({
      reason: 'size',
      maxBytes: 10 * 1024 * 1024,
    });
    expect(checkUpload(file('empty.pdf', 'application/pdf', 0), 0)).toEqual({ reason: 'empty' });
    expect(checkUpload(file('cv.pdf', 'application/pdf'), 10)).toEqual({
      reason: 'count',
      max: 10,
    });
  });

  test('only PDF, raster images and video preview; the bytes get the type the preview expects', () => {
    expect(previewKindOf('application/pdf')).toBe('pdf');
    expect(previewKindOf('image/png; charset=binary')).toBe('image');
    expect(previewKindOf('video/mp4')).toBe('video');
    expect(previewKindOf('image/svg+xml')).toBeNull();
    expect(previewKindOf('text/html')).toBeNull();
    expect(safeBlobType('pdf', 'text/html')).toBe('application/pdf');
    expect(safeBlobType(null, 'text/html')).toBe('application/octet-stream');
  });
});
