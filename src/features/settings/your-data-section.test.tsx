import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { server } from '@/mocks/node';
import { mainError, renderSettings, testProfile } from './test-fixtures';
import { exportFileName } from './your-data-section';

async function openYourData() {
  const view = renderSettings();
  const section = within(
    await screen.findByRole('region', { name: 'Your data' }, { timeout: 5000 }),
  );
  return { ...view, section };
}

/** jsdom neither makes object URLs nor downloads: catch what the page hands to the browser. */
function captureDownloads() {
  const downloads: Array<{ name: string; blob: Blob }> = [];
  const blobs = new Map<string, Blob>();
  let next = 0;
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${(next += 1)}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  return downloads;
}

const jsdomUrl = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
afterEach(() => Object.assign(URL, jsdomUrl));

describe('your data (retention, right of access)', () => {
  test('shows when the data expires and keeps the profile visible on request', async () => {
    let calls = 0;
    const extended = testProfile({ dataExpiresAt: '2027-06-01T12:00:00.000Z' });
    server.use(
      http.post('/profile/stay-visible', () => {
        calls += 1;
        return HttpResponse.json(extended);
      }),
    );
    const { user, section } = await openYourData();
    // The page reads the profile again after the change.
    server.use(http.get('/profile', () => HttpResponse.json(extended)));
    expect(section.getByText(/at most 24 months/)).toBeInTheDocument();
    expect(
      section.getByText(
        'Your data will be deleted on January 10, 2026 unless you choose to stay visible.',
      ),
    ).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Keep my profile visible' }));
    expect(
      await screen.findByText('Your profile stays visible until June 1, 2027'),
    ).toBeInTheDocument();
    expect(
      await section.findByText(
        'Your data will be deleted on June 1, 2027 unless you choose to stay visible.',
      ),
    ).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  test('downloads the zip the API builds, named after the day', async () => {
    const zip = Uint8Array.from([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]);
    server.use(
      http.get(
        '/profile/export',
        () => new HttpResponse(zip, { headers: { 'Content-Type': 'application/zip' } }),
      ),
    );
    const downloads = captureDownloads();
    const { user, section } = await openYourData();
    await user.click(section.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Your data has been downloaded')).toBeInTheDocument();
    expect(downloads).toHaveLength(1);
    expect(downloads[0]!.name).toBe(exportFileName());
    expect(downloads[0]!.name).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
    expect(downloads[0]!.blob.type).toBe('application/zip');
    expect(await downloads[0]!.blob.text()).toBe(new TextDecoder().decode(zip));
  });

  test('while the file is prepared the button keeps the focus, and a second press does nothing', async () => {
    let requests = 0;
    let answer = () => {};
    server.use(
      http.get('/profile/export', async () => {
        requests += 1;
        await new Promise<void>((resolve) => (answer = resolve));
        return new HttpResponse(new Uint8Array(22), {
          headers: { 'Content-Type': 'application/zip' },
        });
      }),
    );
    captureDownloads();
    const { user, section } = await openYourData();
    await user.click(section.getByRole('button', { name: 'Download my data' }));
    const busy = await section.findByRole('button', { name: 'Preparing the file…' });
    expect(busy).toHaveFocus();
    expect(busy).toBeEnabled();
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy);
    answer();
    expect(await screen.findByText('Your data has been downloaded')).toBeInTheDocument();
    const download = section.getByRole('button', { name: 'Download my data' });
    expect(download).toHaveFocus();
    expect(download).not.toHaveAttribute('aria-disabled');
    expect(requests).toBe(1);
  });

  test('a failed export says so and downloads nothing', async () => {
    server.use(http.get('/profile/export', () => mainError(500, 'Export failed')));
    const downloads = captureDownloads();
    const { user, section } = await openYourData();
    await user.click(section.getByRole('button', { name: 'Download my data' }));
    expect(
      await screen.findByText(
        'Something went wrong, please try again later Message from the service: Export failed',
      ),
    ).toBeInTheDocument();
    expect(downloads).toHaveLength(0);
  });

  test('the file name uses the local date', () => {
    expect(exportFileName(new Date(2025, 0, 5, 23, 30))).toBe('my-data-2025-01-05.zip');
  });
});
