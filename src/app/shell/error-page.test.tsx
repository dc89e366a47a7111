import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, data, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { ErrorPage } from './error-page';

afterEach(() => vi.restoreAllMocks());

function Boom(): never {
  throw new Error('kaboom');
}

describe('the generic error page', () => {
  test("a thrown error shows 'Oops!', the errorDisplayPage text and a logo link home", async () => {
    // React reports the caught error through console.error; that is the expected path here.
    vi.mocked(console.error).mockImplementation(() => {});
    const router = createMemoryRouter([
      { path: '/', element: <Boom />, errorElement: <ErrorPage /> },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops!' })).toBeInTheDocument();
    expect(
      screen.getByText('This page could not be loaded. Try reloading it.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jobs portal – to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  test('names itself in the tab: the shell that names the other pages is what failed', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    document.title = 'Open jobs – Jobs portal';
    const router = createMemoryRouter([
      { path: '/', element: <Boom />, errorElement: <ErrorPage /> },
    ]);
    render(<RouterProvider router={router} />);
    await screen.findByRole('heading', { level: 1, name: 'Oops!' });
    await waitFor(() => expect(document.title).toBe('Error – Jobs portal'));
  });

  test('a 404 from a loader is the not-found page, named so in the tab', async () => {
    document.title = 'Open jobs – Jobs portal';
    const router = createMemoryRouter([
      {
        path: '/',
        loader: () => {
          throw data(null, { status: 404 });
        },
        element: null,
        errorElement: <ErrorPage />,
      },
    ]);
    render(<RouterProvider router={router} />);
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    await waitFor(() => expect(document.title).toBe('Page not found – Jobs portal'));
  });

  test.each([
    ['a call that got no answer', () => new ApiError('network', 'Network Error')],
    [
      "a page's code that could not be fetched offline",
      () => {
        vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
        return new TypeError('Failed to fetch dynamically imported module: /assets/job.js');
      },
    ],
  ])('%s: the page says the connection is the cause', async (_, failure) => {
    vi.mocked(console.error).mockImplementation(() => {});
    const error = failure();
    const router = createMemoryRouter([
      {
        path: '/',
        loader: () => {
          throw error;
        },
        element: null,
        errorElement: <ErrorPage />,
      },
    ]);
    render(<RouterProvider router={router} />);
    await screen.findByRole('heading', { level: 1, name: 'Oops!' });
    expect(
      screen.getByText('No connection. Check your network and try again.'),
    ).toBeInTheDocument();
  });

  test('another failure does not blame the connection', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    const router = createMemoryRouter([
      { path: '/', element: <Boom />, errorElement: <ErrorPage /> },
    ]);
    render(<RouterProvider router={router} />);
    await screen.findByRole('heading', { level: 1, name: 'Oops!' });
    expect(screen.queryByText(/No connection/)).not.toBeInTheDocument();
  });
});
