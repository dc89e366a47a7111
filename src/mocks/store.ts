import type { Consents } from '@/api/contract/account';
import type {
  ApplicationAnswers,
  ApplicationStatus,
  CandidateTest,
  Meeting,
  Message,
} from '@/api/contract/applications';
import type { TfaMethod } from '@/api/contract/auth';
import type { Frequency, LanguageCode } from '@/api/contract/shared';
import type { SubscriptionCriteria } from '@/api/contract/subscriptions';
import { env } from '@/config/env';
import { safeStorage } from '@/lib/storage';
import { getCatalog, type Catalog } from './data/catalog';
import { STATE_VERSION, createSeedState } from './data/seed';
import { base64ToBytes, bytesToBase64, currentTotpCode } from './tokens';

// ---------------------------------------------------------------------------------------------
// The demo backend's records. Dates are ISO strings; everything is JSON so it can be persisted.
// ---------------------------------------------------------------------------------------------

export interface DemoUser {
  id: string;
  email: string;
  /** Plain text because this is a demo; a real service stores a slow salted hash. */
  password: string;
  phone: string;
  givenName: string;
  familyName: string;
  language: LanguageCode;
  tfaMethod: TfaMethod;
  totpSecret: string | null;
  createdAt: string;
  dataExpiresAt: string;
  consents: Consents;
  /** A new login address waiting for its emailed confirmation; the login is `email` until then. */
  pendingEmail: string | null;
  /** A new number waiting for the code texted to it; login codes go to `phone` until then. */
  pendingPhone?: string | null;
  /** The backup codes not used yet; each stands in for one two-factor code, once. */
  backupCodes?: string[];
}

export interface StoredApplication {
  id: string;
  /** The account it belongs to; null when applied without one and no account has the email. */
  userId: string | null;
  jobSlug: string;
  answers: ApplicationAnswers;
  consents: { acceptTerms: boolean; contactMe: boolean; candidateBank: boolean };
  language: LanguageCode;
  appliedAt: string;
  updatedAt: string;
  status: ApplicationStatus;
}

type SampleName = 'pdf' | 'png' | 'video';

export interface StoredFile {
  id: string;
  applicationId: string;
  name: string;
  contentType: string;
  size: number;
  uploadedAt: string;
  kind: 'cv' | 'attachment';
  /** Seeded files point at a generated sample; uploads keep their bytes in storage. */
  sample: SampleName | null;
}

export type StoredMeeting = Meeting & { applicationId: string };
export type StoredMessage = Message & { applicationId: string };
export type StoredTest = CandidateTest & { applicationId: string };

export interface StoredSubscription {
  id: string;
  userId: string | null;
  email: string;
  token: string;
  criteria: SubscriptionCriteria;
  frequency: Frequency;
  createdAt: string;
  confirmed: boolean;
  language: LanguageCode;
}

/** A texted code; `sentAt` paces the next one. */
export interface TextedCode {
  code: string;
  sentAt: string;
}

/** Where codes are typed in: until `expiresAt`, and at most five wrong ones. */
export interface CodeWindow {
  expiresAt: string;
  attempts: number;
}

interface PendingLogin extends CodeWindow {
  userId: string;
  /** The texted code; null for the authenticator app. */
  sms: TextedCode | null;
}

/**
 * A code texted to prove a phone number: at registration (`key` the link's token), or when a
 * logged-in candidate switches two-factor to SMS or changes the number (`key` the user id).
 */
export interface PhoneCheck extends TextedCode, CodeWindow {
  purpose: 'register' | 'tfa-change' | 'phone-change';
  key: string;
  phone: string;
}

export type EmailTokenPurpose = 'register' | 'reset-password' | 'change-email';

interface EmailToken {
  token: string;
  purpose: EmailTokenPurpose;
  /** The address the link went to: for `change-email` the new login address. */
  email: string;
  /** For `change-email`: whose login changes. */
  userId?: string;
  language: LanguageCode;
  expiresAt: string;
  usedAt: string | null;
}

/** What the demo "sent": shown in the demo inbox so that every flow can be completed. */
export type InboxSubject =
  | 'login-code'
  | 'phone-code'
  | 'confirm-email'
  | 'change-email'
  | 'email-change-notice'
  | 'phone-change-notice'
  | 'reset-password'
  | 'confirm-subscription'
  | 'already-applied'
  | 'application-receipt';
export interface InboxEntry {
  id: string;
  channel: 'email' | 'sms';
  subject: InboxSubject;
  to: string;
  sentAt: string;
  code: string | null;
  /** A same-origin path such as `/?auth=register&token=…`. */
  link: string | null;
  /** The email's words where they carry data (a receipt names the job), in its language. */
  body?: string;
  language?: LanguageCode;
}

