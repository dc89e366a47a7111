import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { ApiErrorCode } from '@/api/contract/shared';
import { env } from '@/config/env';
import { escapeRegExp, takeFault, type FaultRule } from './faults';
import { findUserById, getState, mutate, rememberAnswer, type DemoUser } from './store';
import { checkAuthToken } from './tokens';

export type Service = 'auth' | 'main';
export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
type AuthNeed = 'none' | 'optional' | 'required';

export interface RouteContext {
  request: Request;
  params: Record<string, string>;
  url: URL;
  /** The logged-in candidate, for routes with auth 'required' (always set) or 'optional'. */
  user: DemoUser | null;
  now: number;
}

export interface RouteDefinition {
  service: Service;
  method: Method;
  /** The path as documented in docs/api.md, with `{name}` parameters. */
  path: string;
}

/** Every route the demo serves, for the test that compares them with docs/api.md. */
export const routeTable: RouteDefinition[] = [];

// --- errors in each service's shape --------------------------------------------------------------

export class RequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode | string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string) =>
  new RequestError(400, 'VALIDATION', message, field);
export const notFound = (message = 'Not found') => new RequestError(404, 'NOT_FOUND', message);

const noStore = { 'Cache-Control': 'no-store' };

function mainError(
  status: number,
  code: string | undefined,
  message: string,
  field?: string,
): Response {
  const error: Record<string, string> = { message };
  if (code) error.code = code;
  if (field) error.field = field;
  return HttpResponse.json({ errors: [error] }, { status, headers: noStore });
}

/**
 * Auth service errors carry one text, `{"errors":[{"msg":{"text":"..."}}]}`; codes such as
 * INVALID_CODE are that text.
 */
function authError(status: number, text: string): Response {
  return HttpResponse.json({ errors: [{ msg: { text } }] }, { status, headers: noStore });
}

function errorFor(service: Service, error: RequestError): Response {
  return service === 'auth'
    ? authError(error.status, error.code)
    : mainError(error.status, error.code, error.message, error.field);
}

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  HttpResponse.json(body as Record<string, unknown>, {
    status,
    headers: { ...noStore, ...headers },
  });

export const noContent = (headers: Record<string, string> = {}) =>
  new HttpResponse(null, { status: 204, headers: { ...noStore, ...headers } });

// --- request reading -----------------------------------------------------------------------------

/**
 * A body as a client sent it for the contract's request type `T` (src/api/contract): the type's
 * field names, their values not yet checked, since a client may send anything. A handler reads
 * only the fields its request type names (typecheck fails on any other) and checks each value
 * with the field readers below.
 */
export type Sent<T> = { readonly [K in keyof T]?: unknown };

