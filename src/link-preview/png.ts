import { concatBytes, crc32 } from '../lib/bytes';

function chunk(type: string, data: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(12 + data.length);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, data.length);
  bytes.set(new TextEncoder().encode(type), 4);
  bytes.set(data, 8);
  view.setUint32(8 + data.length, crc32(bytes.subarray(4, 8 + data.length)));
  return bytes;
}

/**
 * An 8-bit RGB picture as a PNG file. Its pixels are deflated with the runtime's own
 * CompressionStream ("deflate" is the zlib stream PNG's IDAT holds), which Workers, Node and
 * browsers all have: no compression code of our own and no WebAssembly.
 */
export async function encodePng(
  width: number,
  height: number,
  rgb: Uint8Array,
): Promise<Uint8Array<ArrayBuffer>> {
  const rowLength = width * 3;
  const filtered = new Uint8Array((rowLength + 1) * height);
  for (let row = 0; row < height; row += 1)
    filtered.set(rgb.subarray(row * rowLength, (row + 1) * rowLength), row * (rowLength + 1) + 1);
  const deflated = new Uint8Array(
    await new Response(
      new Response(filtered).body!.pipeThrough(new CompressionStream('deflate')),
    ).arrayBuffer(),
  );
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits a channel, RGB, deflate, no filter method, no interlace
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflated),
    chunk('IEND', new Uint8Array()),
  ];
  return concatBytes(parts);
}
