import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useTopToastSlot } from '@/components/modal/modal-stack';
import { usePublishedHeight } from '@/lib/use-published-height';
import './toast.css';

export type ToastTone = 'success' | 'error' | 'info';

interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
}

interface ToastApi {
  showToast: (message: string, tone?: ToastTone) => void;
}

const ToastContext = createContext<ToastApi | null>(null);
const TOAST_DURATION_MS = 6_000;
const TOASTS_HEIGHT_VAR = '--toasts-height';
/** Space left between a focused element scrolled clear and the notice under it. */
const FOCUS_CLEARANCE_PX = 8;

/**
 * The keyboard's focus is never under a notice (WCAG 2.4.11): when one appears over it, or the
 * focus moves under one, the page scrolls it clear above them. The page ends with as much room as
 * the notices take (toast.css), so even its last control can scroll clear.
 */
function useFocusClearOf(region: RefObject<HTMLElement | null>, shown: readonly Toast[]) {
  useEffect(() => {
    if (shown.length === 0) return;
    let frame = 0;
    const scrollFocusClear = () => {
      const focused = document.activeElement;
      const notices = region.current;
      if (!(focused instanceof HTMLElement) || focused === document.body || !notices) return;
      // A focus by keyboard only: a tap or click focuses what it lands on, and a scroll between
      // its press and its release would take the element away from under it and lose the click.
      if (notices.contains(focused) || !focused.matches(':focus-visible')) return;
      const target = focused.getBoundingClientRect();
      const covering = Array.from(notices.querySelectorAll('.toast'))
        .map((toast) => toast.getBoundingClientRect())
        .filter(
          (toast) =>
            toast.left < target.right &&
            target.left < toast.right &&
            toast.top < target.bottom &&
            target.top < toast.bottom,
        );
      if (covering.length === 0) return;
      const top = Math.min(...covering.map((toast) => toast.top));
      window.scrollBy(0, target.bottom - top + FOCUS_CLEARANCE_PX);
    };
    // After the browser has scrolled the newly focused element into view its own way.
    const later = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(scrollFocusClear);
    };
    later();
    document.addEventListener('focusin', later);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('focusin', later);
    };
  }, [region, shown]);
}

/**
 * Confirmations and passing errors. The live regions exist from the start (empty), so screen
 * readers announce what is added to them: polite for confirmations, assertive for errors. The
 * empty regions carry no role; each toast is a status or an alert, so `getByRole('alert')`
 * finds a message, never an empty container. On the page they sit above the cookie banner
 * (toast.css) and never over the focused element; while a dialog is open they are shown inside
 * it, in its flow (its own live regions, which a modal dialog leaves to be read), so they cover
 * none of its controls and take no tap meant for one.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const showToast = useCallback(
    (message: string, tone: ToastTone = 'success') => {
      const id = nextId.current++;
      setToasts((current) => [...current, { id, message, tone }]);
      window.setTimeout(() => dismiss(id), TOAST_DURATION_MS);
    },
    [dismiss],
  );

  const api = useMemo(() => ({ showToast }), [showToast]);
  const dialogSlot = useTopToastSlot();
  const pageRegion = useRef<HTMLElement | null>(null);
  const publishHeight = usePublishedHeight(TOASTS_HEIGHT_VAR);
  const pageRegionRef = useCallback(
    (element: HTMLElement | null) => {
      pageRegion.current = element;
      return publishHeight(element);
    },
    [publishHeight],
  );
  const onPage = dialogSlot ? [] : toasts;
  useFocusClearOf(pageRegion, onPage);

  const render = (tone: 'polite' | 'assertive') =>
    toasts
      .filter((toast) => (toast.tone === 'error') === (tone === 'assertive'))
      .map((toast) => (
        <div
          key={toast.id}
          role={tone === 'assertive' ? 'alert' : 'status'}
          className={`toast toast--${toast.tone}`}
        >
          <span className="toast__message">{toast.message}</span>
          <button
            type="button"
            className="icon-button toast__close"
            aria-label={t('common.close')}
            onClick={() => dismiss(toast.id)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ));

  const liveRegions = (shown: boolean) => (
    <>
      <div aria-live="polite" aria-relevant="additions">
        {shown && render('polite')}
      </div>
      <div aria-live="assertive" aria-relevant="additions">
        {shown && render('assertive')}
      </div>
    </>
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      {onPage.length > 0 && <div className="toasts-room" aria-hidden="true" />}
      <section ref={pageRegionRef} className="toasts" aria-label={t('common.notifications')}>
        {liveRegions(!dialogSlot)}
      </section>
      {dialogSlot && createPortal(liveRegions(true), dialogSlot)}
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useToast must be used inside ToastProvider');
  return context;
}
