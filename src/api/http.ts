import axios, { AxiosError, type AxiosInstance, type AxiosRequestConfig } from 'axios';
import axiosRetry from 'axios-retry';
import { env } from '@/config/env';
import { loginFirst } from '@/config/paths';
import { randomId } from '@/lib/ids';
import { firstAuthErrorText, firstMainError, isRecord } from './errors';
import { ApiError, isNotFound } from '@/lib/api-error';
import { clearSession, hasSession, onSessionFoundGone, sessionCookieGone } from './session';

/**
 * Retries: only on these statuses, only for non-idempotent methods (POST, PATCH), only once. A
 * retry could act twice, so each carries the first try's `Idempotency-Key`.
 */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([
  408, 409, 425, 429, 500, 502, 503, 504,
]);
const RETRIED_METHODS: ReadonlySet<string> = new Set(['post', 'patch']);
const RETRY_DELAY_MS = 300;
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const TIMEOUT_MS = 30_000;

/**
 * The submission's own key (components/form's useForm keeps it per content, across manual resends
 * and reloads); without one, the request gets a key of its own, which its automatic retry repeats.
 */
export const idempotencyHeaders = (key: string | undefined): Record<string, string> =>
  key ? { [IDEMPOTENCY_HEADER]: key } : {};

function shouldRetry(error: AxiosError): boolean {
  const method = (error.config?.method ?? 'get').toLowerCase();
  const status = error.response?.status;
  return RETRIED_METHODS.has(method) && status !== undefined && RETRY_STATUSES.has(status);
}

// --- a session that ends: one eject, one navigation, however many calls fail together -------
type Navigate = (to: string) => void;
let navigateOnEject: Navigate = (to) => window.location.assign(to);
/**
 * Where the login opens after a session ended: `overPage` for a submission, whose page is on
 * screen with what the person typed, to be sent once they are logged in again; otherwise (a page
 * whose data could not be read) at home, and back to the page after it.
 */
type LoginAddress = (overPage: boolean) => string;
let loginAfterEject: LoginAddress = () =>
  loginFirst('session-ended', window.location.pathname + window.location.search);

/** The router registers its navigate, so the eject stays inside the SPA, and where the login opens. */
export function setEjectNavigator(navigate: Navigate, loginAddress?: LoginAddress): void {
  navigateOnEject = navigate;
  if (loginAddress) loginAfterEject = loginAddress;
}

/**
 * Only a session that exists is ejected, and its token never counts as one again (api/session),
 * even when its cookie cannot be removed. The other answers of the same burst, every later answer
 * for that token, and an expired HttpOnly credential behind a visit that is already anonymous
 * find nobody signed in and change nothing, so the eject happens once and can never loop.
 */
function ejectEndedSession(overPage: boolean): void {
  if (!hasSession()) return;
  clearSession('expired');
  navigateOnEject(loginAfterEject(overPage));
}

const isSubmission = (config: { method?: string } | undefined) =>
  (config?.method ?? 'get').toLowerCase() !== 'get';

// Found gone as the tab comes back to the front: the page is on screen, as the person left it.
onSessionFoundGone(() => ejectEndedSession(true));

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * The call deletes the login itself: a 401 answer to it (its first answer lost, sent again)
     * finds that it did, and is no session ending under the candidate's hands.
     */
    endsTheLogin?: boolean;
  }
}

// --- normalising ---------------------------------------------------------------------------
export type Service = 'auth' | 'main';

function looksLikeJson(contentType: unknown): boolean {
  return typeof contentType === 'string' && /[/+]json\b/i.test(contentType);
}

function toApiError(service: Service, error: unknown): unknown {
  if (axios.isCancel(error)) return new ApiError('aborted', 'aborted');
  if (!(error instanceof AxiosError)) return error;
  if (error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT) {
    return new ApiError('timeout', error.message);
  }
  // A body that does not parse (truncated JSON, an HTML page) arrives as ERR_BAD_RESPONSE.
  if (error.code === AxiosError.ERR_BAD_RESPONSE && error.response && error.response.status < 300) {
    return new ApiError('invalid-response', error.message, error.response.status);
  }
  const response = error.response;
  if (!response) return new ApiError('network', error.message);
  const body: unknown = response.data;
  if (service === 'auth') {
    const text = firstAuthErrorText(body);
    if (text !== null) return new ApiError('server', text, response.status, text);
    // Without an `errors` list the response data is thrown. An empty or non-JSON body has no data
    // worth throwing, so it becomes an http error the caller can still tell apart.
    return isRecord(body) || Array.isArray(body)
      ? body
      : new ApiError('http', error.message, response.status);
  }
  const first = firstMainError(body);
  // 'jwt expired', or no session at all (the cookie is gone) while this tab was signed in: the
  // session has ended, and the candidate is asked to log in again.
  const sessionEnded =
    first !== null &&
    (first.message === 'jwt expired' ||
      (response.status === 401 && first.code === 'UNAUTHENTICATED' && hasSession()));
  if (sessionEnded && error.config?.withCredentials && !error.config.endsTheLogin) {
    ejectEndedSession(isSubmission(error.config));
    return new ApiError('session-expired', first.message, response.status);
  }
  if (first) return new ApiError('server', first.message, response.status, first.code, first.field);
  return new ApiError('http', error.message, response.status);
}

