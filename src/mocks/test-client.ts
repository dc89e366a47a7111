/**
 * A thin fetch wrapper for the demo API's own tests: it shows status, headers and body exactly
 * as a backend would send them (the app's axios clients normalise errors away).
 */
export interface CallResult<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export interface CallOptions {
  json?: unknown;
  form?: FormData;
  raw?: string;
  headers?: Record<string, string>;
}

// Tests read answers loosely; the shapes themselves are checked by the assertions.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function call<T = any>(
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...options.headers };
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form;
  } else if (options.raw !== undefined) {
    headers['Content-Type'] ??= 'application/json';
    body = options.raw;
  }
  const response = await fetch(new URL(path, window.location.origin), {
    method,
    headers,
    body,
    credentials: 'include',
  });
  const type = response.headers.get('content-type') ?? '';
  const parsed =
    response.status === 204
      ? null
      : type.includes('json')
        ? await response.json()
        : await response.text();
  return { status: response.status, headers: response.headers, body: parsed as T };
}

/** The answer without `key`: a field the service left out. */
export const without = (answer: object, key: string) =>
  Object.fromEntries(Object.entries(answer).filter(([name]) => name !== key));

/** The apply form's fields as the portal posts them, with `overrides` and `files` added. */
export function applyForm(
  overrides: Record<string, string> = {},
  files: Array<[string, File]> = [],
) {
  const form = new FormData();
  const fields = {
    firstName: 'Kim',
    lastName: 'Holm',
    email: 'kim@example.com',
    phone: '+4520123456',
    coverLetter: 'Hello',
    acceptTerms: 'true',
    contactMe: 'false',
    candidateBank: 'false',
    language: 'dk',
    ...overrides,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of files) form.append(name, file);
  return form;
}

/** A complete `POST /auth/register-candidate` form for the new candidate Nora Nyberg. */
export const registrationForm = (overrides: Record<string, unknown> = {}) => ({
  givenName: 'Nora',
  familyName: 'Nyberg',
  email: 'nora@example.com',
  phone: '+46709876543',
  password: 'Secret-pass-9',
  tfaMethod: 'sms',
  acceptTerms: true,
  contactMe: false,
  candidateBank: true,
  language: 'sv',
  ...overrides,
});
