import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
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

/**
 * Confirmations and passing errors. The live regions exist from the start (empty), so screen
 * readers announce what is added to them: polite for confirmations, assertive for errors. The
 * empty regions carry no role; each toast is a status or an alert, so `getByRole('alert')`
 * finds a message, never an empty container. They sit above the cookie banner (toast.css).
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

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section className="toasts" aria-label={t('common.notifications')}>
        <div aria-live="polite" aria-relevant="additions">
          {render('polite')}
        </div>
        <div aria-live="assertive" aria-relevant="additions">
          {render('assertive')}
        </div>
      </section>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useToast must be used inside ToastProvider');
  return context;
}
