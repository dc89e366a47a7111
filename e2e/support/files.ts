import type { Locator, Page } from '@playwright/test';

/** A PDF to upload under this name: a minimal valid file unless other bytes are given. */
export const aPdf = (
  name: string,
  buffer: Buffer = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'),
) => ({ name, mimeType: 'application/pdf', buffer });

/** The Files region of an application's page. */
export const filesRegion = (page: Page): Locator => page.getByRole('region', { name: 'Files' });

/**
 * Chooses a file in an application's Files region and presses Upload, as the type named in `as`
 * (the form's own choice otherwise). What the portal then shows is the caller's to check.
 */
export async function uploadFile(
  page: Page,
  file: ReturnType<typeof aPdf>,
  { as }: { as?: string } = {},
): Promise<void> {
  const files = filesRegion(page);
  await files.getByLabel('Choose a file').setInputFiles(file);
  if (as) await files.getByLabel('Type of file').selectOption({ label: as });
  await files.getByRole('button', { name: 'Upload' }).click();
}

/** Counts the uploads the page sends from now on: a refused file never leaves the browser. */
export function countUploads(page: Page): () => number {
  let sent = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/files')) sent += 1;
  });
  return () => sent;
}
