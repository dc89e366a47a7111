import type {
  ChangeTfaMethodRequest,
  ConfirmEmailRequest,
  GenerateTotpRequest,
  LoginRequest,
  RegisterCandidateForm,
  RegisterCandidateRequest,
  ResendCodeRequest,
  ResetPasswordRequest,
  ResetPasswordRequestRequest,
  TfaMethod,
  TfaRequest,
  TokenCheckRequest,
  UserExistsRequest,
  VerifyCandidateRequest,
  VerifyPhoneRequest,
} from '@/api/contract/auth';
import type { LanguageCode } from '@/api/contract/shared';
import {
  addInboxEntry,
  displayName,
  findUserByEmail,
  findUserById,
  getState,
  mutate,
  type CodeWindow,
  type DemoState,
  type DemoUser,
  type EmailTokenPurpose,
  type InboxEntry,
  type InboxSubject,
  type PhoneCheck,
  type TextedCode,
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
  type Sent,
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
/** How long a login waits for its code, and a texted code works. */
const CODE_WINDOW = 10 * MINUTE;
/** Seconds between two texted codes to the same login or check, or two registration links. */
const RESEND_WAIT_SECONDS = 30;
const BACKUP_CODE_COUNT = 10;
/** Backup codes leave out letters and digits that read alike (0/o, 1/l/i). */
const BACKUP_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const LINK_LIFETIMES: Record<EmailTokenPurpose, number> = {
  register: 24 * 60 * MINUTE,
  'reset-password': 60 * MINUTE,
  'change-email': 24 * 60 * MINUTE,
};
/** The auth view each link opens (its `?auth=`). */
const LINK_VIEWS: Record<EmailTokenPurpose, string> = {
  register: 'register',
  'reset-password': 'reset-password',
  'change-email': 'confirm-email',
};
const LINK_SUBJECTS: Record<EmailTokenPurpose, InboxSubject> = {
  register: 'confirm-email',
  'reset-password': 'reset-password',
  'change-email': 'change-email',
};
const MAX_CODE_ATTEMPTS = 5;
const LANGUAGES: readonly LanguageCode[] = ['sv', 'en', 'no', 'dk'];

/** The texts the auth service answers with in `errors[0].msg.text` (docs/api.md). */
const AUTH_ERRORS = {
  validation: 'VALIDATION',
  invalidCredentials: 'INVALID_CREDENTIALS',
  invalidCode: 'INVALID_CODE',
  codeExpired: 'CODE_EXPIRED',
  codeLocked: 'CODE_LOCKED',
  invalidToken: 'INVALID_TOKEN',
  tokenExpired: 'TOKEN_EXPIRED',
  tokenUsed: 'TOKEN_USED',
  userExists: 'USER_EXISTS',
  emailMismatch: 'EMAIL_MISMATCH',
  unauthenticated: 'UNAUTHENTICATED',
} as const;

const fail = (text: string, status = 400) => new RequestError(status, text, text);

/** Auth-service fields: any problem is the single text VALIDATION (the UI validates first). */
async function body<T extends object>(request: Request): Promise<Sent<T>> {
  try {
    return await readJsonBody<T>(request);
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

const iso = (time: number) => new Date(time).toISOString();

/** Texts a new code (the demo inbox shows it). */
function textCode(draft: DemoState, subject: InboxSubject, phone: string, now: number): TextedCode {
  const code = randomDigits(6);
  addInboxEntry(draft, { channel: 'sms', subject, to: phone, code, link: null }, now);
  return { code, sentAt: iso(now) };
}

/** Seconds before another code may be texted after `sent`; 0 when one may go now. */
function resendWait(sent: TextedCode | null, now: number): number {
  if (!sent) return 0;
  const next = Date.parse(sent.sentAt) + RESEND_WAIT_SECONDS * 1000;
  return Math.max(0, Math.ceil((next - now) / 1000));
}

/**
 * The number as the code step shows it before the login is complete: the country code, the first
 * two and the last two digits; whoever has only the password learns no more of it.
 */
function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const national = digits.slice(2);
  let hidden = Math.max(0, national.length - 4);
  const groups: string[] = [];
  while (hidden > 0) {
    const size = hidden === 3 || hidden >= 5 ? 3 : Math.min(2, hidden);
    groups.push('•'.repeat(size));
    hidden -= size;
  }
  return ['+' + digits.slice(0, 2), national.slice(0, 2), ...groups, national.slice(-2)].join(' ');
}

/** Ten new backup codes (`xxxx-xxxx`); the caller stores them in place of the earlier ones. */
function newBackupCodes(): string[] {
  return Array.from({ length: BACKUP_CODE_COUNT }, () => {
    const values = crypto.getRandomValues(new Uint32Array(8));
    const text = Array.from(
      values,
      (value) => BACKUP_CODE_ALPHABET[value % BACKUP_CODE_ALPHABET.length],
    ).join('');
    return `${text.slice(0, 4)}-${text.slice(4)}`;
  });
}

/** A backup code as typed: any case, with or without its hyphen or spaces. */
const normaliseBackupCode = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

/** The answer to a request for a code: sent now, or not yet and how long to wait. */
const codeSentAnswer = (codeSent: boolean, retryAfter: number) => json({ codeSent, retryAfter });

/**
 * A typed code against its window: refused as locked after five wrong ones, as expired after
 * ten minutes, as invalid when wrong (counted; the fifth wrong one already answers locked).
 */
function checkCode(window: CodeWindow, correct: boolean, now: number): void {
  if (window.attempts >= MAX_CODE_ATTEMPTS) throw fail(AUTH_ERRORS.codeLocked);
  if (Date.parse(window.expiresAt) <= now) throw fail(AUTH_ERRORS.codeExpired);
  if (correct) return;
  mutate(() => {
    window.attempts += 1;
  });
  throw fail(
    window.attempts >= MAX_CODE_ATTEMPTS ? AUTH_ERRORS.codeLocked : AUTH_ERRORS.invalidCode,
  );
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

function checkEmailToken(token: string, purpose: EmailTokenPurpose, now: number) {
  const entry = getState().emailTokens.find(
    (candidate) => candidate.token === token && candidate.purpose === purpose,
  );
  if (!entry) return { entry: null, problem: AUTH_ERRORS.invalidToken } as const;
  if (entry.usedAt) return { entry, problem: AUTH_ERRORS.tokenUsed } as const;
  if (Date.parse(entry.expiresAt) <= now)
    return { entry, problem: AUTH_ERRORS.tokenExpired } as const;
  return { entry, problem: null } as const;
}

/**
 * Issues a link token and "emails" it; exported so tests can make expired tokens. `email` is the
 * message the link goes out in when it is another than the link's own (an application's receipt).
 */
export function issueEmailToken(
  purpose: EmailTokenPurpose,
  email: string,
  lang: LanguageCode,
  now: number,
  options: {
    lifetime?: number;
    userId?: string;
    email?: Required<Pick<InboxEntry, 'subject' | 'body'>>;
  } = {},
): string {
  const token = randomToken();
  const expiresAt = iso(now + (options.lifetime ?? LINK_LIFETIMES[purpose]));
  mutate((draft) => {
    draft.emailTokens.push({
      token,
      purpose,
      email,
      language: lang,
      expiresAt,
      usedAt: null,
      ...(options.userId ? { userId: options.userId } : {}),
    });
    addInboxEntry(
      draft,
      {
        channel: 'email',
        subject: LINK_SUBJECTS[purpose],
        to: email,
        code: null,
        link: `/?auth=${LINK_VIEWS[purpose]}&token=${encodeURIComponent(token)}`,
        ...(options.email && { ...options.email, language: lang }),
      },
      now,
    );
  });
  return token;
}

/** A change waiting for its link has one link: a new request or a cancel voids the old one. */
function dropEmailChangeLink(draft: DemoState, userId: string): void {
  draft.emailTokens = draft.emailTokens.filter(
    (token) => !(token.purpose === 'change-email' && token.userId === userId),
  );
}

/**
 * PATCH /profile with a new address (main API) asks for this: the new address gets a link that
 * changes the login, the old one a notice. A second request replaces the first link.
 */
export function requestEmailChange(user: DemoUser, email: string, now: number): void {
  mutate((draft) => {
    dropEmailChangeLink(draft, user.id);
    user.pendingEmail = email;
    addInboxEntry(
      draft,
      { channel: 'email', subject: 'email-change-notice', to: user.email, code: null, link: null },
      now,
    );
  });
  issueEmailToken('change-email', email, user.language, now, { userId: user.id });
}

export function cancelEmailChange(user: DemoUser): void {
  mutate((draft) => {
    dropEmailChangeLink(draft, user.id);
    user.pendingEmail = null;
  });
}

/**
 * PATCH /profile with a new mobile number (main API) asks for this: the number waits for the code
 * texted to it, and the email address is told. Until the code is entered login codes go to the
 * number that works, so one typo cannot lock the candidate out.
 */
export function requestPhoneChange(user: DemoUser, phone: string, now: number): void {
  mutate((draft) => {
    user.pendingPhone = phone;
    draft.phoneChecks = draft.phoneChecks.filter(
      (check) => !(check.purpose === 'phone-change' && check.key === user.id),
    );
    addInboxEntry(
      draft,
      { channel: 'email', subject: 'phone-change-notice', to: user.email, code: null, link: null },
      now,
    );
  });
  sendPhoneCheck('phone-change', user.id, phone, now);
}

/** "Send a new code" for the number waiting: the same wait as every texted code. */
export function resendPhoneChangeCode(user: DemoUser, now: number): Response {
  if (!user.pendingPhone) throw fail(AUTH_ERRORS.codeExpired);
  return sendPhoneCheck('phone-change', user.id, user.pendingPhone, now);
}

/** The code texted to the waiting number: right, and it is the number login codes go to. */
export function confirmPhoneChange(user: DemoUser, code: string, now: number): void {
  if (!user.pendingPhone) throw fail(AUTH_ERRORS.codeExpired);
  confirmPhoneCheck('phone-change', user.id, user.pendingPhone, code, now);
  mutate(() => {
    user.phone = user.pendingPhone!;
    user.pendingPhone = null;
  });
}

export function cancelPhoneChange(user: DemoUser): void {
  mutate((draft) => {
    user.pendingPhone = null;
    draft.phoneChecks = draft.phoneChecks.filter(
      (check) => !(check.purpose === 'phone-change' && check.key === user.id),
    );
  });
}

/** Texts a code to prove `phone`, unless the last one for the same `key` went too recently. */
function sendPhoneCheck(
  purpose: PhoneCheck['purpose'],
  key: string,
  phone: string,
  now: number,
): Response {
  const previous = findPhoneCheck(purpose, key);
  const wait = resendWait(previous, now);
  if (wait > 0) return codeSentAnswer(false, wait);
  mutate((draft) => {
    draft.phoneChecks = draft.phoneChecks.filter((check) => check !== previous);
    draft.phoneChecks.push({
      purpose,
      key,
      phone,
      ...textCode(draft, 'phone-code', phone, now),
      expiresAt: iso(now + CODE_WINDOW),
      attempts: 0,
    });
  });
  return codeSentAnswer(true, RESEND_WAIT_SECONDS);
}

const findPhoneCheck = (purpose: PhoneCheck['purpose'], key: string): PhoneCheck | null =>
  getState().phoneChecks.find((check) => check.purpose === purpose && check.key === key) ?? null;

/** A typed code for `key`'s check; a code texted to another number than `phone` is wrong. */
function confirmPhoneCheck(
  purpose: PhoneCheck['purpose'],
  key: string,
  phone: string,
  code: string,
  now: number,
): void {
  const check = findPhoneCheck(purpose, key);
  if (!check) throw fail(AUTH_ERRORS.invalidCode);
  checkCode(check, check.phone === phone && code === check.code, now);
  mutate((draft) => {
    draft.phoneChecks = draft.phoneChecks.filter((candidate) => candidate !== check);
  });
}

const tokenField = (data: Sent<TokenCheckRequest>) =>
  field(() => stringField(data, 'token', { max: 200 }));

export const authRoutes = [
  route('auth', 'POST', '/auth/login/email-password/', async ({ request, now }) => {
    const data = await body<LoginRequest>(request);
    const email = field(() => stringField(data, 'email', { max: 254 }));
    const password = field(() => stringField(data, 'password', { max: 200, trim: false }));
    const user = findUserByEmail(email);
    if (!user || user.password !== password) throw fail(AUTH_ERRORS.invalidCredentials);
    mutate((draft) => {
      draft.pendingLogins = draft.pendingLogins.filter((login) => login.userId !== user.id);
      draft.pendingLogins.push({
        userId: user.id,
        sms: user.tfaMethod === 'sms' ? textCode(draft, 'login-code', user.phone, now) : null,
        expiresAt: iso(now + CODE_WINDOW),
        attempts: 0,
      });
    });
    return json({
      userId: user.id,
      tfaMethod: user.tfaMethod,
      ...(user.tfaMethod === 'sms'
        ? { retryAfter: RESEND_WAIT_SECONDS, maskedPhone: maskPhone(user.phone) }
        : {}),
    });
  }),

  route('auth', 'POST', '/auth/tfa', async ({ request, now }) => {
    const data = await body<TfaRequest>(request);
    const userId = field(() => stringField(data, 'userId', { max: 100 }));
    const backupCode = field(() => stringField(data, 'backupCode', { max: 20, optional: true }));
    const code = backupCode ? '' : field(() => stringField(data, 'code', { max: 20 }));
    const login = getState().pendingLogins.find((pending) => pending.userId === userId);
    const user = findUserById(userId);
    if (!login || !user) throw fail(AUTH_ERRORS.codeExpired);
    // A backup code stands in for the texted or app code; wrong ones count as wrong codes.
    const backupCodeUsed = backupCode
      ? (user.backupCodes ?? []).find(
          (candidate) => normaliseBackupCode(candidate) === normaliseBackupCode(backupCode),
        )
      : undefined;
    const correct = backupCode
      ? backupCodeUsed !== undefined
      : login.sms
        ? code === login.sms.code
        : !!user.totpSecret && verifyTotpCode(user.totpSecret, code, now);
    checkCode(login, correct, now);
    mutate((draft) => {
      draft.pendingLogins = draft.pendingLogins.filter((pending) => pending !== login);
      if (backupCodeUsed)
        user.backupCodes = (user.backupCodes ?? []).filter((kept) => kept !== backupCodeUsed);
    });
    const cookie = cookieHeader(
      createAuthToken({ id: user.id, name: displayName(user) }, now),
      TOKEN_LIFETIME_SECONDS,
    );
    setPageCookie(cookie);
    return json({}, 200, { 'Set-Cookie': cookie });
  }),

  // A new texted code for a pending login: the old one stops working, the tries made still count.
  route('auth', 'POST', '/auth/tfa/resend', async ({ request, now }) => {
    const data = await body<ResendCodeRequest>(request);
    const userId = field(() => stringField(data, 'userId', { max: 100 }));
    const login = getState().pendingLogins.find((pending) => pending.userId === userId);
    const user = findUserById(userId);
    if (!login || !user || Date.parse(login.expiresAt) <= now) throw fail(AUTH_ERRORS.codeExpired);
    if (!login.sms) throw fail(AUTH_ERRORS.validation);
    if (login.attempts >= MAX_CODE_ATTEMPTS) throw fail(AUTH_ERRORS.codeLocked);
    const wait = resendWait(login.sms, now);
    if (wait > 0) return codeSentAnswer(false, wait);
    mutate((draft) => {
      login.sms = textCode(draft, 'login-code', user.phone, now);
      login.expiresAt = iso(now + CODE_WINDOW);
    });
    return codeSentAnswer(true, RESEND_WAIT_SECONDS);
  }),

  route('auth', 'POST', '/auth/verify-candidate', async ({ request, now }) => {
    const data = await body<VerifyCandidateRequest>(request);
    const email = field(() => emailField(data));
    // One link per address per wait: a double press or an impatient "send again" sends one.
    const lastSentAt = Math.max(
      0,
      ...getState()
        .emailTokens.filter((token) => token.purpose === 'register' && token.email === email)
        .map((token) => Date.parse(token.expiresAt) - LINK_LIFETIMES.register),
    );
    const wait = Math.ceil((lastSentAt + RESEND_WAIT_SECONDS * 1000 - now) / 1000);
    if (wait > 0) return json({ linkSent: false, retryAfter: wait });
    issueEmailToken('register', email, language(data.language), now);
    return json({ linkSent: true, retryAfter: RESEND_WAIT_SECONDS });
  }),

  // The registration form shows the address the link was sent to, on any device.
  route('auth', 'POST', '/auth/verify-candidate/token-check', async ({ request, now }) => {
    const data = await body<TokenCheckRequest>(request);
    const token = typeof data.token === 'string' ? data.token : '';
    const { entry, problem } = checkEmailToken(token, 'register', now);
    return json(problem ? { valid: false } : { valid: true, email: entry.email });
  }),

  // Registration with SMS: the number is proven by a code before the account exists.
  route('auth', 'POST', '/auth/verify-phone', async ({ request, now }) => {
    const data = await body<VerifyPhoneRequest>(request);
    const token = tokenField(data);
    const phone = field(() => phoneField(data));
    const { problem } = checkEmailToken(token, 'register', now);
    if (problem) throw fail(problem);
    return sendPhoneCheck('register', token, phone, now);
  }),

  route(
    'auth',
    'POST',
    '/auth/generate-totp',
    async ({ request, now, user }) => {
      const data = await body<GenerateTotpRequest>(request);
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
    const data = await body<RegisterCandidateRequest>(request);
    const token = tokenField(data);
    const form = data.form;
    if (typeof form !== 'object' || form === null || Array.isArray(form))
      throw fail(AUTH_ERRORS.validation);
    const values = form as Sent<RegisterCandidateForm>;
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
    } else {
      const code = typeof values.code === 'string' ? values.code.trim() : '';
      confirmPhoneCheck('register', token, phone, code, now);
    }
    const nowIso = new Date(now).toISOString();
    const userId = newId('cand');
    const backupCodes = newBackupCodes();
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
        pendingEmail: null,
        pendingPhone: null,
        backupCodes,
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
    // The phone or app was proven just now: the new account is logged in, as after POST /auth/tfa.
    const cookie = cookieHeader(
      createAuthToken({ id: userId, name: `${givenName} ${familyName}`.trim() }, now),
      TOKEN_LIFETIME_SECONDS,
    );
    setPageCookie(cookie);
    return json({ userId, backupCodes }, 200, { 'Set-Cookie': cookie });
  }),

  route('auth', 'POST', '/auth/user-exists', async ({ request }) => {
    const data = await body<UserExistsRequest>(request);
    const email = field(() => emailField(data));
    return json({ exists: findUserByEmail(email) !== null });
  }),

  route('auth', 'POST', '/auth/reset-password-request', async ({ request, now }) => {
    const data = await body<ResetPasswordRequestRequest>(request);
    const email = field(() => emailField(data));
    const user = findUserByEmail(email);
    // The same answer for unknown addresses, so the form does not reveal who has an account.
    if (user) issueEmailToken('reset-password', user.email, user.language, now);
    return json({});
  }),

  route('auth', 'POST', '/auth/reset-password/token-check', async ({ request, now }) => {
    const data = await body<TokenCheckRequest>(request);
    const token = typeof data.token === 'string' ? data.token : '';
    const { entry, problem } = checkEmailToken(token, 'reset-password', now);
    return json(problem ? { valid: false } : { valid: true, email: entry.email });
  }),

  route('auth', 'POST', '/auth/reset-password', async ({ request, now }) => {
    const data = await body<ResetPasswordRequest>(request);
    const token = tokenField(data);
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

  // The link sent to a new address (PATCH /profile): opening it makes that address the login.
  route('auth', 'POST', '/auth/confirm-email', async ({ request, now }) => {
    const data = await body<ConfirmEmailRequest>(request);
    const { entry, problem } = checkEmailToken(tokenField(data), 'change-email', now);
    if (problem) throw fail(problem);
    const user = entry.userId ? findUserById(entry.userId) : null;
    if (!user || user.pendingEmail?.toLowerCase() !== entry.email.toLowerCase())
      throw fail(AUTH_ERRORS.invalidToken);
    const owner = findUserByEmail(entry.email);
    if (owner && owner.id !== user.id) throw fail(AUTH_ERRORS.userExists, 409);
    mutate((draft) => {
      entry.usedAt = iso(now);
      // Links sent to the old address stop working with it.
      draft.emailTokens = draft.emailTokens.filter(
        (token) => token === entry || token.email.toLowerCase() !== user.email.toLowerCase(),
      );
      user.email = entry.email;
      user.pendingEmail = null;
    });
    return json({ email: entry.email });
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
      const data = await body<ChangeTfaMethodRequest>(request);
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
        const backupCodes = newBackupCodes();
        mutate((draft) => {
          const stored = draft.users.find((candidate) => candidate.id === account.id);
          if (stored) {
            stored.tfaMethod = 'totp';
            stored.totpSecret = secret;
            stored.backupCodes = backupCodes;
          }
          draft.pendingTotp = draft.pendingTotp.filter((entry) => entry !== pending);
        });
        return json({ backupCodes });
      }
      // SMS: a code to the profile's number first, then the same call with it switches.
      if (!code) return sendPhoneCheck('tfa-change', account.id, account.phone, now);
      confirmPhoneCheck('tfa-change', account.id, account.phone, code, now);
      const backupCodes = newBackupCodes();
      mutate((draft) => {
        const stored = draft.users.find((candidate) => candidate.id === account.id);
        if (stored) {
          stored.tfaMethod = 'sms';
          stored.totpSecret = null;
          stored.backupCodes = backupCodes;
        }
      });
      return json({ backupCodes });
    },
    { auth: 'optional' },
  ),

  // New backup codes in place of the earlier ones (settings: "Make new backup codes").
  route(
    'auth',
    'POST',
    '/auth/backup-codes',
    ({ user }) => {
      const account = requireUser(user);
      const backupCodes = newBackupCodes();
      mutate(() => {
        account.backupCodes = backupCodes;
      });
      return json({ backupCodes });
    },
    { auth: 'optional' },
  ),
];
