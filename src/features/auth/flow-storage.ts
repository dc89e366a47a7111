import { isRecord } from '@/api/errors';
import type { RegisterCandidateForm, TfaMethod } from '@/api/contract/auth';
import { safeSessionStorage, safeStorage } from '@/lib/storage';
import { suggestedEmail } from '@/lib/suggested-email';

/**
 * What an auth flow needs between its steps but must not put in the URL.
 *
 * - The login challenge ({userId, tfaMethod}) goes to sessionStorage: it is not secret, but it
 *   is this tab's login in progress, and the two-factor step has to survive a reload.
 * - The address a registration link was sent to goes to localStorage (safeStorage): the emailed
 *   link often opens in a new tab, where it prefills the email the person confirms. It is a
 *   person's address, so it stays only until the registration succeeds, a day at most.
 * - The registration draft holds a password, so it stays in memory only. What was typed apart
 *   from the password (names, phone, consents, the chosen method) goes to sessionStorage: a phone
 *   that drops the tab while the person reads the texted code loses none of it. It is this tab's
 *   alone, and goes when the registration is done or the dialog closes.
 */
const LOGIN_CHALLENGE_KEY = 'auth.loginChallenge';
const PENDING_EMAIL_KEY = 'auth.pendingRegistrationEmail';
const REGISTRATION_DETAILS_KEY = 'auth.registrationDetails';
const PENDING_EMAIL_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface LoginChallenge {
  userId: string;
  tfaMethod: TfaMethod;
  email: string;
  /** For SMS: when a new code may be asked for (epoch ms), kept across a reload. */
  nextCodeAt?: number;
  /** For SMS: the number the code went to, most digits hidden, as the service showed it. */
  maskedPhone?: string;
}

const isLoginChallenge = (value: unknown): value is LoginChallenge =>
  isRecord(value) &&
  typeof value.userId === 'string' &&
  (value.tfaMethod === 'sms' || value.tfaMethod === 'totp') &&
  typeof value.email === 'string' &&
  (value.nextCodeAt === undefined || typeof value.nextCodeAt === 'number') &&
  (value.maskedPhone === undefined || typeof value.maskedPhone === 'string');

export function saveLoginChallenge(challenge: LoginChallenge): void {
  safeSessionStorage.set(LOGIN_CHALLENGE_KEY, JSON.stringify(challenge));
}

export function readLoginChallenge(): LoginChallenge | null {
  return safeSessionStorage.getJson(LOGIN_CHALLENGE_KEY, isLoginChallenge);
}

export function clearLoginChallenge(): void {
  safeSessionStorage.remove(LOGIN_CHALLENGE_KEY);
}

interface PendingEmail {
  email: string;
  /** When the link was asked for (epoch ms). */
  savedAt: number;
  /** When another link may be asked for (epoch ms). */
  nextLinkAt?: number;
}

const isPendingEmail = (value: unknown): value is PendingEmail =>
  isRecord(value) &&
  typeof value.email === 'string' &&
  typeof value.savedAt === 'number' &&
  (value.nextLinkAt === undefined || typeof value.nextLinkAt === 'number');

export function rememberPendingEmail(email: string, nextLinkAt: number): void {
  safeStorage.set(
    PENDING_EMAIL_KEY,
    JSON.stringify({ email, savedAt: Date.now(), nextLinkAt } satisfies PendingEmail),
  );
}

/**
 * The address, while it is younger than a day. An older one, or one stored without its time (an
 * earlier release kept the bare address), is removed on the way.
 */
export function readPendingEmail(): string | null {
  return readPendingLink()?.email ?? null;
}

/** The address a link was sent to, and when another may be asked for (0: now). */
export function readPendingLink(): { email: string; nextLinkAt: number } | null {
  if (safeStorage.get(PENDING_EMAIL_KEY) === null) return null;
  // The bare address of an earlier release does not parse: no time, so no telling how old it is.
  const value = safeStorage.getJson(PENDING_EMAIL_KEY, isPendingEmail);
  if (value) {
    const age = Date.now() - value.savedAt;
    if (age >= 0 && age < PENDING_EMAIL_LIFETIME_MS)
      return { email: value.email, nextLinkAt: value.nextLinkAt ?? 0 };
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

/** What comes back after a reload: the registration's details but the password. */
export interface RegistrationDetails {
  email: string;
  givenName: string;
  familyName: string;
  phone: string;
  acceptTerms: boolean;
  contactMe: boolean;
  candidateBank: boolean;
  tfaMethod?: TfaMethod;
  /** The phone check's last code: the number it went to, and when a new one may be asked for. */
  phoneCode?: { sentTo: string; nextAt: number };
}

const isPhoneCode = (value: unknown): value is RegistrationDetails['phoneCode'] =>
  value === undefined ||
  (isRecord(value) && typeof value.sentTo === 'string' && typeof value.nextAt === 'number');

const isRegistrationDetails = (value: unknown): value is RegistrationDetails =>
  isRecord(value) &&
  ['email', 'givenName', 'familyName', 'phone'].every((key) => typeof value[key] === 'string') &&
  ['acceptTerms', 'contactMe', 'candidateBank'].every((key) => typeof value[key] === 'boolean') &&
  (value.tfaMethod === undefined || value.tfaMethod === 'sms' || value.tfaMethod === 'totp') &&
  isPhoneCode(value.phoneCode);

export function saveRegistrationDetails(details: RegistrationDetails): void {
  safeSessionStorage.set(REGISTRATION_DETAILS_KEY, JSON.stringify(details));
}

/** Adds the two-factor step's choices to the details kept. */
export function updateRegistrationDetails(
  change: Pick<RegistrationDetails, 'tfaMethod' | 'phoneCode'>,
): void {
  const details = readRegistrationDetails();
  if (details) saveRegistrationDetails({ ...details, ...change });
}

export function readRegistrationDetails(): RegistrationDetails | null {
  return safeSessionStorage.getJson(REGISTRATION_DETAILS_KEY, isRegistrationDetails);
}

export function forgetRegistrationDetails(): void {
  safeSessionStorage.remove(REGISTRATION_DETAILS_KEY);
}

/** The address last typed in any auth form of this visit, to prefill the next one. */
let lastEmail = '';

export function rememberEmail(email: string): void {
  lastEmail = email;
}

/**
 * The address a view of the dialog starts from: the one typed in this dialog, else the one the
 * page under it knows the person by (`pageState`, the page's history state: the thank-you page's
 * address the application went to).
 */
export function recallEmail(pageState?: unknown): string {
  return lastEmail || (suggestedEmail(pageState) ?? '');
}

/** Called when the auth dialog closes: a login in progress ends, nothing typed outlives it. */
export function forgetFlowMemory(): void {
  clearLoginChallenge();
  forgetRegistrationDetails();
  registrationDraft = null;
  lastEmail = '';
}
