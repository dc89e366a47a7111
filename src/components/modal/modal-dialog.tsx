import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { emitAppEvent } from '@/lib/events';
import { scopeHasUnsavedChanges, UnsavedChangesScope } from '@/lib/unsaved-changes';
import { PHONE_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { focusableIn, trapTab } from './focus';
import { modalZIndex, useModalStack } from './modal-stack';
import { useSheetDrag } from './use-sheet-drag';
import type { ModalProps } from './modal';
import './modal.css';

let scrollLocks = 0;

/** A Tab pressed this many milliseconds before a frame takes the focus moved it there. */
const TAB_INTO_FRAME_MS = 1000;

function lockScroll() {
  scrollLocks += 1;
  if (scrollLocks === 1) document.documentElement.classList.add('scroll-locked');
}

function unlockScroll() {
  scrollLocks = Math.max(0, scrollLocks - 1);
  if (scrollLocks === 0) document.documentElement.classList.remove('scroll-locked');
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
  const isPhone = useMediaQuery(PHONE_QUERY);
  const isSheet = presentation === 'dialog' && isPhone;
  // The dialog's own forms: a close the person starts asks first when one holds unsaved input.
  const [unsavedScope] = useState(() => new Set<() => boolean>());
  const closeUnlessKept = (): boolean => {
    if (scopeHasUnsavedChanges(unsavedScope) && !window.confirm(t('form.discardChanges')))
      return false;
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
      const target = returnFocusTo.current;
      if (target instanceof HTMLElement && target.isConnected) target.focus();
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
    // Never a frame: keys pressed in a frame (a PDF viewer's) never reach this page, Escape included.
    // Nor a notice's close button: the notice passes, the dialog stays.
    const target =
      initialFocus === 'close-button'
        ? closeButtonRef.current
        : (initialFocus?.current ??
          focusableIn(dialog).find(
            (el) =>
              !el.dataset.modalClose && el.tagName !== 'IFRAME' && !el.closest('.modal__toasts'),
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

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!isTop || !closeOnEscape || !dialog) return;
    // Keys pressed in a frame go to the frame's document, never to this one. A frame of this
    // origin (a preview's blob) is listened to as well, each document it loads; a frame of
    // another origin cannot be.
    const frameDocuments = new Set<Document>();
    const onFrameKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') requestCloseRef.current();
    };
    const listenTo = (frame: HTMLIFrameElement) => {
      const frameDocument = frame.contentDocument;
      if (!frameDocument || frameDocuments.has(frameDocument)) return;
      frameDocuments.add(frameDocument);
      frameDocument.addEventListener('keydown', onFrameKeyDown);
    };
    const onLoad = (event: Event) => {
      if (event.target instanceof HTMLIFrameElement) listenTo(event.target);
    };
    dialog.querySelectorAll('iframe').forEach(listenTo);
    // A frame's load does not bubble, but is seen on its way down.
    dialog.addEventListener('load', onLoad, true);
    return () => {
      dialog.removeEventListener('load', onLoad, true);
      frameDocuments.forEach((frameDocument) =>
        frameDocument.removeEventListener('keydown', onFrameKeyDown),
      );
    };
  }, [isTop, closeOnEscape]);

  useEffect(() => {
    if (!isTop) return;
    // A frame's document can take the focus by itself as it loads (Chromium's PDF viewer does when
    // it cannot read the file), and then keeps every key, Escape included. The first time a frame takes the focus it is given
    // back unless the person moved it there with Tab: a frame that appears under a resting pointer
    // (the click that opened the dialog) gets the pointer's events as if it had been pointed at.
    // After that, a frame keeps the focus the pointer gives it (a click in it) or Tab does.
    let lastTabAt = Number.NEGATIVE_INFINITY;
    let pointerOnFrame = false;
    let frameFocusGivenBack = false;
    let giveBack: ReturnType<typeof setTimeout> | undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab') lastTabAt = event.timeStamp;
    };
    const onPointerOver = (event: PointerEvent) => {
      pointerOnFrame = event.target instanceof HTMLIFrameElement;
    };
    const onWindowBlur = (event: FocusEvent) => {
      const frame = document.activeElement;
      if (!(frame instanceof HTMLIFrameElement) || !dialogRef.current?.contains(frame)) return;
      if (event.timeStamp - lastTabAt < TAB_INTO_FRAME_MS) return;
      if (pointerOnFrame && frameFocusGivenBack) return;
      frameFocusGivenBack = true;
      // After the move into the frame has finished: focused during it, the close button shows the
      // focus while Chromium still sends the keys to the frame's process.
      giveBack = setTimeout(() => (closeButtonRef.current ?? dialogRef.current)?.focus());
    };
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('pointerover', onPointerOver);
    window.addEventListener('blur', onWindowBlur);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('pointerover', onPointerOver);
      window.removeEventListener('blur', onWindowBlur);
      clearTimeout(giveBack);
    };
  }, [isTop]);

  if (index === -1) return null;

  const zIndex = modalZIndex(index);
  return createPortal(
    <div
      className={`modal-layer${isSheet ? ' modal-layer--sheet' : ''}${presentation === 'side-panel' ? ' modal-layer--side' : ''}`}
      style={{ zIndex }}
    >
      <div
        className="modal-backdrop"
        style={{ zIndex }}
        aria-hidden="true"
        data-testid="modal-backdrop"
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
}
