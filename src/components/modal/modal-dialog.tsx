import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { ConfirmChoices } from '@/components/confirm-choices';
import { emitAppEvent } from '@/lib/events';
import {
  discardUnsavedChanges,
  scopeHasUnsavedChanges,
  UnsavedChangesScope,
  type UnsavedScope,
} from '@/lib/unsaved-changes';
import { PHONE_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { focusableIn, trapTab } from './focus';
import { modalZIndex, useModalStack } from './modal-stack';
import { useSheetDrag } from './use-sheet-drag';
import type { ModalProps } from './modal';
import './modal.css';

let scrollLocks = 0;

function lockScroll() {
  scrollLocks += 1;
  if (scrollLocks === 1) document.documentElement.classList.add('scroll-locked');
}

function unlockScroll() {
  scrollLocks = Math.max(0, scrollLocks - 1);
  if (scrollLocks === 0) document.documentElement.classList.remove('scroll-locked');
}

function focusIfConnected(element: Element | null) {
  if (element instanceof HTMLElement && element.isConnected) element.focus();
}

/** The open dialog of `Modal`: mounted while open, so its effects run from opening to closing. */
export function ModalDialog({
  onClose,
  title,
  children,
  description,
  closeOnEscape = true,
  closeOnOutsideClick = true,
  initialFocus,
  focusOnClose,
  size = 'medium',
  presentation = 'dialog',
  id,
  historyEntry = true,
}: Omit<ModalProps, 'open'>) {
  const { t } = useTranslation();
  const modalId = useId();
  const titleId = `${modalId}-title`;
  const descriptionId = `${modalId}-description`;
  const { stack, push, remove, openedInHistory, closedInHistory, setToastSlot } = useModalStack();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const returnFocusTo = useRef<Element | null>(null);
  const onCloseRef = useRef(onClose);
  const focusOnCloseRef = useRef(focusOnClose);
  const isPhone = useMediaQuery(PHONE_QUERY);
  const isSheet = presentation === 'dialog' && isPhone;
  // The dialog's own forms: a close the person starts asks first when one holds unsaved input.
  const [unsavedScope] = useState<UnsavedScope>(() => new Set());
  const [askingToDiscard, setAskingToDiscard] = useState(false);
  // Where the focus goes back to when the person stays: where it was in the dialog, or the dialog
  // itself when it was nowhere in it.
  const focusBeforeQuestion = useRef<HTMLElement | null>(null);
  const closeUnlessKept = (): boolean => {
    if (scopeHasUnsavedChanges(unsavedScope)) {
      const focused = document.activeElement;
      focusBeforeQuestion.current =
        focused instanceof HTMLElement && dialogRef.current?.contains(focused)
          ? focused
          : dialogRef.current;
      setAskingToDiscard(true);
      return false;
    }
    onCloseRef.current();
    return true;
  };
  // Its close button, Escape, a click outside, a swipe, and Back over its history entry.
  const requestCloseRef = useRef(closeUnlessKept);
  useLayoutEffect(() => {
    requestCloseRef.current = closeUnlessKept;
  });
  const dragHandlers = useSheetDrag(dialogRef, isSheet, () => requestCloseRef.current());

  useLayoutEffect(() => {
    onCloseRef.current = onClose;
    focusOnCloseRef.current = focusOnClose;
  });

  useLayoutEffect(() => {
    returnFocusTo.current = document.activeElement;
    if (!push(modalId)) {
      onCloseRef.current();
      return;
    }
    lockScroll();
    if (historyEntry) openedInHistory(modalId, () => requestCloseRef.current());
    return () => {
      remove(modalId);
      closedInHistory(modalId);
      unlockScroll();
      const opener = returnFocusTo.current;
      const focusOnClose = focusOnCloseRef.current;
      const focused = document.activeElement;
      // A choice made in the dialog may have moved the focus out of every dialog, on to the page
      // (the heading of a list it took a row from): it stays there. React puts the focus back
      // after a commit where it found it, but leaves the page scrolled where a focus moved during
      // the commit (to the opener) took it: the element would be out of view.
      const movedOn =
        focused instanceof HTMLElement &&
        focused !== document.body &&
        !focused.closest('[role="dialog"]');
      if (focusOnClose) {
        // After the commit that closes the dialog, once the page is as the choice left it (a
        // deleted card gone) and scrolls again, so that focusing scrolls the element into view;
        // unless something else has taken the focus since.
        queueMicrotask(() => {
          if (document.activeElement === document.body) focusIfConnected(focusOnClose() ?? opener);
        });
      } else if (!movedOn) {
        focusIfConnected(opener);
      }
      // The opener can be gone by the next frame (a login replaces the "Log in" link): focus then
      // goes to the page's main region, never to <body>.
      window.requestAnimationFrame(() => {
        if (document.activeElement === document.body)
          document.getElementById('main')?.focus({ preventScroll: true });
      });
    };
    // Whether it has an entry is settled when it opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [modalId, push, remove, openedInHistory, closedInHistory]);

  const toastSlotRef = useCallback(
    (slot: HTMLDivElement | null) => setToastSlot(modalId, slot),
    [modalId, setToastSlot],
  );

  const index = stack.indexOf(modalId);
  const isTop = index !== -1 && index === stack.length - 1;

  useLayoutEffect(() => {
    if (index === -1) return;
    const dialog = dialogRef.current;
    if (!dialog || dialog.contains(document.activeElement)) return;
    // Never a notice's close button: the notice passes, the dialog stays.
    const target =
      initialFocus === 'close-button'
        ? closeButtonRef.current
        : (initialFocus?.current ??
          focusableIn(dialog).find(
            (el) => !el.dataset.modalClose && !el.closest('.modal__toasts'),
          ));
    (target ?? dialog).focus();
    // Focus only on the first render of this dialog in the stack.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [index === -1]);

  const inStack = index !== -1;
  useEffect(() => {
    if (!inStack || !isSheet) return;
    emitAppEvent('bottom-sheet-open');
    return () => emitAppEvent('bottom-sheet-close');
  }, [inStack, isSheet]);

  useEffect(() => {
    if (!isTop) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const dialog = dialogRef.current;
      if (!dialog) return;
      if (event.key === 'Escape' && closeOnEscape) {
        event.stopPropagation();
        requestCloseRef.current();
      } else {
        trapTab(event, dialog);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isTop, closeOnEscape]);

  if (index === -1) return null;

  const zIndex = modalZIndex(index);
  const dialog = createPortal(
    <div
      className={`modal-layer${isSheet ? ' modal-layer--sheet' : ''}${presentation === 'side-panel' ? ' modal-layer--side' : ''}`}
      style={{ zIndex }}
    >
      <div
        className="modal-backdrop"
        style={{ zIndex }}
        aria-hidden="true"
        data-testid="modal-backdrop"
        // A press outside the dialog leaves the focus where it was, inside it, whether or not
        // that press closes the dialog.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => {
          if (closeOnOutsideClick && isTop) requestCloseRef.current();
        }}
      />
      <div
        ref={dialogRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={`modal modal--${size}${isSheet ? ' modal--sheet' : ''}${presentation === 'side-panel' ? ' modal--side' : ''}`}
        style={{ zIndex: zIndex + 1 }}
      >
        {isSheet && <div className="modal__handle" aria-hidden="true" {...dragHandlers} />}
        {/* Notices shown while the dialog is on top (toast.tsx), in its flow: they cover nothing. */}
        <div ref={toastSlotRef} className="modal__toasts" />
        <div
          className={`modal__header${isSheet ? ' modal__header--draggable' : ''}`}
          {...dragHandlers}
        >
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button
            ref={closeButtonRef}
            type="button"
            className="icon-button modal__close"
            data-modal-close="true"
            aria-label={t('common.close')}
            onClick={() => requestCloseRef.current()}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {description && (
          <p id={descriptionId} className="modal__description">
            {description}
          </p>
        )}
        <div className="modal__body">
          <UnsavedChangesScope.Provider value={unsavedScope}>
            {children}
          </UnsavedChangesScope.Provider>
        </div>
      </div>
    </div>,
    document.body,
  );
  return (
    <>
      {dialog}
      {askingToDiscard && (
        <DiscardChangesQuestion
          onDiscard={() => {
            discardUnsavedChanges(unsavedScope);
            setAskingToDiscard(false);
            onCloseRef.current();
          }}
          onKeep={() => setAskingToDiscard(false)}
          focusOnClose={() => focusBeforeQuestion.current}
        />
      )}
    </>
  );
}

/**
 * Asked over a dialog whose forms hold unsaved input when a close is asked for: its close button,
 * Escape, a click outside, a swipe, or Back (which adds no entry of its own: the dialog's entry
 * comes back while it is asked). Staying is the first focus. Drawn with this module's own dialog
 * and ConfirmDialog's body rather than ConfirmDialog itself, which reaches this module through
 * Modal's lazy import: that way round the two would import each other.
 */
function DiscardChangesQuestion({
  onDiscard,
  onKeep,
  focusOnClose,
}: {
  onDiscard: () => void;
  onKeep: () => void;
  focusOnClose: () => HTMLElement | null;
}) {
  const { t } = useTranslation();
  const stayRef = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog
      title={t('form.unsavedTitle')}
      description={t('form.discardChanges')}
      size="small"
      initialFocus={stayRef}
      historyEntry={false}
      focusOnClose={focusOnClose}
      onClose={onKeep}
    >
      <ConfirmChoices
        cancelRef={stayRef}
        cancelLabel={t('form.stay')}
        confirmLabel={t('form.leaveWithoutSaving')}
        onCancel={onKeep}
        onConfirm={onDiscard}
      />
    </ModalDialog>
  );
}
