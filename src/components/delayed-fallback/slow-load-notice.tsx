import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router-dom';
import { Button } from '@/components/button/button';
import './slow-load-notice.css';

/** How long a page may stay loading before it says so and offers to try again. */
const SLOW_LOAD_MS = 5000;

/**
 * For a page whose data is slow to come: after a few seconds a line says it is taking longer than
 * usual, with a button that asks for the page again (the router's revalidation, which also retries
 * a first load or a navigation still on its way). The status region is there from the start,
 * empty, so that the line is announced when it appears; the button stays once shown, so the focus
 * never loses it, and a retry that is slow too is said to be so again.
 */
export function SlowLoadNotice() {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [tries, setTries] = useState(0);
  const [slowTry, setSlowTry] = useState<number | null>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => setSlowTry(tries), SLOW_LOAD_MS);
    return () => window.clearTimeout(timer);
  }, [tries]);
  const retry = () => {
    setTries((count) => count + 1);
    void revalidator.revalidate();
  };
  return (
    <div className="slow-load">
      <p role="status" className="slow-load__text">
        {slowTry !== null && t(slowTry === tries ? 'shell.slowLoading' : 'shell.retryingLoading')}
      </p>
      {slowTry !== null && (
        <Button variant="secondary" onClick={retry}>
          {t('errors.reload')}
        </Button>
      )}
    </div>
  );
}
