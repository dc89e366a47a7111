import type { FormFailure } from '@/components/form/form-shell';
import { describeError, type ErrorMessageOverrides } from '@/lib/error-message';
import { isRecord } from '@/api/errors';
import { isApiError } from '@/lib/api-error';

/**
 * What a failed auth call means for the person. The service answers an error with
 * `{"errors":[{"msg":{"text":"..."}}]}`, and the first `msg.text` is what is shown:
 * - `server-error`: the service failed (5xx after the http layer's one retry, or an answer
 *   without the error shape) — the server-error view.
 * - `message`: what the form shows, from the one mapping of codes to words (lib/error-message),
 *   with the service's own text as a detail where it sent an unknown one; a refused code on the
 *   code field.
 * - `code-ended`: the code expired or is locked; the view offers a new start.
 */
export type AuthFailure =
  | { kind: 'server-error' }
  | { kind: 'message'; message: FormFailure }
  | { kind: 'code-ended'; reason: CodeEnd; message: FormFailure };

/**
 * A code that can no longer be used (docs/api.md): ten minutes passed, or five wrong ones.
 * The view says so and offers the way on: log in again, or a new code.
 */
export type CodeEnd = 'expired' | 'locked';

const CODE_ENDS: Record<string, CodeEnd> = { CODE_EXPIRED: 'expired', CODE_LOCKED: 'locked' };

/** The auth service's own VALIDATION is about the auth form's fields. */
const AUTH_WORDS: ErrorMessageOverrides = { VALIDATION: { key: 'auth.errors.validation' } };

const VERIFY_FAILED = 'Failed to verify user';

/**
 * A refused code is shown on the code field, and said again each time: it is often sent with
 * Enter from that field, where the focus then already is.
 */
const ON_CODE_FIELD = { field: 'code', announce: true } as const;

export function classifyAuthFailure(error: unknown): AuthFailure {
  if (isApiError(error)) {
    if (error.status !== undefined && error.status >= 500) return { kind: 'server-error' };
    if (error.kind === 'server' && error.code === 'INVALID_CODE')
      return { kind: 'message', message: { key: 'validation.invalidCode', ...ON_CODE_FIELD } };
    const message = describeError(error, AUTH_WORDS) ?? { key: 'errors.generic' };
    const end = error.kind === 'server' && error.code ? CODE_ENDS[error.code] : undefined;
    if (end) return { kind: 'code-ended', reason: end, message: { ...message, ...ON_CODE_FIELD } };
    return { kind: 'message', message };
  }
  if (error instanceof Error && error.message === VERIFY_FAILED)
    return { kind: 'message', message: { key: 'auth.errors.verifyFailed' } };
  // An error answer without an `errors` list is thrown as it came; the service failed.
  if (isRecord(error) || Array.isArray(error)) return { kind: 'server-error' };
  return { kind: 'message', message: { key: 'errors.generic' } };
}
