import { HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { expectSameBytes, failFirstMultipartPost } from '@/testing/multipart-attempts';
import { uploadApplicationFile } from './api';

test('a file upload: the retry after a 503 repeats the body byte for byte and the key', async () => {
  const attempts = failFirstMultipartPost('/applications/:id/files', () =>
    HttpResponse.json(
      {
        id: 'file-7',
        name: 'cv.pdf',
        contentType: 'application/pdf',
        size: 8,
        uploadedAt: '2026-03-02T09:00:00.000Z',
        kind: 'cv',
        contentUrl: '/files/file-7/content',
      },
      { status: 201 },
    ),
  );
  const file = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
  const stored = await uploadApplicationFile('app-1', file, { kind: 'cv' });
  expect(stored.id).toBe('file-7');
  expect(attempts).toHaveLength(2);
  expectSameBytes(attempts);
  expect(attempts[1]!.parts).toEqual([
    ['kind', 'cv'],
    ['file', 'cv.pdf: %PDF-1.4'],
  ]);
});
