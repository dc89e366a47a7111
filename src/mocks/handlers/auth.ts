import type { LanguageCode, TfaMethod } from '@/api/types';
import {
  addInboxEntry,
  displayName,
  findUserByEmail,
  findUserById,
  getState,
  mutate,
  type DemoUser,
} from '../store';
import {
  AUTH_COOKIE,
  RequestError,
  booleanField,
  emailField,
  isStrongPassword,
  json,
  phoneField,
  readJsonBody,
  route,
  stringField,
} from '../respond';
import {
  TOKEN_LIFETIME_SECONDS,
  createAuthToken,
  newId,
  newTotpSecret,
  randomDigits,
  randomToken,
  totpUri,
  verifyTotpCode,
} from '../tokens';

const MINUTE = 60_000;
const LOGIN_WINDOW = 10 * MINUTE;
const REGISTER_LINK_LIFETIME = 24 * 60 * MINUTE;
const RESET_LINK_LIFETIME = 60 * MINUTE;
const MAX_CODE_ATTEMPTS = 5;
const LANGUAGES: readonly LanguageCode[] = ['sv', 'en', 'no', 'dk'];

/** The texts the auth service answers with in `errors[0].msg.text` (docs/api.md). */
export const AUTH_ERRORS = {
  validation: 'VALIDATION',
  invalidCredentials: 'INVALID_CREDENTIALS',
  invalidCode: 'INVALID_CODE',
  invalidToken: 'INVALID_TOKEN',
  tokenExpired: 'TOKEN_EXPIRED',
  tokenUsed: 'TOKEN_USED',
  userExists: 'USER_EXISTS',
  emailMismatch: 'EMAIL_MISMATCH',
  unauthenticated: 'UNAUTHENTICATED',
} as const;

const fail = (text: string, status = 400) => new RequestError(status, text, text);

/** Auth-service fields: any problem is the single text VALIDATION (the UI validates first). */
async function body(request: Request): Promise<Record<string, unknown>> {
  try {
    return await readJsonBody(request);
  } catch {
    throw fail(AUTH_ERRORS.validation);
  }
}

function field<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof RequestError) throw fail(AUTH_ERRORS.validation);
    throw error;
  }
}

const language = (value: unknown): LanguageCode =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
    ? (value as LanguageCode)
    : 'en';

function sendSmsCode(user: DemoUser, now: number): string {
  const code = randomDigits(6);
  mutate((draft) =>
    addInboxEntry(
      draft,
      { channel: 'sms', subject: 'login-code', to: user.phone, code, link: null },
      now,
    ),
  );
  return code;
}

function cookieHeader(token: string, maxAge: number): string {
  return `${AUTH_COOKIE}=${token}; Path=/; SameSite=Lax; Max-Age=${maxAge}`;
}

/**
 * msw copies a mocked Set-Cookie into `document.cookie` in the browser; setting it here as well
 * makes the same true under jsdom whatever msw's version does.
 */
function setPageCookie(header: string): void {
  if (typeof document !== 'undefined') document.cookie = header;
}

/** The candidate behind a valid `authtoken`, or the auth service's 401. */
function requireUser(user: DemoUser | null): DemoUser {
  if (!user) throw fail(AUTH_ERRORS.unauthenticated, 401);
  return user;
}

function checkEmailToken(token: string, purpose: 'register' | 'reset-password', now: number) {
  const entry = getState().emailTokens.find(
    (candidate) => candidate.token === token && candidate.purpose === purpose,
  );
  if (!entry) return { entry: null, problem: AUTH_ERRORS.invalidToken } as const;
  if (entry.usedAt) return { entry, problem: AUTH_ERRORS.tokenUsed } as const;
  if (Date.parse(entry.expiresAt) <= now)
    return { entry, problem: AUTH_ERRORS.tokenExpired } as const;
  return { entry, problem: null } as const;
}

/** Issues a link token and "emails" it; exported so tests can make expired tokens. */
export function issueEmailToken(
  purpose: 'register' | 'reset-password',
  email: string,
  lang: LanguageCode,
  now: number,
  lifetime?: number,
): string {
  const token = randomToken();
  const expiresAt = new Date(
    now + (lifetime ?? (purpose === 'register' ? REGISTER_LINK_LIFETIME : RESET_LINK_LIFETIME)),
  ).toISOString();
  mutate((draft) => {
    draft.emailTokens.push({ token, purpose, email, language: lang, expiresAt, usedAt: null });
    addInboxEntry(
      draft,
      {
        channel: 'email',
        subject: purpose === 'register' ? 'confirm-email' : 'reset-password',
        to: email,
        code: null,
        link: `/?auth=${purpose}&token=${encodeURIComponent(token)}`,
      },
      now,
    );
  });
  return token;
}

