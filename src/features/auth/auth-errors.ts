import { isApiError, isRecord } from '@/api/errors';

/**
 * What a failed auth call means for the person (spec §8, contract §3):
 * - `server-error`: the service failed (5xx after the http layer's one retry, or an answer
 *   without the error shape) — the server-error view.
 * - `message`: show this translation key or the service's own text in the form.
 */
export type AuthFailure =
  | { kind: 'server-error' }
  | { kind: 'message'; key: string }
  | { kind: 'text'; text: string }
  | { kind: 'invalid-code' };

/** The service's `msg.text` values that have a translation of their own. */
const KNOWN_TEXTS: Record<string, string> = {
  INVALID_CODE: 'validation.invalidCode',
  INVALID_CREDENTIALS: 'auth.errors.invalidCredentials',
  INVALID_TOKEN: 'auth.errors.invalidLink',
  TOKEN_EXPIRED: 'auth.errors.invalidLink',
  TOKEN_USED: 'auth.errors.invalidLink',
  USER_EXISTS: 'auth.errors.userExists',
  EMAIL_MISMATCH: 'auth.errors.emailMismatch',
  VALIDATION: 'auth.errors.validation',
};

export const VERIFY_FAILED = 'Failed to verify user';

export function classifyAuthFailure(error: unknown): AuthFailure {
  if (isApiError(error)) {
    if (error.status !== undefined && error.status >= 500) return { kind: 'server-error' };
    if (error.kind === 'server') {
      if (error.message === 'INVALID_CODE') return { kind: 'invalid-code' };
      const key = KNOWN_TEXTS[error.message];
      return key ? { kind: 'message', key } : { kind: 'text', text: error.message };
    }
    // No answer, a timeout, an answer that is not the contract's: the spec's generic text.
    return { kind: 'message', key: 'errors.generic' };
  }
  if (error instanceof Error && error.message === VERIFY_FAILED)
    return { kind: 'message', key: 'auth.errors.verifyFailed' };
  // Spec §8: an error answer without an `errors` list is thrown as it came; the service failed.
  if (isRecord(error) || Array.isArray(error)) return { kind: 'server-error' };
  return { kind: 'message', key: 'errors.generic' };
}

type Translate = (key: string) => string;

/** The words for a failure shown in a form. */
export function failureText(
  t: Translate,
  failure: Exclude<AuthFailure, { kind: 'server-error' }>,
): string {
  switch (failure.kind) {
    case 'invalid-code':
      return t('validation.invalidCode');
    case 'message':
      return t(failure.key);
    case 'text':
      return failure.text;
  }
}
