import type { TFunction } from 'i18next';
import { describeError, type ErrorMessage, type ErrorMessageOverrides } from '@/lib/error-message';
import { isRecord } from '@/api/errors';
import { isApiError } from '@/lib/api-error';

/**
 * What a failed auth call means for the person. The service answers an error with
 * `{"errors":[{"msg":{"text":"..."}}]}`, and the first `msg.text` is what is shown:
 * - `server-error`: the service failed (5xx after the http layer's one retry, or an answer
 *   without the error shape) — the server-error view.
 * - `message`: words for the form, from the one mapping of codes to words (lib/error-message),
 *   with the service's own text as a detail where it sent an unknown one.
 * - `invalid-code`: the code field is marked.
 * - `code-ended`: the code expired or is locked; the view offers a new start.
 */
export type AuthFailure =
  | { kind: 'server-error' }
  | { kind: 'message'; message: ErrorMessage }
  | { kind: 'invalid-code' }
  | { kind: 'code-ended'; reason: CodeEnd; message: ErrorMessage };

/**
 * A code that can no longer be used (docs/api.md §3): ten minutes passed, or five wrong ones.
 * The view says so and offers the way on: log in again, or a new code.
 */
export type CodeEnd = 'expired' | 'locked';

const CODE_ENDS: Record<string, CodeEnd> = { CODE_EXPIRED: 'expired', CODE_LOCKED: 'locked' };

/** The auth service's own VALIDATION is about the auth form's fields. */
const AUTH_WORDS: ErrorMessageOverrides = { VALIDATION: { key: 'auth.errors.validation' } };

const VERIFY_FAILED = 'Failed to verify user';

export function classifyAuthFailure(error: unknown): AuthFailure {
  if (isApiError(error)) {
    if (error.status !== undefined && error.status >= 500) return { kind: 'server-error' };
    if (error.kind === 'server' && error.code === 'INVALID_CODE') return { kind: 'invalid-code' };
    const message = describeError(error, AUTH_WORDS) ?? { key: 'errors.generic' };
    const end = error.kind === 'server' && error.code ? CODE_ENDS[error.code] : undefined;
    if (end) return { kind: 'code-ended', reason: end, message };
    return { kind: 'message', message };
  }
  if (error instanceof Error && error.message === VERIFY_FAILED)
    return { kind: 'message', message: { key: 'auth.errors.verifyFailed' } };
  // An error answer without an `errors` list is thrown as it came; the service failed.
  if (isRecord(error) || Array.isArray(error)) return { kind: 'server-error' };
  return { kind: 'message', message: { key: 'errors.generic' } };
}

/** The words for a failure shown in a form. */
export function failureText(
  t: TFunction,
  failure: Exclude<AuthFailure, { kind: 'server-error' }>,
): string {
  if (failure.kind === 'invalid-code') return t('validation.invalidCode');
  const { key, values, detail } = failure.message;
  const text = t(key, values);
  return detail ? `${text} ${t('errors.detail')} ${detail}` : text;
}
