import { HttpResponse } from 'msw';
import { expect } from 'vitest';

/** One try of a multipart write, as the server received it. */
export interface Attempt {
  bytes: Uint8Array;
  contentType: string | null;
  key: string | null;
  parts: Array<[string, string]>;
}

/** Answers the first attempt 503 and the second with `answer`, recording what each one sent. */
export function failOnceThen(attempts: Attempt[], answer: () => Response) {
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