export interface IdempotentAnswer {
  key: string;
  /** Method and path the key was first used with: the same key elsewhere is a different action. */
  target: string;
  status: number;
  body: string | null;
  headers: Array<[string, string]>;
  storedAt: number;
}

export interface DemoState {
  version: number;
  users: DemoUser[];
  applications: StoredApplication[];
  files: StoredFile[];
  meetings: StoredMeeting[];
  messages: StoredMessage[];
  tests: StoredTest[];
  subscriptions: StoredSubscription[];
  pendingLogins: PendingLogin[];
  phoneChecks: PhoneCheck[];
  /** Secrets made by POST /auth/generate-totp, waiting for a first correct code. */
  pendingTotp: Array<{ email: string; secret: string; createdAt: string }>;
  emailTokens: EmailToken[];
  inbox: InboxEntry[];
  idempotency: IdempotentAnswer[];
}

const STATE_KEY = 'demo-api:state';
const fileKey = (fileId: string) => `demo-api:file:${fileId}` as const;
const IDEMPOTENCY_LIMIT = 200;

// ---------------------------------------------------------------------------------------------

/** The browser keeps the demo in localStorage; vitest and the benchmark keep it in memory. */
const persistent = typeof window !== 'undefined' && import.meta.env.MODE !== 'test';

let state: DemoState | null = null;
const uploadedBytes = new Map<string, Uint8Array>();
const listeners = new Set<() => void>();

export function apiBase(): string {
  return env.mainApiUrl;
}

export function catalog(now = Date.now()): Catalog {
  return getCatalog(now, apiBase());
}

function isDemoState(value: unknown): value is DemoState {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as DemoState).version === STATE_VERSION &&
    Array.isArray((value as DemoState).users) &&
    Array.isArray((value as DemoState).applications) &&
    Array.isArray((value as DemoState).inbox)
  );
}

function load(): DemoState {
  if (persistent) {
    const text = safeStorage.get(STATE_KEY);
    if (text) {
      try {
        const parsed: unknown = JSON.parse(text);
        if (isDemoState(parsed)) return parsed;
      } catch {
        // A damaged copy is replaced by the seed.
      }
    }
  }
  const seeded = createSeedState(catalog(), Date.now());
  if (persistent) safeStorage.set(STATE_KEY, JSON.stringify(seeded));
  return seeded;
}

export function getState(): DemoState {
  state ??= load();
  return state;
}

/** Runs a change and saves it, so a reload keeps what was done. */
export function mutate<T>(change: (draft: DemoState) => T): T {
  const current = getState();
  const result = change(current);
  if (persistent) safeStorage.set(STATE_KEY, JSON.stringify(current));
  listeners.forEach((listener) => listener());
  return result;
}

/** 'Reset demo data': back to the seed, uploads and inbox included. */
export function resetDemoData(): void {
  const previous = state;
  if (persistent && previous) {
    for (const file of previous.files) if (!file.sample) safeStorage.remove(fileKey(file.id));
  }
  uploadedBytes.clear();
  state = createSeedState(catalog(), Date.now());
  if (persistent) safeStorage.set(STATE_KEY, JSON.stringify(state));
  listeners.forEach((listener) => listener());
}

