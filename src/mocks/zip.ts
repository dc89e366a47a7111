/**
 * A zip archive of files stored as they are, uncompressed: what the demo's data export needs, in
 * a few lines instead of a package (the files it holds, PDFs, images and videos, are compressed
 * already). The format is PKWARE's APPNOTE: a local header and the bytes per entry, then the
 * central directory and its end record. No ZIP64: every size and offset fits in 32 bits.
 */
import { crc32 } from '@/lib/bytes';

export interface ZipEntry {
  /** The path inside the archive, with `/` between folders. */
  name: string;
  bytes: Uint8Array;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
/** 2.0: the version that readers of folders and of stored entries need. */
const VERSION = 20;
/** General purpose flag bit 11: the names are UTF-8. */
const UTF8_NAMES = 0x0800;
const STORED = 0;
const MAX_32_BITS = 0xffffffff;
const MAX_ENTRIES = 0xffff;

/** MS-DOS time and date, in two-second steps from 1980: the only times the base format has. */
function dosTime(date: Date): { time: number; date: number } {
  return {
    time: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | (date.getUTCSeconds() >> 1),
    date:
      ((Math.max(date.getUTCFullYear(), 1980) - 1980) << 9) |
      ((date.getUTCMonth() + 1) << 5) |
      date.getUTCDate(),
  };
}

/** The archive of `entries`, each dated `modified`. */
export function zipStored(entries: readonly ZipEntry[], modified: Date): Uint8Array {
  if (entries.length > MAX_ENTRIES) throw new RangeError('Too many entries for a zip archive');
  const encoder = new TextEncoder();
  const stamp = dosTime(modified);
  const records = entries.map((entry) => ({
    name: encoder.encode(entry.name),
    bytes: entry.bytes,
    crc: crc32(entry.bytes),
  }));
  const localSize = records.reduce(
    (sum, record) => sum + 30 + record.name.length + record.bytes.length,
    0,
  );
  const centralSize = records.reduce((sum, record) => sum + 46 + record.name.length, 0);
  if (localSize + centralSize > MAX_32_BITS) throw new RangeError('Too large for a zip archive');

  const archive = new Uint8Array(localSize + centralSize + 22);
  const view = new DataView(archive.buffer);
  let at = 0;
  const u16 = (value: number) => {
    view.setUint16(at, value, true);
    at += 2;
  };
  const u32 = (value: number) => {
    view.setUint32(at, value, true);
    at += 4;
  };
  const put = (bytes: Uint8Array) => {
    archive.set(bytes, at);
    at += bytes.length;
  };
  // The fields a local header and its central record share, from "version needed" on.
  const common = (record: (typeof records)[number]) => {
    u16(VERSION);
    u16(UTF8_NAMES);
    u16(STORED);
    u16(stamp.time);
    u16(stamp.date);
    u32(record.crc);
    u32(record.bytes.length);
    u32(record.bytes.length);
    u16(record.name.length);
    u16(0);
  };

  const offsets = records.map((record) => {
    const offset = at;
    u32(LOCAL_HEADER);
    common(record);
    put(record.name);
    put(record.bytes);
    return offset;
  });
  records.forEach((record, index) => {
    u32(CENTRAL_HEADER);
    u16(VERSION);
    common(record);
    u16(0); // comment length
    u16(0); // disk number
    u16(0); // internal attributes
    u32(0); // external attributes
    u32(offsets[index]!);
    put(record.name);
  });
  u32(END_OF_CENTRAL_DIRECTORY);
  u16(0); // this disk
  u16(0); // the disk where the central directory starts
  u16(records.length);
  u16(records.length);
  u32(centralSize);
  u32(localSize);
  u16(0); // comment length
  return archive;
}
