import { isRecord } from '@/api/errors';
import type { RegisterCandidateForm, TfaMethod } from '@/api/contract/auth';
import { safeSessionStorage, safeStorage } from '@/lib/storage';

/**
 * What an auth flow needs between its steps but must not put in the URL.
 *
 * - The login challenge ({userId, tfaMethod}) goes to sessionStorage: it is not secret, but it
 *   is this tab's login in progress, and the two-factor step has to survive a reload.
 * - The address a registration link was sent to goes to localStorage (safeStorage): the emailed
 *   link often opens in a new tab, where it prefills the email the person confirms. It is a
 *   person's address, so it stays only until the registration succeeds, a day at most.
 * - The registration draft holds a password, so it stays in memory only; after a reload the
 *   person fills the form in again.
 */
const LOGIN_CHALLENGE_KEY = 'auth.loginChallenge';
const PENDING_EMAIL_KEY = 'auth.pendingRegistrationEmail';
const PENDING_EMAIL_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface LoginChallenge {
  userId: string;
  tfaMethod: TfaMethod;
  email: string;
  /** For SMS: when a new code may be asked for (epoch ms), kept across a reload. */
  nextCodeAt?: number;
}

const isLoginChallenge = (value: unknown): value is LoginChallenge =>
  isRecord(value) &&
  typeof value.userId === 'string' &&
  (value.tfaMethod === 'sms' || value.tfaMethod === 'totp') &&
  typeof value.email === 'string' &&
  (value.nextCodeAt === undefined || typeof value.nextCodeAt === 'number');

export function saveLoginChallenge(challenge: LoginChallenge): void {
  safeSessionStorage.set(LOGIN_CHALLENGE_KEY, JSON.stringify(challenge));
}

export function readLoginChallenge(): LoginChallenge | null {
  const text = safeSessionStorage.get(LOGIN_CHALLENGE_KEY);
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isLoginChallenge(value) ? value : null;
  } catch {
    return null;
  }
}

export function clearLoginChallenge(): void {
  safeSessionStorage.remove(LOGIN_CHALLENGE_KEY);
}

interface PendingEmail {
  email: string;
  /** When the link was asked for (epoch ms). */
  savedAt: number;
}

const isPendingEmail = (value: unknown): value is PendingEmail =>
  isRecord(value) && typeof value.email === 'string' && typeof value.savedAt === 'number';

export function rememberPendingEmail(email: string): void {
  safeStorage.set(
    PENDING_EMAIL_KEY,
    JSON.stringify({ email, savedAt: Date.now() } satisfies PendingEmail),
  );
}

/**
 * The address, while it is younger than a day. An older one, or one stored without its time (an
 * earlier release kept the bare address), is removed on the way.
 */
export function readPendingEmail(): string | null {
  const text = safeStorage.get(PENDING_EMAIL_KEY);
  if (text === null) return null;
  let value: unknown = null;
  try {
    value = JSON.parse(text);
  } catch {
    // The bare address of an earlier release: no time, so no telling how old it is.
  }
  if (isPendingEmail(value)) {
    const age = Date.now() - value.savedAt;
    if (age >= 0 && age < PENDING_EMAIL_LIFETIME_MS) return value.email;
  }
  forgetPendingEmail();
  return null;
}

export function forgetPendingEmail(): void {
  safeStorage.remove(PENDING_EMAIL_KEY);
}

export type RegistrationDraft = Omit<RegisterCandidateForm, 'tfaMethod' | 'code' | 'language'>;

let registrationDraft: { token: string; draft: RegistrationDraft } | null = null;

export function saveRegistrationDraft(token: string, draft: RegistrationDraft): void {
  registrationDraft = { token, draft };
}

export function readRegistrationDraft(token: string): RegistrationDraft | null {
  return registrationDraft?.token === token ? registrationDraft.draft : null;
}

export function clearRegistrationDraft(): void {
  registrationDraft = null;
}

/** The address last typed in any auth form of this visit, to prefill the next one. */
let lastEmail = '';

export function rememberEmail(email: string): void {
  lastEmail = email;
}

export function recallEmail(): string {
  return lastEmail;
}

/** Called when the auth dialog closes: a login in progress ends, nothing typed outlives it. */
export function forgetFlowMemory(): void {
  clearLoginChallenge();
  registrationDraft = null;
  lastEmail = '';
}
