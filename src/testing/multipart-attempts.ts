import { http, HttpResponse } from 'msw';
import { expect } from 'vitest';
import { server } from '@/mocks/node';

/** One try of a multipart write, as the server received it. */
export interface Attempt {
  bytes: Uint8Array;
  contentType: string | null;
  key: string | null;
  parts: Array<[string, string]>;
}

/**
 * Answers the first POST to `path` 503 and the second with `answer`; the list fills with what each
 * try sent.
 */
export function failFirstMultipartPost(path: string, answer: () => Response): Attempt[] {
  const attempts: Attempt[] = [];
  server.use(http.post(path, recordingEachTry(attempts, answer)));
  return attempts;
}

function recordingEachTry(attempts: Attempt[], answer: () => Response) {
  return async ({ request }: { request: Request }) => {
    const copy = request.clone();
    const form = await request.formData();
    const parts: Array<[string, string]> = [];
    for (const [name, value] of form)
      parts.push([
        name,
        typeof value === 'string' ? value : `${value.name}: ${await value.text()}`,
      ]);
    attempts.push({
      bytes: new Uint8Array(await copy.arrayBuffer()),
      contentType: copy.headers.get('Content-Type'),
      key: copy.headers.get('Idempotency-Key'),
      parts,
    });
    return attempts.length === 1
      ? HttpResponse.json({ errors: [{ message: 'Busy' }] }, { status: 503 })
      : answer();
  };
}

/** The retry carried the first try's bytes, Content-Type and Idempotency-Key. */
export function expectSameBytes([first, retry]: Attempt[]) {
  expect(first!.contentType).toMatch(/^multipart\/form-data; boundary=\S+$/);
  expect(retry!.contentType).toBe(first!.contentType);
  expect(retry!.key).toBe(first!.key);
  expect(first!.key).toMatch(/^[\da-f-]{36}$/);
  expect(retry!.bytes.length).toBeGreaterThan(0);
  expect(Array.from(retry!.bytes)).toEqual(Array.from(first!.bytes));
}