/** The JSON body of request type `T`, or a 400: a garbage body never reaches a handler's logic. */
export async function readJsonBody<T extends object>(request: Request): Promise<Sent<T>> {
  let text: string;
  try {
    text = await request.text();
  } catch {
    throw badRequest('The body could not be read');
  }
  if (!text.trim()) return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest('The body is not valid JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw badRequest('The body must be a JSON object');
  return body as Sent<T>;
}

/** A multipart body of request type `T`: its parts are read by the type's field names. */
export interface SentForm<T> {
  get(name: keyof T & string): FormDataEntryValue | null;
  getAll(name: keyof T & string): FormDataEntryValue[];
}

export async function readFormData<T extends object>(request: Request): Promise<SentForm<T>> {
  try {
    return await request.formData();
  } catch {
    throw badRequest('The body must be multipart/form-data');
  }
}

/** A string field: trimmed; required unless `optional`; at most `max` characters. */
export function stringField<B extends object>(
  body: B,
  field: keyof B & string,
  options: { optional?: boolean; max?: number; trim?: boolean } = {},
): string {
  const value: unknown = body[field];
  if (value === undefined || value === null || value === '') {
    if (options.optional) return '';
    throw badRequest(`${field} is required`, field);
  }
  if (typeof value !== 'string') throw badRequest(`${field} must be a string`, field);
  const text = options.trim === false ? value : value.trim();
  if (!options.optional && !text) throw badRequest(`${field} is required`, field);
  // Limits count code points, as docs/api.md says: an emoji is one character.
  if ([...text].length > (options.max ?? 500)) throw badRequest(`${field} is too long`, field);
  return text;
}

export function booleanField<B extends object>(
  body: B,
  field: keyof B & string,
  fallback?: boolean,
): boolean {
  const value: unknown = body[field];
  if (value === undefined && fallback !== undefined) return fallback;
  if (typeof value !== 'boolean') throw badRequest(`${field} must be true or false`, field);
  return value;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = /^\+\d{10,15}$/;
/** At least 8 characters, an uppercase letter, a number and a special character. */
export const isStrongPassword = (password: string) =>
  password.length >= 8 &&
  /[A-ZÅÄÖÆØ]/.test(password) &&
  /\d/.test(password) &&
  /[^\p{L}\p{N}\s]/u.test(password);

export function emailField(body: { readonly email?: unknown }): string {
  const email = stringField(body, 'email', { max: 254 });
  if (!EMAIL_PATTERN.test(email)) throw badRequest('email is not a valid email address', 'email');
  return email.toLowerCase();
}

export function phoneField(body: { readonly phone?: unknown }): string {
  const phone = stringField(body, 'phone', { max: 20 }).replace(/[\s-]/g, '');
  if (!PHONE_PATTERN.test(phone)) throw badRequest('phone must be written +xxxxxxxxxxx', 'phone');
  return phone;
}

// --- the credential ------------------------------------------------------------------------------

export const AUTH_COOKIE = 'authtoken';

/**
 * The page's cookie is the truth: msw's own cookie jar remembers Set-Cookie answers even after the
 * page removed the cookie, so it would keep a logged-out visitor logged in.
 */
function readAuthToken(request: Request): string | null {
  const source =
    typeof document !== 'undefined' ? document.cookie : (request.headers.get('cookie') ?? '');
  for (const part of source.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === AUTH_COOKIE) return rest.join('=') || null;
  }
  return null;
}

type Authentication = { user: DemoUser | null; failure: RequestError | null };

function authenticate(token: string | null, now: number): Authentication {
  const check = checkAuthToken(token, now);
  if (check.ok) {
    const user = findUserById(check.userId);
    return user
      ? { user, failure: null }
      : { user: null, failure: new RequestError(401, 'UNAUTHENTICATED', 'Unauthenticated') };
  }
  if (check.reason === 'expired')
    return { user: null, failure: new RequestError(401, 'UNAUTHENTICATED', 'jwt expired') };
  return { user: null, failure: new RequestError(401, 'UNAUTHENTICATED', 'Unauthenticated') };
}

// --- latency -------------------------------------------------------------------------------------

/**
 * Realistic in the browser; none in vitest and node, nor in a build made with
 * VITE_DEMO_LATENCY=off (the end-to-end tests', which wait for what they check, not for time).
 */
const simulateLatency =
  typeof window !== 'undefined' &&
  import.meta.env.MODE !== 'test' &&
  import.meta.env.VITE_DEMO_LATENCY !== 'off';

async function latency(): Promise<void> {
  if (simulateLatency) await delay(150 + Math.floor(Math.random() * 250));
}

// --- the route wrapper ---------------------------------------------------------------------------

const baseOf = (service: Service) => (service === 'auth' ? env.authApiUrl : env.mainApiUrl);

/**
 * Where a service's calls go: its base's origin and path (`https://api.example/v1`), the page's
 * origin for a base that is a path or empty; null without a page to resolve such a base against.
 */
function serviceBase(service: Service): { origin: string; path: string } | null {
  const base = baseOf(service);
  const page = globalThis.location?.href;
  if (!page && !/^https?:\/\//i.test(base)) return null;
  const url = new URL(base || '/', page);
  return { origin: url.origin, path: url.pathname.replace(/\/+$/, '') };
}

/** A call's path after its service's base path: the path the fault rules name. */
function servicePath(service: Service, url: URL): string {
  const basePath = serviceBase(service)?.path ?? '';
  return basePath && url.pathname.startsWith(basePath)
    ? url.pathname.slice(basePath.length) || '/'
    : url.pathname;
}

async function faultResponse(service: Service, rule: FaultRule): Promise<Response> {
  // No answer ever comes: the client's own timeout ends the call.
  if (rule.outcome === 'hang') return new Promise<Response>(() => undefined);
  if (rule.outcome === 'network') return HttpResponse.error();
  if (rule.outcome === 'jwt-expired') return mainError(401, 'UNAUTHENTICATED', 'jwt expired');
  const text = `Demo fault: ${rule.outcome}`;
  return service === 'auth'
    ? authError(rule.outcome, text)
    : mainError(rule.outcome, undefined, text);
}

async function snapshot(
  response: Response,
): Promise<{ status: number; body: string | null; headers: Array<[string, string]> }> {
  const body = response.status === 204 ? null : await response.clone().text();
  const headers: Array<[string, string]> = [];
  response.headers.forEach((value, name) => headers.push([name, value]));
  return { status: response.status, body, headers };
}

function replay(answer: {
  status: number;
  body: string | null;
  headers: Array<[string, string]>;
}): Response {
  return new HttpResponse(answer.body, { status: answer.status, headers: answer.headers });
}

export interface RouteOptions {
  auth?: AuthNeed;
}

/** One endpoint of the demo, matched by demoApiHandler. */
export interface DemoRoute extends RouteDefinition {
  /** The parameters of a request for this endpoint, or null when it is for another. */
  match: (method: string, url: URL) => Record<string, string> | null;
  answer: (request: Request, params: Record<string, string>) => Promise<Response>;
}

/**
 * A call's parameters, matched as msw matches a path: under the service's base, case aside, with
 * one optional trailing slash, each `{name}` one segment, percent-decoded.
 */
function matcher(service: Service, method: Method, path: string): DemoRoute['match'] {
  const names: string[] = [];
  const pathPattern = escapeRegExp(path).replace(/\\\{(\w+)\\\}/g, (_whole, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  let compiled: { origin: string; pattern: RegExp } | null | undefined;
  return (calledWith, url) => {
    if (calledWith.toUpperCase() !== method) return null;
    if (compiled === undefined) {
      const base = serviceBase(service);
      compiled = base && {
        origin: base.origin,
        pattern: new RegExp(`^${escapeRegExp(base.path)}${pathPattern}/?$`, 'i'),
      };
    }
    if (!compiled || url.origin !== compiled.origin) return null;
    const found = compiled.pattern.exec(url.pathname);
    if (!found) return null;
    try {
      return Object.fromEntries(
        names.map((name, at) => [name, decodeURIComponent(found[at + 1]!)]),
      );
    } catch {
      return null;
    }
  };
}

/**
 * One endpoint: latency, fault injection, `Idempotency-Key` replay (a key seen again gets the
 * first answer, so a retried POST or PATCH acts once), the credential check and a guard so that
 * nothing a client sends can crash the handler.
 */
export function route(
  service: Service,
  method: Method,
  path: string,
  resolve: (context: RouteContext) => Response | Promise<Response>,
  options: RouteOptions = {},
): DemoRoute {
  const auth = options.auth ?? (service === 'main' ? 'required' : 'none');
  routeTable.push({ service, method, path });
  const answer = async (request: Request, params: Record<string, string>) => {
    // A browser attaches the cookie when it sends the request: a logout answered during this
    // one's latency must not take the credential it was sent with.
    const token = auth === 'none' ? null : readAuthToken(request);
    await latency();
    const url = new URL(request.url);
    const fault = takeFault(method, servicePath(service, url));
    if (fault && !fault.after) return faultResponse(service, fault);

    const key =
      method === 'POST' || method === 'PATCH' ? request.headers.get('Idempotency-Key') : null;
    const target = `${method} ${url.pathname}`;
    if (key) {
      const earlier = getState().idempotency.find((entry) => entry.key === key);
      if (earlier && earlier.target === target)
        return fault ? faultResponse(service, fault) : replay(earlier);
      if (earlier) {
        return service === 'auth'
          ? authError(422, 'IDEMPOTENCY_KEY_REUSED')
          : mainError(
              422,
              'VALIDATION',
              'This Idempotency-Key was used for another request',
              'Idempotency-Key',
            );
      }
    }

    const now = Date.now();
    let response: Response;
    try {
      const { user, failure } =
        auth === 'none' ? { user: null, failure: null } : authenticate(token, now);
      if (failure && auth === 'required') throw failure;
      response = await resolve({
        request,
        params,
        url,
        user: failure ? null : user,
        now,
      });
    } catch (error) {
      if (error instanceof RequestError) response = errorFor(service, error);
      else {
        // A bug in the demo must look like a server error, never break the page.
        console.warn('[demo api]', method, path, error);
        response = errorFor(service, new RequestError(500, 'INTERNAL', 'Internal server error'));
      }
    }

    if (key && response.status < 500) {
      const stored = await snapshot(response);
      mutate((draft) => rememberAnswer(draft, { key, target, ...stored, storedAt: now }));
    }
    return fault ? faultResponse(service, fault) : response;
  };
  return { service, method, path, match: matcher(service, method, path), answer };
}

/**
 * Every endpoint as one msw handler. msw reads a request's cookies and matches its address again
 * for each handler it tries, so one handler per endpoint made every call pay that for each of
 * them; a request for none of them is left to msw as unhandled.
 */
export function demoApiHandler(routes: readonly DemoRoute[]): HttpHandler {
  const find = (request: Request) => {
    const url = new URL(request.url);
    for (const demoRoute of routes) {
      const params = demoRoute.match(request.method, url);
      if (params) return { demoRoute, params };
    }
    return null;
  };
  return http.all(
    ({ request }) => {
      const found = find(request);
      return found ? { matches: true, params: found.params } : false;
    },
    ({ request }) => {
      const { demoRoute, params } = find(request)!;
      return demoRoute.answer(request, params);
    },
  );
}
