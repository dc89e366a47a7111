import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { onAppEvent } from '@/lib/events';
import { Modal, type ModalProps } from './modal';
import { ToastProvider, useToast } from '@/components/toast/toast';
import { useUnsavedChanges } from '@/lib/unsaved-changes';
import { ModalStackProvider, useOpenGuard } from './modal-stack';

type Options = Partial<Omit<ModalProps, 'open' | 'onClose' | 'title' | 'children'>>;

function Opener({
  label,
  title,
  options = {},
  inner,
}: {
  label: string;
  title: string;
  options?: Options;
  inner?: React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {label}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={title} {...options}>
        <label>
          Name <input />
        </label>
        <button type="button">Save</button>
        {inner}
      </Modal>
    </>
  );
}

function Guarded({ allow }: { allow: boolean }) {
  useOpenGuard(() => allow);
  return null;
}

function renderModal(options: Options = {}, extra?: React.ReactNode, inFirst?: React.ReactNode) {
  const user = userEvent.setup();
  render(
    <ModalStackProvider>
      <ToastProvider>
        {extra}
        <button type="button">Before</button>
        <Opener
          label="Open first"
          title="First dialog"
          options={options}
          inner={
            <>
              <Opener label="Open second" title="Second dialog" />
              {inFirst}
            </>
          }
        />
      </ToastProvider>
    </ModalStackProvider>,
  );
  /** Opens a dialog and waits for it: its code is fetched on the first opening. */
  const open = async (label: string, title: string) => {
    await user.click(screen.getByRole('button', { name: label }));
    return screen.findByRole('dialog', { name: title });
  };
  return { user, open };
}

/** jsdom has no matchMedia; a phone-sized viewport is simulated by answering the phone query. */
function simulatePhoneViewport() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the modal stack', () => {
  test('opening moves focus into the dialog, which is labelled by its title', async () => {
    const { user } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Open first' }));
    // The dialog's code is fetched on the first opening.
    const dialog = await screen.findByRole('dialog', { name: 'First dialog' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  test('Tab and Shift+Tab stay inside the dialog', async () => {
    const { user } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Open first' }));
    const name = await screen.findByRole('textbox', { name: 'Name' });
    const close = screen.getByRole('button', { name: 'Close' });
    const last = screen.getByRole('button', { name: 'Open second' });
    expect(name).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.tab();
    expect(last).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
    await user.tab();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
  });

  test('Escape closes the dialog and focus returns to the button that opened it', async () => {
    const { user, open } = renderModal();
    const opener = screen.getByRole('button', { name: 'Open first' });
    await open('Open first', 'First dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  test('Escape does nothing when closeOnEscape is off', async () => {
    const { user, open } = renderModal({ closeOnEscape: false });
    await open('Open first', 'First dialog');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'First dialog' })).toBeInTheDocument();
  });

  test('a click outside closes the dialog, unless closeOnOutsideClick is off', async () => {
    const { user, open } = renderModal();
    await open('Open first', 'First dialog');
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('a click outside keeps the dialog open when closeOnOutsideClick is off', async () => {
    const { user, open } = renderModal({ closeOnOutsideClick: false });
    await open('Open first', 'First dialog');
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(screen.getByRole('dialog', { name: 'First dialog' })).toBeInTheDocument();
  });

  test('page scroll is locked while any dialog is open', async () => {
    const { user, open } = renderModal();
    expect(document.documentElement).not.toHaveClass('scroll-locked');
    await open('Open first', 'First dialog');
    expect(document.documentElement).toHaveClass('scroll-locked');
    await open('Open second', 'Second dialog');
    await user.keyboard('{Escape}');
    expect(document.documentElement).toHaveClass('scroll-locked');
    await user.keyboard('{Escape}');
    expect(document.documentElement).not.toHaveClass('scroll-locked');
  });

  test('stacked dialogs get z-index 1000 + 2 × index, and Escape closes only the top one', async () => {
    const { user, open } = renderModal();
    const first = await open('Open first', 'First dialog');
    const second = await open('Open second', 'Second dialog');
    // eslint-disable-next-line testing-library/no-node-access -- the layer that stacks a dialog (its parent) has no role
    expect(first.parentElement).toHaveStyle({ zIndex: '1000' });
    expect(first).toHaveStyle({ zIndex: '1001' });
    // eslint-disable-next-line testing-library/no-node-access -- as for the first layer
    expect(second.parentElement).toHaveStyle({ zIndex: '1002' });
    expect(second).toHaveStyle({ zIndex: '1003' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Second dialog' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'First dialog' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open second' })).toHaveFocus();
  });

  test('an open guard can veto opening; without the veto the same dialog opens', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const { rerender } = render(
      <ModalStackProvider>
        <ToastProvider>
          <Guarded allow={false} />
          <Modal open onClose={onClose} title="Vetoed dialog">
            <button type="button">Inside</button>
          </Modal>
        </ToastProvider>
      </ModalStackProvider>,
    );
    // The veto closes it as soon as its code is in, before it is ever shown.
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.documentElement).not.toHaveClass('scroll-locked');
    rerender(
      <ModalStackProvider>
        <ToastProvider>
          <Guarded allow />
          <Opener label="Open first" title="First dialog" />
        </ToastProvider>
      </ModalStackProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Open first' }));
    expect(await screen.findByRole('dialog', { name: 'First dialog' })).toBeInTheDocument();
  });
});

