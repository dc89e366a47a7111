/**
 * Every failed call becomes an ApiError, normalised once by the HTTP client (api/http.ts). It
 * lives below the api layer because the shared UI reads it too: the form shell and the streamed
 * pages put it into words (lib/error-message) and never import src/api.
 * `message` is the server's own first message where it sent one; callers show it or, for
 * `kind` other than 'server', the generic text ("Something went wrong, please try again later").
 */
export type ApiErrorKind =
  | 'server' // the service answered with its error shape
  | 'http' // a status without the error shape
  | 'network' // no answer at all (offline, DNS, CORS)
  | 'timeout'
  | 'aborted' // the caller cancelled (left the page)
  | 'invalid-response' // 2xx, but not the JSON expected (HTML page, truncated, wrong shape)
  | 'session-expired'; // main API said 'jwt expired'; the visitor has been sent to /

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  /**
   * The machine-readable code for a translated message: the main API's `code`, or the auth
   * service's `msg.text`, which is a fixed code there (docs/api.md).
   */
  readonly code: string | undefined;
  /** The field the main API named (docs/api.md): the form highlights it. */
  readonly field: string | undefined;

  constructor(kind: ApiErrorKind, message: string, status?: number, code?: string, field?: string) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.code = code;
    this.field = field;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The service has no such thing (a job, a company, a page): it answered 404. */
export const isNotFound = (error: unknown): boolean => isApiError(error) && error.status === 404;
