import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '@/components/button/button';
import { useMediaQuery } from '@/lib/use-media-query';
import './qr-code.css';

/** A touch screen as the main pointer: a phone or tablet, which cannot scan its own screen. */
const TOUCH_QUERY = '(pointer: coarse)';

/** The key in groups of four, as authenticator apps show and ask for it. */
export const keyGroups = (secret: string): string[] => secret.match(/.{1,4}/g) ?? [];

interface AuthenticatorKeyProps {
  /** The `otpauth://` address the QR code holds: authenticator apps on the device open it. */
  otpauthUrl: string;
  /** The same secret, to type into the app by hand. */
  secret: string;
}

/**
 * The authenticator app's key for typing in by hand, with "Copy key", and on a touch device
 * "Open in authenticator app": a phone cannot scan a QR code on its own screen. The key wraps
 * between its groups of four only, so a group is never read across two lines.
 */
export function AuthenticatorKey({ otpauthUrl, secret }: AuthenticatorKeyProps) {
  const { t } = useTranslation();
  const onTouchDevice = useMediaQuery(TOUCH_QUERY);
  const [copy, setCopy] = useState<{ copied: boolean; count: number } | null>(null);

  const copyKey = async () => {
    let copied = true;
    try {
      await navigator.clipboard.writeText(secret);
    } catch {
      copied = false;
    }
    setCopy((previous) => ({ copied, count: (previous?.count ?? 0) + 1 }));
  };

  return (
    <div className="authenticator-key stack">
      <code className="authenticator-key__value">
        {keyGroups(secret).map((group, index) => (
          <Fragment key={index}>
            {index > 0 && ' '}
            <span className="authenticator-key__group">{group}</span>
          </Fragment>
        ))}
      </code>
      <div className="cluster">
        {onTouchDevice && (
          <a className={buttonClass()} href={otpauthUrl}>
            {t('validation.authenticator.openInApp')}
          </a>
        )}
        <Button variant="secondary" onClick={() => void copyKey()}>
          {t('validation.authenticator.copyKey')}
        </Button>
      </div>
      <p role="status" className="field__hint">
        {copy && (
          <span key={copy.count}>
            {copy.copied
              ? t('validation.authenticator.keyCopied')
              : t('validation.authenticator.copyFailed')}
          </span>
        )}
      </p>
    </div>
  );
}
