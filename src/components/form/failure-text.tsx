import { useTranslation } from 'react-i18next';
import type { ErrorMessage } from '@/lib/error-message';
import './failure-text.css';

/**
 * The failure's words: the translated text, then the service's own message as a detail. A module
 * of its own: a page's failure shows it without loading the form system.
 */
export function FailureText({ message }: { message: ErrorMessage }) {
  const { t } = useTranslation();
  return (
    <>
      <p>{t(message.key, message.values)}</p>
      {message.detail && (
        <p className="notice__detail">
          {t('errors.detail')} <bdi>{message.detail}</bdi>
        </p>
      )}
    </>
  );
}
