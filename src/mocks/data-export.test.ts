import { describe, expect, test } from 'vitest';
import { isDataExport } from '@/api/contract/account';
import { candidatePayload, setAuthCookie } from '@/testing/render-route';
import { fetchDataExport } from '@/testing/read-zip';
import { safeEntryName } from './data-export';
import { getState } from './store';

describe('GET /profile/export: one zip with the JSON and the files', () => {
  test("holds every file of the candidate's applications, byte for byte, beside the JSON", async () => {
    const owner = getState().applications.find((application) =>
      getState().files.some((file) => file.applicationId === application.id),
    )!.userId!;
    setAuthCookie(candidatePayload({ user: { id: owner, name: 'Test', type: 'candidate' } }));
    const { status, headers, data, entries } = await fetchDataExport();
    expect(status).toBe(200);
    expect(headers.get('Content-Type')).toBe('application/zip');
    expect(headers.get('Content-Disposition')).toBe('attachment; filename="candidate-data.zip"');
    expect(isDataExport(data)).toBe(true);
    if (!isDataExport(data)) return;

    const listed = data.applications.flatMap((application) =>
      application.files.map((file) => ({ application, file })),
    );
    expect(listed.length).toBeGreaterThan(0);
    expect([...entries.keys()].sort()).toEqual(
      listed
        .map(({ application, file }) => `files/${application.id}/${file.id}-${file.name}`)
        .sort(),
    );
    for (const { application, file } of listed) {
      const content = await fetch(file.contentUrl, { credentials: 'include' });
      expect(entries.get(`files/${application.id}/${file.id}-${file.name}`)).toEqual(
        new Uint8Array(await content.arrayBuffer()),
      );
    }
  });

  test("an uploader's file name becomes one safe path segment", () => {
    expect(safeEntryName('CV Åsa Öberg.pdf')).toBe('CV Åsa Öberg.pdf');
    expect(safeEntryName('../../etc/passwd')).toBe('_.._etc_passwd');
    expect(safeEntryName('a\\b:c*?"<>|\u0000.txt')).toBe('a_b_c_______.txt');
    expect(safeEntryName('.hidden')).toBe('hidden');
    expect(safeEntryName(' .. ')).toBe('file');
  });
});
