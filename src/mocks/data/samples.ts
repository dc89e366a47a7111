import { concatBytes, crc32 } from '@/lib/bytes';
/**
 * Small, real sample files for the seeded applications, so the portal's preview of PDF, image
 * and video has something true to show. The PDF and PNG are written byte by byte here; the
 * video is a 1.3-second, 96×64 H.264 MP4 (2 KB) recorded once from a canvas in Chromium.
 */
const VIDEO_MP4_BASE64 =
  'AAAAJGZ0eXBpc29tAAACAGlzb21pc282aXNvMmF2YzFtcDQxAAACy21vb3YAAAB4bXZoZAEAAAAAAAAA5yg2pwAAAADnKDanAAAD6AAAAAAAAAUoAAEAAAEAAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAIAAAIjdHJhawAAAGh0a2hkAQAAAwAAAADnKDanAAAAAOcoNqcAAAABAAAAAAAAAAAAAAUoAAAAAAAAAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAQAAAAABgAAAAQAAAAAABs21kaWEAAAAsbWRoZAEAAAAAAAAA5yg2pwAAAADnKDanAAB1MAAAAAAAAAUoVcQAAAAAAC1oZGxyAAAAAAAAAAB2aWRlAAAAAAAAAAAAAAAAVmlkZW9IYW5kbGVyAAAAAVJtaW5mAAAAFHZtaGQAAAABAAAAAAAAAAAAAAAlZGluZgAAAB1kcmVmAAAAAAAAAAEAAAANdXJsIAAAAAEAAAABEXN0YmwAAAAQc3RzYwAAAAAAAAAAAAAAEHN0dHMAAAAAAAAAAAAAABRzdHN6AAAAAAAAAAAAAAAAAAAAEHN0Y28AAAAAAAAAAAAAAMVzdHNkAAAAAAAAAAEAAAC1YXZjMQAAAAAAAAABAAAAAQAAAAAAAAAAAAAAAABgAEAASAAAAEgAAAAAAAAAAQtBVkMxIENvZGluZwAAAAAAAAAAAAAAAAAAAAAAAAAAABj//wAAABBwYXNwAAAAAQAAAAEAAAAUYnRydAAAAAAAAAAAAAAAAAAAAChhdmNDAULACv/hABFnQsAKjI1DEk3AQ0BB4RCNQAEABGjOPIAAAAATY29scm5jbHgAAQANAAGAAAAAKG12ZXgAAAAgdHJleAAAAAAAAAABAAAAAQAAAAAAAAAAAAAAAAAAANBtb29mAAAAEG1maGQAAAAAAAAAAQAAALh0cmFmAAAAFHRmaGQAAgAgAAAAAQEBAAAAAAAUdGZkdAEAAAAAAAAAAAAAAAAAAIh0cnVuAQADBQAAAA4AAADYAgAAAAAACmUAAAGDAAALhgAAABMAAAu9AAAAFgAAC7cAAAAbAAALygAAACoAAAuoAAAAlQAAC7UAAAATAAAMCgAAABYAAAtqAAAAFQAAC7EAAAAmAAALuQAAAGAAAAu4AAAA6wAAC7YAAAATAAAD5wAAABQAAARkbWRhdAAAAX9luAAEAAAEP//+CKKAD44ABaOAAXk5OTk5P/jKHwhwC9D6cC8QYIvAZ4kVS9Hn/CBDOEhEG40AV3mKB4BGLQLVg4Ji/YEiNm/qHzp8N8O3C9ONJkIJeYJKG07sPPgloavej4tKfaeuuv6fHUODDIX+0jNgZpIwHepbhBD2cEIKCtwqYLN4YA40Y5PKMbN+CMr2f93/hvMv1AQV6igbp8muKD8NgoJG1lTOHr9+xpj70rT111zd//+kUHMBxCFUmeAGZuaa1e+/NDlh0XdScHzfWQ4Ag07IC5NEp8mKCuj53yCi5ZRtfz4Qjp/1fMi7D437qb3Dr2kE+kr0NLzOfenH11Xvb6r6/2jaczV8t+kcfRiWzcYXHHHrDaWaA+Iy8Hbu6+oQAArmFAGnTAuLp79h7hq4t1N48iM6ZVAAJz1guwykFiSiN6Sl1f4YFzMjWr03vHHq/nf6oJi7CQvEB+Rfw3B/dPkYP3kQBxAooEm7oXh6/6hN2/N9YQs35srT4AAAAA9h4ABAAL5AQ54IfBDl8ZAAAAASYeAAgAE+QK54IfBDWCX/RMIuAAAAF2HgAMABvkG5xer8EMXHxi/WvBDkPJGQAAAAJmHgAQACPkLiIIZOETCuCwN2CGXBL8DaPtDASHkrvw1mTPrEeI54AAAAkWHgAUACvkPiIIYcjJImgSrQFCdh/2vGxBcEMGHMwEeEOjhD6HUNw6H2DwEGoZ5zivCJ3Gl4oiGo8OWcJ3H6D+FqqqqQ1LQue/naTh/xhiXt0I6PJwQQRZvbd8P2BAj0PmMFAn9AaG/XxUB4h/Q2nT6c10OfD+OsIZDkTHhgUi/NLct7PjZB/uiguukt8mXQ53wAAAAPYeABgAM+QI4iCHwQ5fFwAAAAEmHgAcADvkG4gQnwQ+CHIeSLgAAAABFh4AIABD5HiBC8EPghyHki4AAAACJh4AJABL5BeJghmh6C+fwQ5fNBBECA9mb2AjhCGZaBobyQAAAAXGHgAoAFPkCf63+t/rf63+t/re4IZ68NWL8EMK8JeH72B4yGrijwOqsEJ7MCJ361YlZrx/2ncXiO+ciyN8fvz4StY/8F/jwADHRX/XCVxvsGDfngsyccawLwQYiAAAAA52HgAsAFvkDeJEJ8EML+HkCXNVHiUtDBgOCsECB8+/r68sdA00235DyfBhQFAQfsDs97jWnynpjY/HAg/8ENeJLSRbrvn64JCQQHwB/eKmY+NhqLBkJ4AHtJVCHeB4CnvAel1newrsH/CDfev35Of7kBW/v36Zj78I2xrovMUcG4Qw/CC8NdEFwVnDcLBBGwN10BfNMBfV9qtyIsRv4H1D6nDBjhJ10CfojMIle8AAQJxV2H/D3fKs8ED5QrrQjBh3togHd4rrAjfjvb4Wrw0H1CASdvqsB67/70Geuu98tMwO6GvlzvgAAAAA9h4AMABj5HioIfBDkPxUAAAAAQYeADQAa+QfioIfBDkPJFQAAAAExtZnJhAAAANHRmcmEBAAAAAAAAAQAAAD8AAAABAAAAAAAAAAAAAAAAAAAC7wAAAAEAAAABAAAAAQAAABBtZnJvAAAAAAAAAEw=';

