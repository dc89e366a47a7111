/**
 * The entries of a zip archive of stored (uncompressed) files, read the way an unzip tool reads
 * them: from the end record to the central directory, and from each central record to its local
 * header and bytes. Throws where the two headers of an entry disagree.
 */
export function readStoredZip(archive: Uint8Array): Map<string, Uint8Array> {
  const view = new DataView(archive.buffer, archive.byteOffset, archive.byteLength);
  const end = archive.length - 22;
  if (view.getUint32(end, true) !== 0x06054b50) throw new Error('No end of central directory');
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const decoder = new TextDecoder();
  const entries = new Map<string, Uint8Array>();
  for (let index = 0; index < count; index += 1) {
    if (view.getUint32(at, true) !== 0x02014b50) throw new Error(`No central record ${index}`);
    const method = view.getUint16(at + 10, true);
    const crc = view.getUint32(at + 16, true);
    const size = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    const name = decoder.decode(archive.subarray(at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;

    if (method !== 0) throw new Error(`${name} is compressed`);
    if (view.getUint32(local, true) !== 0x04034b50) throw new Error(`No local header: ${name}`);
    const localName = decoder.decode(
      archive.subarray(local + 30, local + 30 + view.getUint16(local + 26, true)),
    );
    if (localName !== name || view.getUint32(local + 14, true) !== crc)
      throw new Error(`The headers of ${name} disagree`);
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    entries.set(name, archive.slice(start, start + size));
  }
  return entries;
}

/** GET /profile/export as a test's logged-in candidate: the JSON and the other entries. */
export async function fetchDataExport(): Promise<{
  status: number;
  headers: Headers;
  data: unknown;
  entries: Map<string, Uint8Array>;
}> {
  const response = await fetch(new URL('/profile/export', window.location.origin), {
    credentials: 'include',
  });
  const entries = readStoredZip(new Uint8Array(await response.arrayBuffer()));
  const json = entries.get('candidate-data.json');
  entries.delete('candidate-data.json');
  return {
    status: response.status,
    headers: response.headers,
    data: json ? JSON.parse(new TextDecoder().decode(json)) : null,
    entries,
  };
}
