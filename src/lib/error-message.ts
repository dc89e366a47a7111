import { isApiError } from './api-error';
import { isChunkLoadError } from './build-check';
import type { TranslationKey } from '@/i18n/translation-key';

/**
 * What to tell a person about a failed call, as a translation key: the one mapping from errors to
 * words for every form and every loader (docs/decisions/007-submissions.md).
 *
 * Known codes have a text of their own in each language. Anything else is the generic text, and,
 * where the service sent a message of its own, its first error message as a detail line after
 * it, never alone in the middle of a Swedish sentence.
 */
export interface ErrorMessage {
  key: TranslationKey;
  values?: Record<string, unknown>;
  /** The service's own words, shown after the translated text. */
  detail?: string;
  /** The field the service named: the form marks it and moves focus there. */
  field?: string;
}

/**
 * A screen's own words for a code, where its context says more than the general text; under
 * `'network'`, for a call that got no answer or code that could not be fetched offline; under
 * `'*'`, its words in place of the generic text ("Your reply could not be sent").
 */
export type ErrorMessageOverrides = Partial<Record<string, Omit<ErrorMessage, 'detail'>>>;

/** Codes of both services (docs/api.md) with a text of their own. */
const KNOWN_CODES: Record<string, TranslationKey> = {
  VALIDATION: 'errors.codes.validation',
  NOT_FOUND: 'errors.codes.notFound',
  DEADLINE_PASSED: 'errors.codes.deadlinePassed',
  TOO_MANY_FILES: 'errors.codes.tooManyFiles',
  FILE_TOO_LARGE: 'errors.codes.fileTooLarge',
  FILE_TYPE: 'errors.codes.fileType',
  CONFLICT: 'errors.codes.conflict',
  UNAUTHENTICATED: 'errors.codes.unauthenticated',
  // The auth service's codes come only to the auth views, which load these parts.
  INVALID_CODE: 'validation.invalidCode',
  CODE_EXPIRED: 'validation.codeExpired',
  CODE_LOCKED: 'validation.codeLocked',
  INVALID_CREDENTIALS: 'auth.errors.invalidCredentials',
  INVALID_TOKEN: 'auth.errors.invalidLink',
  TOKEN_EXPIRED: 'auth.errors.invalidLink',
  TOKEN_USED: 'auth.errors.invalidLink',
  USER_EXISTS: 'auth.errors.userExists',
  EMAIL_MISMATCH: 'auth.errors.emailMismatch',
};

/**
 * The words for `error`, or null where nothing is to be said: the visitor was just sent to the
 * home page because the session ended, or the call was cancelled because they left.
 */
export function describeError(
  error: unknown,
  overrides: ErrorMessageOverrides = {},
): ErrorMessage | null {
  // Code that could not be fetched while the browser knows it is offline: the connection is why.
  if (isChunkLoadError(error) && navigator.onLine === false)
    return overrides.network ?? { key: 'errors.network' };
  // An auth answer without an `errors` list is thrown as it came.
  if (!isApiError(error)) return overrides['*'] ?? { key: 'errors.generic' };
  if (error.kind === 'session-expired' || error.kind === 'aborted') return null;
  if (error.kind === 'network' || error.kind === 'timeout')
    return overrides.network ?? { key: 'errors.network' };
  const field = error.field && error.field !== 'Idempotency-Key' ? { field: error.field } : {};
  const code = error.code;
  const own = code ? overrides[code] : undefined;
  if (own) return { ...own, ...field };
  const known = code ? KNOWN_CODES[code] : undefined;
  if (known) return { key: known, ...field };
  const generic = overrides['*'] ?? { key: 'errors.generic' };
  if (error.kind === 'server' && error.message.trim())
    return { ...generic, detail: error.message.trim(), ...field };
  return generic;
}
