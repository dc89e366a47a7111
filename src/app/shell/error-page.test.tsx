import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, test, vi } from 'vitest';
import { ErrorPage } from './error-page';

function Boom(): never {
  throw new Error('kaboom');
}

describe('the generic error page (spec §2)', () => {
  test("a thrown error shows 'Oops!', the errorDisplayPage text and a logo link home", async () => {
    // React reports the caught error through console.error; that is the expected path here.
    vi.mocked(console.error).mockImplementation(() => {});
    const router = createMemoryRouter([
      { path: '/', element: <Boom />, errorElement: <ErrorPage /> },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops!' })).toBeInTheDocument();
    expect(
      screen.getByText('Something happened preventing this page from loading. Try refreshing'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jobs portal – to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  });
});