export function subscribeStore(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// --- uploaded bytes ------------------------------------------------------------------------------

export function saveUploadedBytes(fileId: string, bytes: Uint8Array): void {
  uploadedBytes.set(fileId, bytes);
  // Large files may not fit in localStorage; then they last for this visit only.
  if (persistent) safeStorage.set(fileKey(fileId), bytesToBase64(bytes));
}

export function readUploadedBytes(fileId: string): Uint8Array | null {
  const cached = uploadedBytes.get(fileId);
  if (cached) return cached;
  if (!persistent) return null;
  const text = safeStorage.get(fileKey(fileId));
  if (!text) return null;
  try {
    const bytes = base64ToBytes(text);
    uploadedBytes.set(fileId, bytes);
    return bytes;
  } catch {
    return null;
  }
}

export function forgetUploadedBytes(fileIds: string[]): void {
  for (const id of fileIds) {
    uploadedBytes.delete(id);
    if (persistent) safeStorage.remove(fileKey(id));
  }
}

// --- queries used by handlers and the inbox ------------------------------------------------------

export const findUserById = (id: string) => getState().users.find((user) => user.id === id) ?? null;
export const findUserByEmail = (email: string) =>
  getState().users.find((user) => user.email.toLowerCase() === email.trim().toLowerCase()) ?? null;
export const displayName = (user: DemoUser) => `${user.givenName} ${user.familyName}`.trim();

export function addInboxEntry(
  draft: DemoState,
  entry: Omit<InboxEntry, 'id' | 'sentAt'>,
  now = Date.now(),
): InboxEntry {
  const full: InboxEntry = {
    ...entry,
    id: crypto.randomUUID(),
    sentAt: new Date(now).toISOString(),
  };
  draft.inbox.unshift(full);
  draft.inbox.splice(100);
  return full;
}

/** Newest first. */
export function inboxEntries(): InboxEntry[] {
  return [...getState().inbox].sort((a, b) =>
    a.sentAt < b.sentAt ? 1 : a.sentAt > b.sentAt ? -1 : 0,
  );
}

/** The newest entry to an address or phone (tests and the e2e helpers read codes this way). */
export function latestInboxEntry(to: string, subject?: InboxSubject): InboxEntry | null {
  return (
    inboxEntries().find(
      (entry) =>
        entry.to.toLowerCase() === to.toLowerCase() && (!subject || entry.subject === subject),
    ) ?? null
  );
}

/** Every account using the authenticator app, and every secret waiting to be confirmed. */
export function authenticatorCodes(now = Date.now()): Array<{ email: string; code: string }> {
  const current = getState();
  const fromUsers = current.users
    .filter((user) => user.tfaMethod === 'totp' && user.totpSecret)
    .map((user) => ({ email: user.email, code: currentTotpCode(user.totpSecret!, now) }));
  const pending = current.pendingTotp
    .filter(
      (entry) => !fromUsers.some((user) => user.email.toLowerCase() === entry.email.toLowerCase()),
    )
    .map((entry) => ({ email: entry.email, code: currentTotpCode(entry.secret, now) }));
  return [...fromUsers, ...pending];
}

export function rememberAnswer(draft: DemoState, answer: IdempotentAnswer): void {
  draft.idempotency = draft.idempotency.filter((entry) => entry.key !== answer.key);
  draft.idempotency.push(answer);
  if (draft.idempotency.length > IDEMPOTENCY_LIMIT)
    draft.idempotency.splice(0, draft.idempotency.length - IDEMPOTENCY_LIMIT);
}

/** Removes an account and everything that belongs to it (DELETE /profile). */
export function deleteUserCascade(draft: DemoState, userId: string): void {
  const user = draft.users.find((candidate) => candidate.id === userId);
  const applicationIds = new Set(
    draft.applications.filter((app) => app.userId === userId).map((app) => app.id),
  );
  const removedFiles = draft.files
    .filter((file) => applicationIds.has(file.applicationId))
    .map((file) => file.id);
  draft.users = draft.users.filter((candidate) => candidate.id !== userId);
  draft.applications = draft.applications.filter((app) => !applicationIds.has(app.id));
  draft.files = draft.files.filter((file) => !applicationIds.has(file.applicationId));
  draft.meetings = draft.meetings.filter((meeting) => !applicationIds.has(meeting.applicationId));
  draft.messages = draft.messages.filter((message) => !applicationIds.has(message.applicationId));
  draft.tests = draft.tests.filter((test) => !applicationIds.has(test.applicationId));
  draft.subscriptions = draft.subscriptions.filter((sub) => sub.userId !== userId);
  draft.pendingLogins = draft.pendingLogins.filter((login) => login.userId !== userId);
  draft.phoneChecks = draft.phoneChecks.filter((check) => check.key !== userId);
  if (user) {
    const email = user.email.toLowerCase();
    draft.emailTokens = draft.emailTokens.filter(
      (token) => token.email.toLowerCase() !== email && token.userId !== userId,
    );
    draft.pendingTotp = draft.pendingTotp.filter((entry) => entry.email.toLowerCase() !== email);
  }
  forgetUploadedBytes(removedFiles);
}

/** Removes one application and what hangs on it (DELETE /applications/{id}). */
export function deleteApplicationCascade(draft: DemoState, applicationId: string): void {
  const removedFiles = draft.files
    .filter((file) => file.applicationId === applicationId)
    .map((file) => file.id);
  draft.applications = draft.applications.filter((app) => app.id !== applicationId);
  draft.files = draft.files.filter((file) => file.applicationId !== applicationId);
  draft.meetings = draft.meetings.filter((meeting) => meeting.applicationId !== applicationId);
  draft.messages = draft.messages.filter((message) => message.applicationId !== applicationId);
  draft.tests = draft.tests.filter((test) => test.applicationId !== applicationId);
  forgetUploadedBytes(removedFiles);
}