test('the close button can be asked for as the first focus', async () => {
  render(
    <ModalStackProvider>
      <ToastProvider>
        <Modal open onClose={() => {}} title="Preview" initialFocus="close-button">
          <a href="#download">Download</a>
        </Modal>
      </ToastProvider>
    </ModalStackProvider>,
  );
  await screen.findByRole('dialog', { name: 'Preview' });
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
});

describe('the bottom sheet on phone widths', () => {
  function dragHeader(distance: number, durationMs: number) {
    const dialog = screen.getByRole('dialog', { name: 'First dialog' });
    vi.spyOn(dialog, 'getBoundingClientRect').mockReturnValue({ height: 500 } as DOMRect);
    const header = screen.getByRole('heading', { name: 'First dialog' });
    fireEvent.pointerDown(header, { pointerId: 1, button: 0, clientY: 100 });
    fireEvent.pointerMove(header, { pointerId: 1, clientY: 100 + distance / 2 });
    act(() => vi.advanceTimersByTime(durationMs));
    fireEvent.pointerUp(header, { pointerId: 1, clientY: 100 + distance });
    return dialog;
  }

  async function openSheet() {
    simulatePhoneViewport();
    const events: string[] = [];
    const off = [
      onAppEvent('bottom-sheet-open', () => events.push('open')),
      onAppEvent('bottom-sheet-close', () => events.push('close')),
    ];
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { open } = renderModal();
    await open('Open first', 'First dialog');
    return { events, off: () => off.forEach((remove) => remove()) };
  }

  test('dragging the header down past 10% of the height closes it and emits bottom-sheet-open/close', async () => {
    const { events, off } = await openSheet();
    expect(screen.getByRole('dialog', { name: 'First dialog' })).toHaveClass('modal--sheet');
    dragHeader(55, 600);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(events).toEqual(['open', 'close']);
    off();
  });

  test('a slow drag of 9% springs back', async () => {
    const { off } = await openSheet();
    const dialog = dragHeader(45, 600);
    expect(dialog).toBeInTheDocument();
    expect(dialog.style.transform).toBe('');
    off();
  });

  test('a short quick flick closes it', async () => {
    const { off } = await openSheet();
    dragHeader(20, 150);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    off();
  });
});

/** Holds input the person has not saved, as a form in the dialog tells. */
function UnsavedInput({ discard }: { discard?: () => void }) {
  useUnsavedChanges(() => true, { discard });
  return null;
}

function NoticeButton() {
  const { showToast } = useToast();
  return (
    <button type="button" onClick={() => showToast('Your file was uploaded')}>
      Notify
    </button>
  );
}