/**
 * A call that asked for bytes (a file preview) gets its error answer as a Blob too; read back as
 * JSON, its message counts like any other ('jwt expired' ejects the session).
 */
async function readBytesErrorBody(error: unknown): Promise<void> {
  if (!axios.isAxiosError(error) || !error.response) return;
  const body: unknown = error.response.data;
  if (!(body instanceof Blob) || !looksLikeJson(body.type)) return;
  try {
    error.response.data = JSON.parse(await body.text()) as unknown;
  } catch {
    // Not JSON after all: the status alone describes the failure.
  }
}

export function createHttpClient(service: Service, baseURL: string): AxiosInstance {
  const client = axios.create({
    baseURL,
    withCredentials: true,
    timeout: TIMEOUT_MS,
    responseType: 'json',
    headers: { Accept: 'application/json' },
    // A 200 whose body is truncated JSON must fail, not arrive as a string.
    transitional: { silentJSONParsing: false, forcedJSONParsing: true, clarifyTimeoutError: true },
  });

  client.interceptors.request.use((config) => {
    // A main API call from a tab that is signed in, whose cookie holds no session any more (the
    // browser dropped it, or it was cleared): the session has ended; the call would go out
    // anonymous, and a candidate's application would not be theirs.
    if (service === 'main' && !config.endsTheLogin && sessionCookieGone()) {
      ejectEndedSession(isSubmission(config));
      throw new ApiError('session-expired', 'No session');
    }
    const method = (config.method ?? 'get').toLowerCase();
    // One key per user action: the retry reuses this config, so it repeats the same key.
    if (RETRIED_METHODS.has(method) && !config.headers.has(IDEMPOTENCY_HEADER)) {
      config.headers.set(IDEMPOTENCY_HEADER, randomId());
    }
    return config;
  });

  axiosRetry(client, {
    retries: 1,
    retryCondition: shouldRetry,
    retryDelay: () => RETRY_DELAY_MS,
    shouldResetTimeout: true,
  });

  client.interceptors.response.use(
    (response) => {
      const hasBody =
        response.status !== 204 && response.data !== '' && response.data !== undefined;
      // A caller that asked for bytes (a file's content) expects any content type.
      const wantsBytes = response.config.responseType === 'blob';
      if (hasBody && !wantsBytes && !looksLikeJson(response.headers['content-type'])) {
        return Promise.reject(
          new ApiError(
            'invalid-response',
            `Expected JSON, got ${String(response.headers['content-type'])}`,
            response.status,
          ),
        );
      }
      return response;
    },
    async (error: unknown) => {
      await readBytesErrorBody(error);
      return Promise.reject(toApiError(service, error));
    },
  );

  return client;
}

export const authHttp = createHttpClient('auth', env.authApiUrl);
export const mainHttp = createHttpClient('main', env.mainApiUrl);

/**
 * Sends a request and checks the answer's shape. Every API function goes through here so an
 * answer that is not what the contract promises is an error, never data.
 */
export async function request<T>(
  client: AxiosInstance,
  config: AxiosRequestConfig,
  isExpected: (data: unknown) => data is T,
): Promise<T> {
  let response: { status: number; data: unknown };
  try {
    response = await client.request<unknown>(config);
  } catch (error) {
    // A delete whose first answer was lost finds the thing gone when sent again: that is the
    // success it asked for, not "not found" (docs/decisions/007-submissions.md).
    if (config.method?.toUpperCase() === 'DELETE' && isNotFound(error))
      response = { status: 204, data: '' };
    else throw error;
  }
  const data = response.status === 204 || response.data === '' ? {} : response.data;
  if (!isExpected(data)) {
    throw new ApiError(
      'invalid-response',
      `Unexpected answer from ${config.url ?? ''}`,
      response.status,
    );
  }
  return data;
}
