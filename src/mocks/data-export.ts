import { HttpResponse } from 'msw';
import type { DataExport } from '@/api/contract/account';
import { storedFileBytes } from './handlers/applications';
import { getState } from './store';
import { zipStored, type ZipEntry } from './zip';

/**
 * An uploader's file name as one safe path segment: no folder separators (so no entry can land
 * outside its folder when unpacked), no characters that common file systems refuse, no leading
 * dots (hidden files, `..`).
 */
export function safeEntryName(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const cleaned = name.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, '_').replace(/^[.\s]+/, '');
  return cleaned.trim() || 'file';
}

/**
 * GET /profile/export's answer: one zip with the JSON and every file of every application, at
 * `files/{applicationId}/{fileId}-{name}` (the id keeps two files of one name apart). A file whose
 * bytes are gone is listed in the JSON only.
 */
export function dataExportArchive(data: DataExport, now: number): HttpResponse<ArrayBuffer> {
  const stored = getState().files;
  const files = data.applications.flatMap((application) =>
    application.files.flatMap((file): ZipEntry[] => {
      const match = stored.find((candidate) => candidate.id === file.id);
      const bytes = match && storedFileBytes(match);
      return bytes
        ? [{ name: `files/${application.id}/${file.id}-${safeEntryName(file.name)}`, bytes }]
        : [];
    }),
  );
  const json = new TextEncoder().encode(JSON.stringify(data, null, 2));
  const archive = zipStored(
    [{ name: 'candidate-data.json', bytes: json }, ...files],
    new Date(now),
  );
  return new HttpResponse(archive.buffer as ArrayBuffer, {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Length': String(archive.length),
      'Content-Disposition': 'attachment; filename="candidate-data.zip"',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
