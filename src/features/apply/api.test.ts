import { HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { expectSameBytes, failFirstMultipartPost } from '@/testing/multipart-attempts';
import { applyToJob } from './api';

const fields = {
  firstName: 'Anna',
  lastName: 'Svensson',
  email: 'anna@example.se',
  phone: '+46701234567',
  coverLetter: 'Line one\nLine two',
  acceptTerms: true,
  contactMe: false,
  candidateBank: false,
  language: 'sv' as const,
};

const created = () =>
  HttpResponse.json({
    applicationId: 'app-9',
    jobSlug: 'backend',
    createdAt: '2026-03-02T09:00:00.000Z',
    linkedToAccount: false,
  });

test('an application with files: the retry after a 503 repeats the body byte for byte and the key', async () => {
  const attempts = failFirstMultipartPost('/jobs/:slug/applications', created);
  const cv = new File(['cv bytes'], 'cv.pdf', { type: 'application/pdf' });
  const letter = new File(['letter'], 'letter.txt', { type: 'text/plain' });
  const key = '0b8e3a52-4c1f-4a55-9d0e-2f6c7a1b3c4d';
  await applyToJob(
    'backend',
    fields,
    { cv, cvFileId: null, attachments: [letter] },
    { idempotencyKey: key },
  );
  expect(attempts).toHaveLength(2);
  expectSameBytes(attempts);
  expect(attempts[0]!.key).toBe(key);
  expect(attempts[1]!.parts).toEqual([
    ['firstName', 'Anna'],
    ['lastName', 'Svensson'],
    ['email', 'anna@example.se'],
    ['phone', '+46701234567'],
    ['coverLetter', 'Line one\r\nLine two'],
    ['acceptTerms', 'true'],
    ['contactMe', 'false'],
    ['candidateBank', 'false'],
    ['language', 'sv'],
    ['cv', 'cv.pdf: cv bytes'],
    ['attachments', 'letter.txt: letter'],
  ]);
});

test('a CV stored before goes as the text part cvFileId, after the fields, and no cv part', async () => {
  const attempts = failFirstMultipartPost('/jobs/:slug/applications', created);
  await applyToJob('backend', fields, { cv: null, cvFileId: 'file-7', attachments: [] });
  expect(attempts[1]!.parts.slice(-2)).toEqual([
    ['language', 'sv'],
    ['cvFileId', 'file-7'],
  ]);
});