const encoder = new TextEncoder();

/** A one-page PDF 1.4 with a heading and a few lines of text, with a correct xref table. */
function samplePdf(title = 'Curriculum vitae', lines: string[] = SAMPLE_CV_LINES): Uint8Array {
  const escape = (text: string) =>
    text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');
  const content = [
    'BT',
    '/F1 22 Tf',
    '72 760 Td',
    `(${escape(title)}) Tj`,
    '/F1 12 Tf',
    '0 -32 Td',
    ...lines.flatMap((line) => [`(${escape(line)}) Tj`, '0 -18 Td']),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return encoder.encode(body);
}

const SAMPLE_CV_LINES = [
  'Alva Lindqvist - demo@example.com - +46 70 123 45 67',
  '',
  'Experience',
  '2019-now   Backend developer, Nordvik Logistics, Goteborg',
  '2016-2019  Web developer, Solkatt Media, Stockholm',
  '',
  'Education',
  '2013-2016  BSc Computer Science, Lund University',
  '',
  'Languages: Swedish, English, some Norwegian',
];

// --- PNG: an uncompressed (stored) deflate stream, so no compressor is needed -----------------

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

const u32 = (value: number) =>
  new Uint8Array([(value >>> 24) & 255, (value >>> 16) & 255, (value >>> 8) & 255, value & 255]);

function chunk(type: string, data: Uint8Array): Uint8Array {
  const typeAndData = concatBytes([encoder.encode(type), data]);
  return concatBytes([u32(data.length), typeAndData, u32(crc32(typeAndData))]);
}

/** A 120×80 RGB picture: a sky gradient, a sun and a hill. */
function samplePng(width = 120, height = 80): Uint8Array {
  const raw = new Uint8Array((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x += 1) {
      const sun = (x - 90) ** 2 + (y - 20) ** 2 < 144;
      const hill = y > 55 + 10 * Math.sin(x / 18);
      const [r, g, b] = sun
        ? [250, 200, 60]
        : hill
          ? [60, 130 + (y % 7), 70]
          : [90 + y, 150 + y, 235];
      raw.set([r, g, b], row + 1 + x * 3);
    }
  }
  const blocks: Uint8Array[] = [new Uint8Array([0x78, 0x01])];
  for (let offset = 0; offset < raw.length; offset += 65535) {
    const block = raw.subarray(offset, Math.min(offset + 65535, raw.length));
    const last = offset + 65535 >= raw.length ? 1 : 0;
    blocks.push(
      new Uint8Array([
        last,
        block.length & 255,
        block.length >>> 8,
        ~block.length & 255,
        (~block.length >>> 8) & 255,
      ]),
      block,
    );
  }
  blocks.push(u32(adler32(raw)));
  const header = concatBytes([u32(width), u32(height), new Uint8Array([8, 2, 0, 0, 0])]);
  return concatBytes([
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', concatBytes(blocks)),
    chunk('IEND', new Uint8Array()),
  ]);
}

function sampleVideo(): Uint8Array {
  return Uint8Array.from(atob(VIDEO_MP4_BASE64), (char) => char.charCodeAt(0));
}

let cache: Record<'pdf' | 'png' | 'video', Uint8Array> | null = null;

export function sampleBytes(name: 'pdf' | 'png' | 'video'): Uint8Array {
  cache ??= { pdf: samplePdf(), png: samplePng(), video: sampleVideo() };
  return cache[name];
}
