import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, test } from 'vitest';
import { useFocusHeadingOnNavigation } from './focus-on-navigation';

function Layout() {
  useFocusHeadingOnNavigation();
  return (
    <main id="main" tabIndex={-1}>
      <Outlet />
    </main>
  );
}

/** Ends the page's loading: the test says when. */
let finishLoading = () => {};

/**
 * A page that first shows a heading of its own while its data loads, then the loaded page's
 * heading: another element, as a loading state's is.
 */
function LoadingThenLoaded() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    finishLoading = () => setLoaded(true);
  }, []);
  return loaded ? (
    <article>
      <h1>Loaded page</h1>
      <button type="button">Elsewhere</button>
    </article>
  ) : (
    <section>
      <h1>Loading</h1>
      <button type="button">Elsewhere</button>
    </section>
  );
}

function renderPages() {
  const user = userEvent.setup();
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { index: true, element: <Link to="/page">Open the page</Link> },
          { path: 'page', element: <LoadingThenLoaded /> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return { user };
}

describe('the focus after a navigation', () => {
  test('goes on from a loading heading to the loaded page’s, never to the page’s body', async () => {
    const { user } = renderPages();
    await user.click(screen.getByRole('link', { name: 'Open the page' }));
    expect(screen.getByRole('heading', { name: 'Loading' })).toHaveFocus();
    await act(async () => finishLoading());
    expect(screen.getByRole('heading', { name: 'Loaded page' })).toHaveFocus();
  });

  test('stays where the person put it while the page loads', async () => {
    const { user } = renderPages();
    await user.click(screen.getByRole('link', { name: 'Open the page' }));
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await act(async () => finishLoading());
    expect(screen.getByRole('heading', { name: 'Loaded page' })).not.toHaveFocus();
  });
});
