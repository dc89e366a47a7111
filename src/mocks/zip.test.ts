// @vitest-environment node
import { crc32 as nodeCrc32 } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { readStoredZip } from '@/testing/read-zip';
import { crc32 } from '@/lib/bytes';
import { zipStored } from './zip';

const text = (value: string) => new TextEncoder().encode(value);

describe('the demo export’s zip writer', () => {
  test('CRC-32 is the one zip readers check', () => {
    expect(crc32(text('123456789'))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array())).toBe(0);
    const bytes = Uint8Array.from({ length: 1000 }, (_, index) => (index * 37) % 256);
    expect(crc32(bytes)).toBe(nodeCrc32(bytes));
  });

  test('an archive holds each entry’s name (UTF-8) and bytes as they were', () => {
    const pdf = Uint8Array.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x0a]);
    const archive = zipStored(
      [
        { name: 'candidate-data.json', bytes: text('{"a":1}') },
        { name: 'files/app-1/file-1-CV Åsa Öberg.pdf', bytes: pdf },
        { name: 'empty.txt', bytes: new Uint8Array() },
      ],
      new Date('2026-11-27T10:20:30Z'),
    );
    const entries = readStoredZip(archive);
    expect([...entries.keys()]).toEqual([
      'candidate-data.json',
      'files/app-1/file-1-CV Åsa Öberg.pdf',
      'empty.txt',
    ]);
    expect(new TextDecoder().decode(entries.get('candidate-data.json'))).toBe('{"a":1}');
    expect(entries.get('files/app-1/file-1-CV Åsa Öberg.pdf')).toEqual(pdf);
    expect(entries.get('empty.txt')).toEqual(new Uint8Array());
    // Dated in MS-DOS form: 10:20:30 and 2026-11-27 in the first local header.
    const view = new DataView(archive.buffer);
    expect(view.getUint16(10, true)).toBe((10 << 11) | (20 << 5) | 15);
    expect(view.getUint16(12, true)).toBe(((2026 - 1980) << 9) | (11 << 5) | 27);
  });

  test('an archive of nothing is the end record alone', () => {
    expect(readStoredZip(zipStored([], new Date())).size).toBe(0);
    expect(zipStored([], new Date())).toHaveLength(22);
  });
});
