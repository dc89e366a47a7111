import type { TFunction } from 'i18next';
import { isApiError } from '@/api/errors';

/**
 * Spec §8: a failed main-API or auth call shows the service's first message; anything without
 * one (offline, timeout, a malformed answer) shows the generic text. Null after a 'jwt expired'
 * eject, where the visitor is already on their way to '/'.
 */
export function errorText(error: unknown, t: TFunction): string | null {
  if (!isApiError(error)) return t('errors.generic');
  if (error.kind === 'session-expired' || error.kind === 'aborted') return null;
  return error.kind === 'server' && error.message ? error.message : t('errors.generic');
}
