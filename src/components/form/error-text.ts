import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError, type ErrorMessageOverrides } from '@/lib/error-message';

/**
 * A failure as one line of text, for places that are not a form (a toast, a dialog's notice):
 * the same words as `FormShell` shows, from the same `describeError`. Null where nothing is to
 * be said (the session ended and the visitor is on their way to '/').
 */
export function useErrorText() {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown, overrides?: ErrorMessageOverrides): string | null => {
      const message = describeError(error, overrides);
      if (!message) return null;
      const text = t(message.key, message.values);
      return message.detail ? `${text} ${t('errors.detail')} ${message.detail}` : text;
    },
    [t],
  );
}