const overlayOfEntry = () => (window.history.state as { overlay?: string } | null)?.overlay;

describe('Back and the history', () => {
  beforeEach(() => {
    // A fresh entry of no dialog: dialogs of earlier tests may have been left open.
    window.history.pushState(null, '');
  });

  test('opening adds an entry; Back closes the dialog and gives the focus back', async () => {
    const { open } = renderModal();
    const length = window.history.length;
    await open('Open first', 'First dialog');
    expect(overlayOfEntry()).toBeDefined();
    expect(window.history.length).toBe(length + 1);
    act(() => window.history.back());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open first' })).toHaveFocus();
  });

  test('Back closes only the top dialog of two', async () => {
    const { open } = renderModal();
    await open('Open first', 'First dialog');
    await open('Open second', 'Second dialog');
    act(() => window.history.back());
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Second dialog' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('dialog', { name: 'First dialog' })).toBeInTheDocument();
    act(() => window.history.back());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('closed with Escape, the dialog leaves its entry: Back from it goes on, Forward reopens nothing', async () => {
    const { user, open } = renderModal();
    await open('Open first', 'First dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(overlayOfEntry()).toBeDefined();
    act(() => window.history.back());
    await waitFor(() => expect(overlayOfEntry()).toBeUndefined());
    act(() => window.history.forward());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('closed by a choice, the dialog leaves its entry; Back from it goes on to the page before', async () => {
    function ChoiceDialog() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Ask
          </button>
          <Modal open={open} onClose={() => setOpen(false)} title="A question">
            <button type="button" onClick={() => setOpen(false)}>
              Keep it
            </button>
          </Modal>
        </>
      );
    }
    window.history.pushState(null, '', '/before');
    window.history.pushState(null, '', '/page');
    const user = userEvent.setup();
    render(
      <ModalStackProvider>
        <ToastProvider>
          <ChoiceDialog />
        </ToastProvider>
      </ModalStackProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await user.click(await screen.findByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => window.history.back());
    await waitFor(() => expect(window.location.pathname).toBe('/before'));
  });

  test('with unsaved input Back asks first, in the dialog; kept, the dialog stays and its entry comes back', async () => {
    const discard = vi.fn();
    const { user, open } = renderModal({}, undefined, <UnsavedInput discard={discard} />);
    const dialog = await open('Open first', 'First dialog');
    act(() => window.history.back());
    const question = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(question).toHaveAccessibleDescription(
      'You have changes that are not saved. Leave without saving them?',
    );
    // Staying is the safe choice, focused first.
    expect(within(question).getByRole('button', { name: 'Stay here' })).toHaveFocus();
    await waitFor(() => expect(overlayOfEntry()).toBeDefined());
    await user.click(within(question).getByRole('button', { name: 'Stay here' }));
    expect(question).not.toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    expect(discard).not.toHaveBeenCalled();

    // Leaving without saving lets the input go: no draft brings it back.
    act(() => window.history.back());
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(discard).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Open first' })).toHaveFocus();
  });

  test('with unsaved input Escape and the close button ask too; Escape on the question stays', async () => {
    const { user, open } = renderModal({}, undefined, <UnsavedInput />);
    const dialog = await open('Open first', 'First dialog');
    await user.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    await user.keyboard('{Escape}');
    expect(question).not.toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('dialog', { name: 'Unsaved changes' })).toBeInTheDocument();
  });

  test('staying after a click outside gives the focus back to where it was in the dialog', async () => {
    const { user, open } = renderModal({}, undefined, <UnsavedInput />);
    const dialog = await open('Open first', 'First dialog');
    const focused = within(dialog).getByRole('textbox');
    expect(focused).toHaveFocus();
    await user.click(screen.getByTestId('modal-backdrop'));
    const question = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    await user.click(within(question).getByRole('button', { name: 'Stay here' }));
    await waitFor(() => expect(focused).toHaveFocus());
  });

  test('a click outside a dialog that stays open leaves the focus in it', async () => {
    const { user, open } = renderModal({ closeOnOutsideClick: false });
    const dialog = await open('Open first', 'First dialog');
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(dialog).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox')).toHaveFocus();
  });

  test('a dialog that lives in the address already adds no entry', async () => {
    const { open } = renderModal({ historyEntry: false });
    const length = window.history.length;
    await open('Open first', 'First dialog');
    expect(overlayOfEntry()).toBeUndefined();
    expect(window.history.length).toBe(length);
  });
});

describe('notices while a dialog is open', () => {
  test('are shown inside the top dialog, and on the page again once it closes', async () => {
    const { user, open } = renderModal({}, undefined, <NoticeButton />);
    const dialog = await open('Open first', 'First dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Notify' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('Your file was uploaded');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('region', { name: 'Notifications' })).toContainElement(
      screen.getByRole('status'),
    );
  });
});

/**
 * A list whose rows each hold a dialog that removes the row: the row, its button (the dialog's
 * opener) and the dialog leave in one commit, as a card deleted from a list does. The dialog's
 * caller names where the focus goes on close, or (`moveFocusItself`) the choice moves it to the
 * list's heading before the dialog closes.
 */
function RemovableRows({ moveFocusItself = false }: { moveFocusItself?: boolean }) {
  const [rows, setRows] = useState(['one', 'two']);
  const headingRef = useRef<HTMLHeadingElement>(null);
  return (
    <>
      <h2 ref={headingRef} tabIndex={-1}>
        Rows
      </h2>
      <ul>
        {rows.map((row) => (
          <li key={row} id={`row-${row}`} tabIndex={-1}>
            <RemovableRow
              name={row}
              focusOnClose={
                moveFocusItself
                  ? undefined
                  : () => (document.getElementById(`row-${row}`) ? null : headingRef.current)
              }
              onRemove={() => {
                setRows((current) => current.filter((other) => other !== row));
                if (moveFocusItself) headingRef.current?.focus();
              }}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

function RemovableRow({
  name,
  focusOnClose,
  onRemove,
}: {
  name: string;
  focusOnClose: ModalProps['focusOnClose'];
  onRemove: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Remove {name}
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Remove the row?"
        focusOnClose={focusOnClose}
      >
        <button type="button" onClick={onRemove}>
          Remove
        </button>
      </Modal>
    </>
  );
}

function renderRows(props: { moveFocusItself?: boolean } = {}) {
  const user = userEvent.setup();
  render(
    <ModalStackProvider>
      <ToastProvider>
        <RemovableRows {...props} />
      </ToastProvider>
    </ModalStackProvider>,
  );
  const opener = screen.getByRole('button', { name: 'Remove one' });
  const open = async () => {
    await user.click(opener);
    return screen.findByRole('dialog', { name: 'Remove the row?' });
  };
  return { user, opener, open };
}

describe('where the focus goes when a dialog closes', () => {
  test('to the element its caller names, once the row is gone and the page scrolls again', async () => {
    const { user, open } = renderRows();
    const heading = screen.getByRole('heading', { name: 'Rows' });
    let lockedWhenFocused: boolean | null = null;
    heading.addEventListener('focus', () => {
      lockedWhenFocused = document.documentElement.classList.contains('scroll-locked');
    });
    const dialog = await open();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('button', { name: 'Remove one' })).not.toBeInTheDocument();
    await waitFor(() => expect(heading).toHaveFocus());
    expect(lockedWhenFocused).toBe(false);
  });

  test('back to the opener when the caller names nothing (a cancel)', async () => {
    const { user, opener, open } = renderRows();
    await open();
    await user.keyboard('{Escape}');
    expect(opener).toHaveFocus();
  });

  test('where a choice in it moved it, never back to the opener on the way', async () => {
    const { user, opener, open } = renderRows({ moveFocusItself: true });
    const dialog = await open();
    // Focus on the opener, even for a moment, scrolls the page back to it.
    const openerFocused = vi.fn();
    opener.addEventListener('focus', openerFocused);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(screen.getByRole('heading', { name: 'Rows' })).toHaveFocus();
    expect(openerFocused).not.toHaveBeenCalled();
  });
});
