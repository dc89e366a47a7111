import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import {
  createBrowserRouter,
  Outlet,
  RouterProvider,
  useNavigate,
  useSearchParams,
} from 'react-router-dom';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { ToastProvider } from '@/components/toast/toast';
import { Modal } from './modal';
import { createModalHistory } from './modal-history';
import { ModalStackProvider } from './modal-stack';

const COLOURS = ['Red', 'Blue'];

/** A list whose filters open in a dialog, each tick replacing the dialog's entry as a sheet's do. */
function ListPage() {
  const [open, setOpen] = useState(false);
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const chosen = params.getAll('colour');
  const toggle = (colour: string, on: boolean) => {
    const next = new URLSearchParams(params);
    next.delete('colour');
    COLOURS.filter((each) => (each === colour ? on : chosen.includes(each))).forEach((each) =>
      next.append('colour', each),
    );
    setParams(next, { replace: true });
  };
  return (
    <>
      <h1>Chosen: {chosen.join(', ') || 'none'}</h1>
      <button type="button" onClick={() => setOpen(true)}>
        Filters
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Filters">
        {COLOURS.map((colour) => (
          <label key={colour}>
            <input
              type="checkbox"
              checked={chosen.includes(colour)}
              onChange={(event) => toggle(colour, event.target.checked)}
            />
            {colour}
          </label>
        ))}
        <button type="button" onClick={() => setOpen(false)}>
          Show the list
        </button>
        <button type="button" onClick={() => void navigate('/elsewhere', { replace: true })}>
          Leave for good
        </button>
      </Modal>
    </>
  );
}

function renderList() {
  // The page before the list, for Back to go to once the dialog is closed.
  window.history.pushState(null, '', '/before');
  const router = createBrowserRouter([
    {
      element: (
        <ModalStackProvider>
          <ToastProvider>
            <Outlet />
          </ToastProvider>
        </ModalStackProvider>
      ),
      children: [
        { path: '/before', element: <h1>The page before</h1> },
        { path: '/list', element: <ListPage /> },
        { path: '/elsewhere', element: <h1>Elsewhere</h1> },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
  act(() => void router.navigate('/list'));
  return { user: userEvent.setup(), router };
}

async function tickBoth(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Filters' }));
  await user.click(await screen.findByRole('checkbox', { name: 'Red' }));
  await user.click(screen.getByRole('checkbox', { name: 'Blue' }));
  await screen.findByRole('heading', { name: 'Chosen: Red, Blue' });
}

describe('a page the router replaces while a dialog is open', () => {
  beforeEach(() => {
    // A fresh entry of no dialog: dialogs of earlier tests may have been left open.
    window.history.pushState(null, '');
  });

  test('Back closes the dialog and keeps the page; the next Back goes where it went before', async () => {
    const { user, router } = renderList();
    await tickBoth(user);
    act(() => window.history.back());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.location.search).toBe('?colour=Red&colour=Blue');
    expect(router.state.location.search).toBe('?colour=Red&colour=Blue');
    expect(screen.getByRole('heading', { name: 'Chosen: Red, Blue' })).toBeInTheDocument();
    act(() => window.history.back());
    expect(await screen.findByRole('heading', { name: 'The page before' })).toBeInTheDocument();
  });

  test('closed by a choice after the changes, the changes are one step: Back shows the list before them, then the page before', async () => {
    const { user } = renderList();
    await tickBoth(user);
    await user.click(screen.getByRole('button', { name: 'Show the list' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => window.history.back());
    expect(await screen.findByRole('heading', { name: 'Chosen: none' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => window.history.forward());
    expect(await screen.findByRole('heading', { name: 'Chosen: Red, Blue' })).toBeInTheDocument();
    act(() => window.history.back());
    await screen.findByRole('heading', { name: 'Chosen: none' });
    act(() => window.history.back());
    expect(await screen.findByRole('heading', { name: 'The page before' })).toBeInTheDocument();
  });

  test('a replace that takes the page away closes the dialog, and Back then is the router’s', async () => {
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Filters' }));
    await user.click(await screen.findByRole('button', { name: 'Leave for good' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
    act(() => window.history.back());
    expect(await screen.findByRole('heading', { name: 'Chosen: none' })).toBeInTheDocument();
  });
});

test('a listener added before the first dialog opens, as the router’s is, hears no Back that closes it', async () => {
  window.history.pushState(null, '');
  const routerHeard = vi.fn();
  window.addEventListener('popstate', routerHeard, { capture: true });
  const dialogs = createModalHistory();
  const requestClose = vi.fn(() => true);
  dialogs.opened('a-dialog', requestClose);
  act(() => window.history.back());
  await waitFor(() => expect(requestClose).toHaveBeenCalledTimes(1));
  expect(routerHeard).not.toHaveBeenCalled();
  dialogs.dispose();
  window.removeEventListener('popstate', routerHeard, { capture: true });
});
