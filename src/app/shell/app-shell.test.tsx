import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, Link, RouterProvider, type RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { CONSENT_COOKIE, syncConsentFromCookie } from '@/features/consent/consent-store';
import { analytics } from '@/lib/analytics';
import { resetBuildCheckForTests } from '@/lib/build-check';
import { server } from '@/mocks/node';
import { DefaultLayout } from '../layouts/default-layout';
import { AppShell } from './app-shell';
import { ErrorPage } from './error-page';
import { resetTrackerForTests } from './use-shell-effects';

function Home() {
  return (
    <>
      <h1>Home</h1>
      <Link to="/slow">Slow page</Link> <Link to="/quiet">Quiet page</Link>{' '}
      <Link to="/broken">Broken page</Link>
    </>
  );
}

function shellRoutes(brokenChunk: () => Promise<never>): RouteObject[] {
  return [
    {
      element: <AppShell />,
      errorElement: <ErrorPage />,
      children: [
        {
          element: <DefaultLayout />,
          children: [
            { index: true, handle: { title: 'titles.home' }, element: <Home /> },
            {
              path: 'slow',
              handle: { title: 'titles.subscription' },
              loader: () => new Promise((resolve) => window.setTimeout(() => resolve(null), 600)),
              element: <h1>Slow</h1>,
            },
            {
              path: 'quiet',
              handle: { title: 'titles.settings', analyticsIgnore: true },
              element: <h1>Quiet</h1>,
            },
            { path: 'broken', handle: { title: 'titles.job' }, lazy: brokenChunk },
          ],
        },
      ],
    },
  ];
}

function renderShell(
  brokenChunk: () => Promise<never> = () => Promise.reject(new Error('unused')),
  fakeTimers = false,
) {
  const user = userEvent.setup(fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {});
  const router = createMemoryRouter(shellRoutes(brokenChunk), { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
  return { user, router };
}

beforeEach(() => {
  resetBuildCheckForTests();
  resetTrackerForTests();
  syncConsentFromCookie();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the navigation indicator (200 ms delay)', () => {
  test('a slow navigation shows the progress bar and marks main busy only after 200 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderShell(undefined, true);
    await user.click(await screen.findByRole('link', { name: 'Slow page' }));
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).not.toHaveAttribute('aria-busy');
    await act(() => vi.advanceTimersByTimeAsync(60));
    expect(screen.getByRole('progressbar', { name: 'Loading the page' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(await screen.findByRole('heading', { name: 'Slow' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).not.toHaveAttribute('aria-busy');
  });
});

describe('consent-gated analytics in the shell', () => {
  test('nothing of the tracker runs before consent; then page views follow the path with the translated route title, and consent is withdrawn without a reload', async () => {
    const pageView = vi.spyOn(analytics, 'pageView');
    const grant = vi.spyOn(analytics, 'grantConsent');
    const withdraw = vi.spyOn(analytics, 'withdrawConsent');
    const { user, router } = renderShell();
    await user.click(await screen.findByRole('link', { name: 'Quiet page' }));
    await screen.findByRole('heading', { name: 'Quiet' });
    expect(pageView).not.toHaveBeenCalled();
    expect(grant).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Accept' }));
    // The current page is handed over first, so the first view reported is this one.
    await waitFor(() => expect(grant).toHaveBeenCalledTimes(1));
    const viewed = () =>
      pageView.mock.calls.map(([view]) => [new URL(view.url).pathname, view.title, view.ignore]);
    expect(viewed()).toEqual([['/quiet', 'Settings', true]]);
    expect(pageView.mock.invocationCallOrder[0]).toBeLessThan(grant.mock.invocationCallOrder[0]!);

    await act(() => router.navigate('/'));
    await screen.findByRole('heading', { name: 'Home' });
    await waitFor(() => expect(viewed().at(-1)).toEqual(['/', 'Open jobs', false]));

    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    await user.click(screen.getByRole('switch', { name: 'Statistics' }));
    await user.click(screen.getByRole('button', { name: 'Accept selected' }));
    await waitFor(() => expect(withdraw).toHaveBeenCalledTimes(1));
    expect(grant).toHaveBeenCalledTimes(1);
  });

  test('a stored consent to statistics is applied at start-up, after the first page view is known', async () => {
    document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent('{"handled":true,"statistics":true,"marketing":false}')}; Path=/`;
    syncConsentFromCookie();
    const order: string[] = [];
    vi.spyOn(analytics, 'pageView').mockImplementation((view) =>
      order.push(`pageView ${new URL(view.url).pathname}`),
    );
    vi.spyOn(analytics, 'grantConsent').mockImplementation(() => order.push('grant'));
    renderShell();
    await screen.findByRole('heading', { name: 'Home' });
    await waitFor(() => expect(order).toContain('grant'));
    expect(order).toEqual(['pageView /', 'grant']);
    expect(screen.queryByRole('region', { name: /cookie/i })).not.toBeInTheDocument();
  });
});

describe('a lazy route that cannot be loaded', () => {
  const chunkGone = () =>
    Promise.reject(
      new TypeError(
        'Failed to fetch dynamically imported module: http://localhost/assets/job-1a2b.js',
      ),
    );

  test("with no newer build deployed it ends on the 'try again' page, never a blank page", async () => {
    let checks = 0;
    server.use(
      http.get('*/builds/latest.json', () => {
        checks += 1;
        return HttpResponse.json({ buildId: 'dev' });
      }),
    );
    const { user } = renderShell(chunkGone);
    await user.click(await screen.findByRole('link', { name: 'Broken page' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(checks).toBe(1);
  });

  test('a chunk answered with index.html (a syntax error) ends there too', async () => {
    server.use(http.get('*/builds/latest.json', () => new HttpResponse(null, { status: 404 })));
    const { user } = renderShell(() => Promise.reject(new SyntaxError("Unexpected token '<'")));
    await user.click(await screen.findByRole('link', { name: 'Broken page' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops!' })).toBeInTheDocument();
  });
});
