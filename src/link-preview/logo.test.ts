import { delay, http, HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { server } from '@/mocks/node';
import { fetchLogo, logoAddress, MAX_LOGO_BYTES } from './logo';
import { COLOUR_TYPE, encodePng } from './png';

const API = 'https://api.example.com';
const CDN = 'https://cdn.example.com';

/** A 4 × 2 logo of one colour, as a company would host it. */
const logoFile = () =>
  encodePng(
    4,
    2,
    new Uint8Array(8 * 4).map((_, index) => [200, 30, 40, 255][index % 4]!),
    {
      colourType: COLOUR_TYPE.rgba,
      bitDepth: 8,
    },
  );

const png = async () =>
  new HttpResponse(await logoFile(), { headers: { 'Content-Type': 'image/png' } });

describe('logoAddress: where the edge may fetch a logo', () => {
  test('on the main API’s own origin, whatever it is, a relative address too', () => {
    expect(logoAddress('/companies/nordvik/logo', API)?.href).toBe(`${API}/companies/nordvik/logo`);
    expect(
      logoAddress('http://127.0.0.1:8787/companies/a/logo', 'http://127.0.0.1:8787/')?.href,
    ).toBe('http://127.0.0.1:8787/companies/a/logo');
  });

  test('elsewhere, https on a public host name only', () => {
    expect(logoAddress(`${CDN}/nordvik.png`, API)?.href).toBe(`${CDN}/nordvik.png`);
    for (const address of [
      'http://cdn.example.com/nordvik.png',
      'https://127.0.0.1/logo.png',
      'https://2130706433/logo.png',
      'https://0x7f.1/logo.png',
      'https://10.0.0.5/logo.png',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/logo.png',
      'https://[fd00::1]/logo.png',
      'https://localhost/logo.png',
      'https://api.localhost/logo.png',
      'https://intranet/logo.png',
      'https://logos.internal/logo.png',
      'https://printer.local/logo.png',
      'http://127.0.0.1:8787/companies/a/logo',
      'javascript:alert(1)',
      'data:image/png;base64,iVBORw0KGgo=',
      'file:///etc/passwd',
      '//127.0.0.1/logo.png',
      '',
      null,
    ])
      expect(logoAddress(address, API), String(address)).toBeNull();
  });

  test('an address it refuses is never fetched', async () => {
    const fetching = vi.spyOn(globalThis, 'fetch');
    expect(await fetchLogo('https://127.0.0.1/logo.png', API)).toBeNull();
    expect(await fetchLogo('/logo.png', 'not an address')).toBeNull();
    expect(await fetchLogo('data:image/png;base64,iVBORw0KGgo=', 'data:text/plain,')).toBeNull();
    expect(fetching).not.toHaveBeenCalled();
  });
});

describe('fetchLogo', () => {
  test('a PNG logo arrives as its picture', async () => {
    server.use(http.get(`${CDN}/nordvik.png`, png));
    const picture = await fetchLogo(`${CDN}/nordvik.png`, API);
    expect(picture && [picture.width, picture.height, ...picture.rgba.subarray(0, 4)]).toEqual([
      4, 2, 200, 30, 40, 255,
    ]);
  });

  test('any logo it cannot draw is null, for the initial: missing, SVG, mislabelled, damaged, redirected, unreachable', async () => {
    const file = await logoFile();
    server.use(
      http.get(`${CDN}/missing.png`, () => new HttpResponse(null, { status: 404 })),
      http.get(`${CDN}/logo.svg`, () =>
        HttpResponse.text('<svg xmlns="http://www.w3.org/2000/svg"/>', {
          headers: { 'Content-Type': 'image/svg+xml' },
        }),
      ),
      http.get(`${CDN}/mislabelled.png`, () =>
        HttpResponse.text('<svg xmlns="http://www.w3.org/2000/svg"/>', {
          headers: { 'Content-Type': 'image/png' },
        }),
      ),
      http.get(
        `${CDN}/page.png`,
        () => new HttpResponse(file, { headers: { 'Content-Type': 'text/html' } }),
      ),
      http.get(
        `${CDN}/damaged.png`,
        () => new HttpResponse(file.slice(0, 40), { headers: { 'Content-Type': 'image/png' } }),
      ),
      http.get(
        `${CDN}/moved.png`,
        () => new HttpResponse(null, { status: 302, headers: { Location: `${CDN}/nordvik.png` } }),
      ),
      http.get(`${CDN}/nordvik.png`, png),
      http.get(`${CDN}/down.png`, () => HttpResponse.error()),
    );
    for (const name of [
      'missing.png',
      'logo.svg',
      'mislabelled.png',
      'page.png',
      'damaged.png',
      'moved.png',
      'down.png',
    ])
      expect(await fetchLogo(`${CDN}/${name}`, API), name).toBeNull();
  });

  test('a logo larger than the cap is not read to its end, whether or not it says its length', async () => {
    const large = new Uint8Array(MAX_LOGO_BYTES + 1);
    large.set(await logoFile());
    let chunksSent = 0;
    server.use(
      http.get(
        `${CDN}/declared.png`,
        () =>
          new HttpResponse(large, {
            headers: { 'Content-Type': 'image/png', 'Content-Length': String(large.length) },
          }),
      ),
      http.get(
        `${CDN}/streamed.png`,
        () =>
          new HttpResponse(
            new ReadableStream<Uint8Array>({
              pull(controller) {
                chunksSent += 1;
                // Endless: only a reader that stops at the cap ever returns.
                controller.enqueue(new Uint8Array(64 * 1024));
              },
            }),
            { headers: { 'Content-Type': 'image/png' } },
          ),
      ),
    );
    expect(await fetchLogo(`${CDN}/declared.png`, API)).toBeNull();
    expect(await fetchLogo(`${CDN}/streamed.png`, API)).toBeNull();
    expect(chunksSent).toBeLessThan(32);
  });

  test('a logo host that does not answer in time gives null, and does not hold the picture long', async () => {
    server.use(
      http.get(`${CDN}/slow.png`, async () => {
        await delay(10_000);
        return png();
      }),
    );
    const started = Date.now();
    expect(await fetchLogo(`${CDN}/slow.png`, API)).toBeNull();
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
