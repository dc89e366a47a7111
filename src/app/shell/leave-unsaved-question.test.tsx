import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, expect, test, vi } from 'vitest';
import { ModalStackProvider } from '@/components/modal/modal-stack';
import { ToastProvider } from '@/components/toast/toast';
import { useUnsavedChanges } from '@/lib/unsaved-changes';
import { LeaveUnsavedQuestion } from './leave-unsaved-question';

// The dialog's code cannot be fetched: offline, or a deploy removed the chunk.
vi.mock('@/components/modal/modal-dialog', () => ({
  get ModalDialog() {
    throw new TypeError('Failed to fetch dynamically imported module: /assets/modal-dialog.js');
  },
}));

afterEach(() => {
  vi.unstubAllGlobals();
});

function TypedForm() {
  useUnsavedChanges(() => true);
  return <h1>Typed</h1>;
}

function openPageWithUnsavedInput() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <ModalStackProvider>
            <ToastProvider>
              <LeaveUnsavedQuestion />
              <Outlet />
            </ToastProvider>
          </ModalStackProvider>
        ),
        children: [
          { path: '/', element: <TypedForm /> },
          { path: '/elsewhere', element: <h1>Elsewhere</h1> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

test("without the dialog's code the browser asks instead, and the move is never held for good", async () => {
  // React reports the error its boundary caught through console.error: the expected path here.
  vi.mocked(console.error).mockImplementation(() => {});
  const confirm = vi.fn(() => false);
  vi.stubGlobal('confirm', confirm);
  const router = openPageWithUnsavedInput();

  await act(() => router.navigate('/elsewhere'));
  await vi.waitFor(() =>
    expect(confirm).toHaveBeenCalledWith(
      'You have changes that are not saved. Leave without saving them?',
    ),
  );
  expect(router.state.location.pathname).toBe('/');
  expect(screen.getByRole('heading', { name: 'Typed' })).toBeInTheDocument();

  confirm.mockReturnValue(true);
  await act(() => router.navigate('/elsewhere'));
  expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
  expect(confirm).toHaveBeenCalledTimes(2);
});
