import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/button/button';
/** Seconds a service asks between texted codes when it does not say (docs/api.md). */
const DEFAULT_RESEND_WAIT_SECONDS = 30;

/** When the next code may be asked for, from the service's `retryAfter` (seconds). */
export const nextCodeAt = (retryAfter: number | undefined, now = Date.now()): number =>
  now + (retryAfter ?? DEFAULT_RESEND_WAIT_SECONDS) * 1000;

/** The words for what is sent again: a texted code, or an emailed link. */
const TEXTS = {
  code: {
    resend: 'validation.textedCode.resend',
    wait: 'validation.textedCode.wait',
    sent: 'validation.textedCode.sent',
  },
  link: {
    resend: 'validation.emailedLink.resend',
    wait: 'validation.emailedLink.wait',
    sent: 'validation.emailedLink.sent',
  },
} as const;

interface ResendCodeProps {
  /** When the service takes the next request (epoch ms). */
  availableAt: number;
  /**
   * Asks for a new code: true when one was sent. A refusal is the caller's to show; the wait
   * the service asked for comes back through `availableAt`.
   */
  onResend: () => Promise<boolean>;
  /** What goes again; a texted code unless said. */
  sends?: keyof typeof TEXTS;
}

/**
 * "Send a new code" under a texted code's field (or "Send the link again" for an emailed link). While the wait runs the button stays in the
 * tab order and says why it does nothing (aria-disabled, with the seconds left beside it): a
 * disabled button would drop the focus of the person who just pressed it. The seconds are read
 * when reached, not announced every second; a code sent is announced once.
 */
export function ResendCode({ availableAt, onResend, sends = 'code' }: ResendCodeProps) {
  const { t } = useTranslation();
  const texts = TEXTS[sends];
  const waitId = useId();
  const [now, setNow] = useState(Date.now);
  const [busy, setBusy] = useState(false);
  const [sentCount, setSentCount] = useState(0);
  const secondsLeft = Math.max(0, Math.ceil((availableAt - now) / 1000));

  useEffect(() => {
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= availableAt) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [availableAt]);

  const waiting = secondsLeft > 0;
  const resend = async () => {
    if (waiting || busy) return;
    setBusy(true);
    try {
      if (await onResend()) setSentCount((count) => count + 1);
    } finally {
      // The clock stood still while nothing was waited for: the new wait counts from now.
      setNow(Date.now());
      setBusy(false);
    }
  };

  return (
    <div className="resend-code">
      <Button
        variant="link"
        aria-disabled={waiting || busy}
        aria-describedby={waiting ? waitId : undefined}
        onClick={() => void resend()}
      >
        {t(texts.resend)}
      </Button>
      {waiting && (
        <p id={waitId} className="field__hint">
          {t(texts.wait, { count: secondsLeft })}
        </p>
      )}
      <p role="status" className="field__hint">
        {sentCount > 0 && <span key={sentCount}>{t(texts.sent)}</span>}
      </p>
    </div>
  );
}
