import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, test, vi } from 'vitest';
import { MutationButton } from './mutation-button';

function renderButton(mutate: () => Promise<string>) {
  const onDone = vi.fn();
  const loader = vi.fn(() => null);
  const router = createMemoryRouter([
    {
      path: '/',
      loader,
      element: <MutationButton mutate={mutate} label="Renew codes" onDone={onDone} />,
    },
  ]);
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), onDone, loader };
}

describe('MutationButton', () => {
  test('makes its change once however often it is pressed, reads the page again, then is done', async () => {
    let finish: (result: string) => void = () => undefined;
    const mutate = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const { user, onDone, loader } = renderButton(mutate);
    const button = await screen.findByRole('button', { name: 'Renew codes' });
    await waitFor(() => expect(loader).toHaveBeenCalledTimes(1));

    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    await user.click(button);
    expect(mutate).toHaveBeenCalledTimes(1);

    finish('new codes');
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('new codes'));
    expect(loader).toHaveBeenCalledTimes(2);
    expect(button).toHaveAttribute('aria-disabled', 'false');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('a failure is said above the button, and nothing is done', async () => {
    const { user, onDone } = renderButton(() => Promise.reject(new Error('offline')));
    await user.click(await screen.findByRole('button', { name: 'Renew codes' }));
    expect(await screen.findByRole('alert')).not.toBeEmptyDOMElement();
    expect(onDone).not.toHaveBeenCalled();
  });
});
