import type { TFunction } from 'i18next';
import { isApiError } from '@/api/errors';

/**
 * Spec §8: a failed call shows the service's first message; anything without one (offline,
 * timeout, a malformed answer) the generic text. Null after a 'jwt expired' eject.
 */
export function errorText(error: unknown, t: TFunction): string | null {
  if (!isApiError(error)) return t('errors.generic');
  if (error.kind === 'session-expired' || error.kind === 'aborted') return null;
  return error.kind === 'server' && error.message ? error.message : t('errors.generic');
}