export const authHandlers = [
  route('auth', 'POST', '/auth/login/email-password/', async ({ request, now }) => {
    const data = await body(request);
    const email = field(() => stringField(data, 'email', { max: 254 }));
    const password = field(() => stringField(data, 'password', { max: 200, trim: false }));
    const user = findUserByEmail(email);
    if (!user || user.password !== password) throw fail(AUTH_ERRORS.invalidCredentials);
    const smsCode = user.tfaMethod === 'sms' ? sendSmsCode(user, now) : null;
    mutate((draft) => {
      draft.pendingLogins = draft.pendingLogins.filter((login) => login.userId !== user.id);
      draft.pendingLogins.push({
        userId: user.id,
        smsCode,
        expiresAt: new Date(now + LOGIN_WINDOW).toISOString(),
        attempts: 0,
      });
    });
    return json({ userId: user.id, tfaMethod: user.tfaMethod });
  }),

  route('auth', 'POST', '/auth/tfa', async ({ request, now }) => {
    const data = await body(request);
    const userId = field(() => stringField(data, 'userId', { max: 100 }));
    const code = field(() => stringField(data, 'code', { max: 20 }));
    const login = getState().pendingLogins.find((pending) => pending.userId === userId);
    const user = findUserById(userId);
    if (
      !login ||
      !user ||
      Date.parse(login.expiresAt) <= now ||
      login.attempts >= MAX_CODE_ATTEMPTS
    ) {
      throw fail(AUTH_ERRORS.invalidCode);
    }
    const valid =
      login.smsCode !== null
        ? code === login.smsCode
        : !!user.totpSecret && verifyTotpCode(user.totpSecret, code, now);
    if (!valid) {
      mutate(() => {
        login.attempts += 1;
      });
      throw fail(AUTH_ERRORS.invalidCode);
    }
    mutate((draft) => {
      draft.pendingLogins = draft.pendingLogins.filter((pending) => pending !== login);
    });
    const cookie = cookieHeader(
      createAuthToken({ id: user.id, name: displayName(user) }, now),
      TOKEN_LIFETIME_SECONDS,
    );
    setPageCookie(cookie);
    return json({}, 200, { 'Set-Cookie': cookie });
  }),

  route('auth', 'POST', '/auth/verify-candidate', async ({ request, now }) => {
    const data = await body(request);
    const email = field(() => emailField(data));
    issueEmailToken('register', email, language(data.language), now);
    return json({});
  }),

  route(
    'auth',
    'POST',
    '/auth/generate-totp',
    async ({ request, now, user }) => {
      const data = await body(request);
      const email = field(() => emailField(data));
      // A logged-in candidate changing method gets a secret for their own address only.
      if (user && user.email.toLowerCase() !== email) throw fail(AUTH_ERRORS.validation);
      const secret = newTotpSecret();
      mutate((draft) => {
        draft.pendingTotp = draft.pendingTotp.filter(
          (entry) => entry.email.toLowerCase() !== email,
        );
        draft.pendingTotp.push({ email, secret, createdAt: new Date(now).toISOString() });
      });
      return json({ otpauthUrl: totpUri(secret, email), secret });
    },
    { auth: 'optional' },
  ),

  route('auth', 'POST', '/auth/register-candidate', async ({ request, now }) => {
    const data = await body(request);
    const token = field(() => stringField(data, 'token', { max: 200 }));
    const form = data.form;
    if (typeof form !== 'object' || form === null || Array.isArray(form))
      throw fail(AUTH_ERRORS.validation);
    const values = form as Record<string, unknown>;
    const { entry, problem } = checkEmailToken(token, 'register', now);
    if (problem) throw fail(problem);
    const givenName = field(() => stringField(values, 'givenName', { max: 100 }));
    const familyName = field(() => stringField(values, 'familyName', { max: 100 }));
    const email = field(() => emailField(values));
    const phone = field(() => phoneField(values));
    const password = field(() => stringField(values, 'password', { max: 200, trim: false }));
    const acceptTerms = field(() => booleanField(values, 'acceptTerms'));
    const contactMe = field(() => booleanField(values, 'contactMe', false));
    const candidateBank = field(() => booleanField(values, 'candidateBank', false));
    const tfaMethod: TfaMethod | null =
      values.tfaMethod === 'sms' || values.tfaMethod === 'totp' ? values.tfaMethod : null;
    if (!isStrongPassword(password) || !acceptTerms || !tfaMethod)
      throw fail(AUTH_ERRORS.validation);
    if (email !== entry.email.toLowerCase()) throw fail(AUTH_ERRORS.emailMismatch);
    if (findUserByEmail(email)) throw fail(AUTH_ERRORS.userExists, 409);
    let totpSecret: string | null = null;
    if (tfaMethod === 'totp') {
      const pending = getState().pendingTotp.find(
        (candidate) => candidate.email.toLowerCase() === email,
      );
      const code = typeof values.code === 'string' ? values.code.trim() : '';
      if (!pending || !verifyTotpCode(pending.secret, code, now))
        throw fail(AUTH_ERRORS.invalidCode);
      totpSecret = pending.secret;
    }
    const nowIso = new Date(now).toISOString();
    const userId = newId('cand');
    mutate((draft) => {
      const stored = draft.emailTokens.find((candidate) => candidate.token === token);
      if (stored) stored.usedAt = nowIso;
      draft.pendingTotp = draft.pendingTotp.filter(
        (candidate) => candidate.email.toLowerCase() !== email,
      );
      draft.users.push({
        id: userId,
        email,
        password,
        phone,
        givenName,
        familyName,
        language: language(values.language),
        tfaMethod,
        totpSecret,
        createdAt: nowIso,
        dataExpiresAt: new Date(now + 730 * 86_400_000).toISOString(),
        consents: {
          acceptTerms,
          acceptedTermsAt: nowIso,
          termsVersion: '2025-01',
          contactMe,
          candidateBank,
        },
      });
      // Applications sent with this address before the account existed now belong to it.
      for (const application of draft.applications) {
        if (!application.userId && application.answers.email.toLowerCase() === email)
          application.userId = userId;
      }
      for (const subscription of draft.subscriptions) {
        if (!subscription.userId && subscription.email.toLowerCase() === email)
          subscription.userId = userId;
      }
    });
    return json({ userId });
  }),

  route('auth', 'POST', '/auth/user-exists', async ({ request }) => {
    const data = await body(request);
    const email = field(() => emailField(data));
    return json({ exists: findUserByEmail(email) !== null });
  }),

  route('auth', 'POST', '/auth/reset-password-request', async ({ request, now }) => {
    const data = await body(request);
    const email = field(() => emailField(data));
    const user = findUserByEmail(email);
    // The same answer for unknown addresses, so the form does not reveal who has an account.
    if (user) issueEmailToken('reset-password', user.email, user.language, now);
    return json({});
  }),

  route('auth', 'POST', '/auth/reset-password/token-check', async ({ request, now }) => {
    const data = await body(request);
    const token = typeof data.token === 'string' ? data.token : '';
    return json({
      valid: token !== '' && checkEmailToken(token, 'reset-password', now).problem === null,
    });
  }),

  route('auth', 'POST', '/auth/reset-password', async ({ request, now }) => {
    const data = await body(request);
    const token = field(() => stringField(data, 'token', { max: 200 }));
    const password = field(() => stringField(data, 'password', { max: 200, trim: false }));
    const { entry, problem } = checkEmailToken(token, 'reset-password', now);
    if (problem) throw fail(problem);
    if (!isStrongPassword(password)) throw fail(AUTH_ERRORS.validation);
    const user = findUserByEmail(entry.email);
    if (!user) throw fail(AUTH_ERRORS.invalidToken);
    mutate((draft) => {
      const stored = draft.emailTokens.find((candidate) => candidate.token === token);
      if (stored) stored.usedAt = new Date(now).toISOString();
      const account = draft.users.find((candidate) => candidate.id === user.id);
      if (account) account.password = password;
      draft.pendingLogins = draft.pendingLogins.filter((login) => login.userId !== user.id);
    });
    return json({});
  }),

  route('auth', 'POST', '/auth/logout', () => {
    const cookie = cookieHeader('', 0);
    setPageCookie(`${AUTH_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`);
    return json({}, 200, { 'Set-Cookie': cookie });
  }),

  route(
    'auth',
    'GET',
    '/auth/tfa-method',
    ({ user }) => json({ tfaMethod: requireUser(user).tfaMethod }),
    { auth: 'optional' },
  ),

  route(
    'auth',
    'PATCH',
    '/auth/tfa-method',
    async ({ request, user, now }) => {
      const account = requireUser(user);
      const data = await body(request);
      const tfaMethod = data.tfaMethod;
      if (tfaMethod !== 'sms' && tfaMethod !== 'totp') throw fail(AUTH_ERRORS.validation);
      const code = typeof data.code === 'string' ? data.code.trim() : '';
      if (tfaMethod === 'totp') {
        const pending = getState().pendingTotp.find(
          (entry) => entry.email.toLowerCase() === account.email.toLowerCase(),
        );
        const secret =
          pending?.secret ?? (account.tfaMethod === 'totp' ? account.totpSecret : null);
        if (!secret || !verifyTotpCode(secret, code, now)) throw fail(AUTH_ERRORS.invalidCode);
        mutate((draft) => {
          const stored = draft.users.find((candidate) => candidate.id === account.id);
          if (stored) {
            stored.tfaMethod = 'totp';
            stored.totpSecret = secret;
          }
          draft.pendingTotp = draft.pendingTotp.filter((entry) => entry !== pending);
        });
        return json({});
      }
      // SMS goes to the phone number confirmed at registration, so it needs no code to switch.
      mutate((draft) => {
        const stored = draft.users.find((candidate) => candidate.id === account.id);
        if (stored) {
          stored.tfaMethod = 'sms';
          stored.totpSecret = null;
        }
      });
      return json({});
    },
    { auth: 'optional' },
  ),
];
