import type { ApplicationFile } from '@/api/contract/applications';

/** An application's file for tests: the candidate's CV unless the overrides say otherwise. */
export const applicationFile = (overrides: Partial<ApplicationFile> = {}): ApplicationFile => ({
  id: 'file-1',
  name: 'cv-anna.pdf',
  contentType: 'application/pdf',
  size: 120_000,
  uploadedAt: '2026-03-02T09:00:00.000Z',
  kind: 'cv',
  contentUrl: '/files/file-1/content',
  ...overrides,
});
