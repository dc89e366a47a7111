import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, test, vi } from 'vitest';
import { server } from '@/mocks/node';
import { CookieBannerSlot } from './cookie-banner-slot';

// The banner's code cannot be fetched: offline, or a deploy removed the chunk.
vi.mock('./cookie-banner', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/cookie-banner.js');
});

test('a banner whose code cannot be fetched leaves the page as it is and asks for a new build', async () => {
  let buildChecks = 0;
  server.use(
    http.get('*/builds/latest.json', () => {
      buildChecks += 1;
      return HttpResponse.json({ buildId: 'build-next' });
    }),
  );
  render(
    <main>
      <h1>Open jobs</h1>
      <CookieBannerSlot />
    </main>,
  );
  await waitFor(() => expect(buildChecks).toBe(1));
  expect(screen.getByRole('heading', { name: 'Open jobs' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: /cookie/i })).not.toBeInTheDocument();
});
