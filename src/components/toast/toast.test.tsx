import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ToastProvider, useToast } from './toast';

function Trigger() {
  const { showToast } = useToast();
  return (
    <>
      <button type="button" onClick={() => showToast('Your changes were saved')}>
        Save
      </button>
      <button type="button" onClick={() => showToast('Upload failed', 'error')}>
        Upload
      </button>
    </>
  );
}

const renderWithToasts = () =>
  render(
    <ToastProvider>
      <Trigger />
    </ToastProvider>,
  );

afterEach(() => {
  vi.useRealTimers();
});

describe('toasts', () => {
  test('a confirmation is added to a polite live region that existed before it', async () => {
    const user = userEvent.setup();
    const { container } = renderWithToasts();
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access -- a bare live region has no role: it is found by its aria-live
    const polite = container.querySelector('[aria-live="polite"]');
    expect(polite).toBeEmptyDOMElement();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Your changes were saved');
    expect(polite).toContainElement(toast);
  });

  test('an error is an alert in the assertive region and can be dismissed', async () => {
    const user = userEvent.setup();
    const { container } = renderWithToasts();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Upload failed');
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access -- as for the polite region
    expect(container.querySelector('[aria-live="assertive"]')).toContainElement(alert);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('a toast goes away by itself after six seconds', () => {
    vi.useFakeTimers();
    renderWithToasts();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    act(() => vi.advanceTimersByTime(5_999));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
