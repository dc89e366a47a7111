import { useRef, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import { shouldCloseSheet } from './sheet-swipe';

interface Drag {
  pointerId: number;
  startY: number;
  startedAt: number;
  height: number;
  distance: number;
}

const SPRING_CLASS = 'modal--springing';

/** Presses that start on a control are clicks on that control, not drags. */
function startsOnControl(target: EventTarget | null): boolean {
  return (
    target instanceof Element &&
    target.closest('button, a, input, select, textarea, [role="button"]') !== null
  );
}

/**
 * Drag-down-to-close for a bottom sheet: the handlers go on the handle and header. The sheet
 * follows the finger; on release it closes (past 10% or a quick flick) or springs back.
 */
export function useSheetDrag(
  sheetRef: RefObject<HTMLElement | null>,
  enabled: boolean,
  /** Closes the sheet, or returns false when the close was declined. */
  onClose: () => boolean,
) {
  const drag = useRef<Drag | null>(null);

  const reset = (sheet: HTMLElement) => {
    sheet.classList.add(SPRING_CLASS);
    sheet.style.transform = '';
    const done = () => sheet.classList.remove(SPRING_CLASS);
    sheet.addEventListener('transitionend', done, { once: true });
    window.setTimeout(done, 400);
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLElement>) => {
    const sheet = sheetRef.current;
    if (!enabled || !sheet || event.button !== 0 || startsOnControl(event.target)) return;
    drag.current = {
      pointerId: event.pointerId,
      startY: event.clientY,
      startedAt: Date.now(),
      height: sheet.getBoundingClientRect().height,
      distance: 0,
    };
    sheet.classList.remove(SPRING_CLASS);
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLElement>) => {
    const current = drag.current;
    const sheet = sheetRef.current;
    if (!current || !sheet || event.pointerId !== current.pointerId) return;
    current.distance = event.clientY - current.startY;
    sheet.style.transform = `translateY(${Math.max(0, current.distance)}px)`;
  };

  const onPointerUp = (event: ReactPointerEvent<HTMLElement>) => {
    const current = drag.current;
    const sheet = sheetRef.current;
    if (!current || event.pointerId !== current.pointerId) return;
    drag.current = null;
    const distance = event.clientY - current.startY;
    const close = shouldCloseSheet({
      distance,
      height: current.height,
      durationMs: Date.now() - current.startedAt,
    });
    // A close the person then declines (unsaved input) springs the sheet back like a short drag.
    if (close && onClose()) return;
    if (sheet) reset(sheet);
  };

  const onPointerCancel = (event: ReactPointerEvent<HTMLElement>) => {
    if (!drag.current || event.pointerId !== drag.current.pointerId) return;
    drag.current = null;
    if (sheetRef.current) reset(sheetRef.current);
  };

  return enabled ? { onPointerDown, onPointerMove, onPointerUp, onPointerCancel } : {};
}
