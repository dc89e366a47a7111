import { jwtDecode } from 'jwt-decode';
import { env } from '@/config/env';
import { readCookie, removeCookie } from '@/lib/cookies';
import { forgetAllDrafts, holdDraftsOfEndedSession, setDraftOwner } from '@/lib/drafts';
import { forgetEmailedLinkToken } from '@/lib/emailed-link';
import { safeStorage } from '@/lib/storage';
import { useBrowserStore } from '@/lib/use-hydrated';
import type { TfaMethod } from './contract/auth';
import { isRecord } from './errors';

const AUTH_COOKIE = 'authtoken';

/** Who is signed in, read from the token: display data only; the server decides what it allows. */
export interface AuthState {
  authenticated: boolean;
  name: string | null;
  userId: string | null;
  authMethod: TfaMethod | null;
  /**
   * Nobody is signed in because the session ended by itself here (a call or a read of the cookie
   * found it expired or gone), and no login has been closed since: the page under the login that
   * the end opened waits for it rather than being read again for a visitor.
   */
  endedByItself: boolean;
}

const anonymous: AuthState = {
  authenticated: false,
  name: null,
  userId: null,
  authMethod: null,
  endedByItself: false,
};

export interface CandidateClaims {
  id: string;
  name: string;
}

/** The claims of a candidate's token that has not run out, with when it runs out (epoch ms). */
function readSessionToken(
  token: string,
  now: number,
): (CandidateClaims & { expiresAt: number }) | null {
  let payload: unknown;
  try {
    payload = jwtDecode(token);
  } catch {
    return null;
  }
  if (!isRecord(payload) || !isRecord(payload.user)) return null;
  const { id, name, type } = payload.user;
  if (type !== 'candidate') return null;
  if (typeof id !== 'string' && typeof id !== 'number') return null;
  // A session has an end: a token without a numeric one would count as logged in forever.
  if (typeof payload.exp !== 'number' || !Number.isFinite(payload.exp)) return null;
  const expiresAt = payload.exp * 1000;
  if (expiresAt <= now) return null;
  return { id: String(id), name: typeof name === 'string' ? name : '', expiresAt };
}

// --- tokens the main API called expired -----------------------------------------------------
/**
 * A token the main API answered `jwt expired` for stays ended in this browser even when its
 * cookie cannot be removed (set for a Domain or Path this page cannot name) and its own `exp` is
 * still ahead: otherwise every reload would count it as a session and eject the visitor again.
 * Only a fingerprint of the token is kept, until its `exp`, a day at most (the cookie's lifetime).
 */
const REJECTED_TOKENS_KEY = 'auth.rejectedTokens';
const REJECTED_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

interface RejectedToken {
  fingerprint: string;
  /** When the entry may go (epoch ms). */
  until: number;
}

const isRejectedToken = (value: unknown): value is RejectedToken =>
  isRecord(value) && typeof value.fingerprint === 'string' && typeof value.until === 'number';

/** A 64-bit hash (two 32-bit multiply-xor lanes): tells tokens apart, and cannot give one back. */
function fingerprintOf(token: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < token.length; index += 1) {
    const code = token.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return [h1, h2].map((half) => (half >>> 0).toString(16).padStart(8, '0')).join('');
}

/** The entries in force; passed ones (and any dated beyond a day, a clock set back) go. */
function rejectedTokens(now: number): RejectedToken[] {
  if (safeStorage.get(REJECTED_TOKENS_KEY) === null) return [];
  // Unreadable: nothing to honour, and removed below.
  const stored = safeStorage.getJson(REJECTED_TOKENS_KEY, Array.isArray) ?? [];
  const live = stored.filter(
    (entry): entry is RejectedToken =>
      isRejectedToken(entry) &&
      entry.until > now &&
      entry.until <= now + REJECTED_TOKEN_LIFETIME_MS,
  );
  if (live.length === 0) safeStorage.remove(REJECTED_TOKENS_KEY);
  else if (live.length < stored.length) safeStorage.set(REJECTED_TOKENS_KEY, JSON.stringify(live));
  return live;
}

function rememberRejectedToken(token: string, now = Date.now()): void {
  const session = readSessionToken(token, now);
  // A token that is no session (run out, malformed) never counts anyway.
  if (!session) return;
  const fingerprint = fingerprintOf(token);
  const entry = {
    fingerprint,
    until: Math.min(session.expiresAt, now + REJECTED_TOKEN_LIFETIME_MS),
  } satisfies RejectedToken;
  const others = rejectedTokens(now).filter((known) => known.fingerprint !== fingerprint);
  safeStorage.set(REJECTED_TOKENS_KEY, JSON.stringify([...others, entry]));
}

/**
 * Decodes an `authtoken` value. Only a well-formed token of a user of type candidate, with a
 * numeric `exp` still ahead, that the main API has not called expired, counts as logged in;
 * anything else is null.
 */
export function decodeCandidateToken(token: string, now = Date.now()): CandidateClaims | null {
  const session = readSessionToken(token, now);
  if (!session) return null;
  const fingerprint = fingerprintOf(token);
  if (rejectedTokens(now).some((entry) => entry.fingerprint === fingerprint)) return null;
  return { id: session.id, name: session.name };
}

/**
 * The login cookie goes wherever it may have been set: host-only, for the configured cookie
 * domain (the auth service on a sibling host sets it for the parent domain) and for each parent
 * domain of this host.
 */
const removeAuthCookie = () => removeCookie(AUTH_COOKIE, env.authCookieDomain);

type Listener = () => void;
const listeners = new Set<Listener>();
let state: AuthState = anonymous;
/**
 * The name the candidate's profile gave since the token was issued: the token keeps the name it
 * had at login, and the header follows what the candidate saved. In this tab's memory only.
 */
let profileName: { userId: string; name: string } | null = null;

function setState(next: AuthState) {
  if (
    next.authenticated === state.authenticated &&
    next.userId === state.userId &&
    next.name === state.name &&
    next.authMethod === state.authMethod &&
    next.endedByItself === state.endedByItself
  ) {
    return;
  }
  if (next.userId !== state.userId) {
    setDraftOwner(next.userId);
    profileName = null;
  }
  state = next;
  listeners.forEach((listener) => listener());
}

/** A profile of the signed-in candidate arrived (read or saved): its name is the one shown. */
export function followProfileName(userId: string, name: string): void {
  if (!state.authenticated || state.userId !== userId || !name) return;
  profileName = { userId, name };
  setState({ ...state, name });
}

/**
 * Reads the cookie into the auth state. A cookie that is no session (decodeCandidateToken) is
 * removed and the visitor is anonymous. Returns the state.
 */
export function refreshSession(): AuthState {
  const token = readCookie(AUTH_COOKIE);
  const claims = token ? decodeCandidateToken(token) : null;
  if (!claims) {
    if (token !== null) removeAuthCookie();
    // The login ran out under the candidate's hands (its time passed, or the cookie went): the
    // same ending as a 'jwt expired' answer, so what they typed waits for their next login here,
    // and the page they are on waits under the login (app/guards).
    const endedByItself = state.authenticated || state.endedByItself;
    if (state.authenticated) holdDraftsOfEndedSession();
    setState(endedByItself ? { ...anonymous, endedByItself } : anonymous);
    return state;
  }
  setState({
    authenticated: true,
    name: profileName?.userId === claims.id ? profileName.name : claims.name,
    userId: claims.id,
    authMethod: state.userId === claims.id ? state.authMethod : null,
    endedByItself: false,
  });
  return state;
}

/**
 * After `POST /auth/tfa` has set the cookie: decode it and sign in.
 * Throws 'Failed to verify user' when the cookie is not a candidate's token.
 */
export function completeLogin(authMethod: TfaMethod | null): AuthState {
  const token = readCookie(AUTH_COOKIE);
  const claims = token ? decodeCandidateToken(token) : null;
  if (!claims) {
    if (token !== null) removeAuthCookie();
    setState(anonymous);
    throw new Error('Failed to verify user');
  }
  setState({
    authenticated: true,
    name: claims.name,
    userId: claims.id,
    authMethod,
    endedByItself: false,
  });
  announceSessionChange();
  return state;
}

/**
 * How a login ends decides what of the candidate's unsent text stays: after a logout or a deleted
 * login nothing; after a session that ended by itself, a copy in this tab's memory only, for the
 * same candidate's next login (lib/drafts).
 */
export type SessionEnding = 'logout' | 'expired';

/**
 * Clears the cookie and the state; the caller has already told the auth service, or (`expired`)
 * the main API has called the cookie's token expired, which then never counts here again.
 */
export function clearSession(ending: SessionEnding): void {
  if (ending === 'logout') {
    forgetAllDrafts();
    // Back to an emailed link's page must not show the next person what the link opened.
    forgetEmailedLinkToken();
  } else {
    holdDraftsOfEndedSession();
    const token = readCookie(AUTH_COOKIE);
    if (token !== null) rememberRejectedToken(token);
  }
  removeAuthCookie();
  setState(ending === 'expired' ? { ...anonymous, endedByItself: true } : anonymous);
  announceSessionChange(ending);
}

/** The login that a session's end opened was closed without logging in. */
export function acknowledgeEndedSession(): void {
  if (state.endedByItself) setState(anonymous);
}

export function getSession(): AuthState {
  return state;
}

/**
 * Someone is signed in here: the state says so, or the cookie holds a session this tab has not
 * read yet (a login in another tab). A cookie that is no session (run out, called expired) is
 * nobody.
 */
export function hasSession(): boolean {
  if (state.authenticated) return true;
  const token = readCookie(AUTH_COOKIE);
  return token !== null && decodeCandidateToken(token) !== null;
}

/**
 * This tab shows a candidate signed in, but the cookie holds their session no more: the browser
 * dropped it at the end of its life, or it was cleared. Nothing has told the tab yet.
 */
export function sessionCookieGone(): boolean {
  if (!state.authenticated) return false;
  const token = readCookie(AUTH_COOKIE);
  return token === null || decodeCandidateToken(token) === null;
}

function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A server render is anonymous, and so is the hydration of its markup (lib/use-hydrated). */
export function useSession(): AuthState {
  return useBrowserStore(subscribeSession, getSession, anonymous);
}

// Other tabs: a logout or login elsewhere shows here without a reload, so a logout in another
// tab drops this tab's personal data too.
const channel =
  typeof BroadcastChannel === 'function' ? new BroadcastChannel('portal-session') : null;

/**
 * What a tab tells the others after a login or a login's end: who is signed in now, and how a
 * login ended (a logout, or by itself).
 */
interface SessionMessage {
  userId: string | null;
  ending?: SessionEnding;
}

function announceSessionChange(ending?: SessionEnding) {
  channel?.postMessage({ userId: state.userId, ending } satisfies SessionMessage);
}

const OTHER_TAB_RETRY_MS = 100;
const OTHER_TAB_RETRIES = 20;

/**
 * Another tab logged in or out, or found the shared session ended. Its cookie change can reach
 * this tab a moment after its message, so the cookie is not trusted to have changed yet: after a
 * logout it is removed here too (the guards read it, and a stale one would keep the candidate's
 * pages open); after a login it is read again until it shows the same candidate, for two seconds
 * at most. A session that ended by itself ended for this tab too, and ends here as it would have
 * on its own: what is typed here waits for the next login.
 */
function followOtherTab(message: unknown) {
  const userId =
    isRecord(message) && (typeof message.userId === 'string' || message.userId === null)
      ? message.userId
      : undefined;
  if (userId === null && isRecord(message) && message.ending === 'expired') {
    if (state.authenticated) endSessionHere();
    return;
  }
  if (userId === null) {
    forgetAllDrafts();
    removeAuthCookie();
    setState(anonymous);
    return;
  }
  let retries = 0;
  const follow = () => {
    refreshSession();
    if (userId !== undefined && state.userId !== userId && (retries += 1) <= OTHER_TAB_RETRIES)
      window.setTimeout(follow, OTHER_TAB_RETRY_MS);
  };
  follow();
}

/**
 * What ends a session this tab finds gone on coming back to the front (the cookie went while the
 * person was elsewhere): the HTTP layer's eject, which opens the login over the page. Without it
 * the tab just reads the cookie again.
 */
let endSessionFoundGone: (() => void) | null = null;

export function onSessionFoundGone(end: () => void): void {
  endSessionFoundGone = end;
}

function followCookie() {
  if (endSessionFoundGone && sessionCookieGone()) endSessionFoundGone();
  else refreshSession();
}

function endSessionHere() {
  if (endSessionFoundGone) endSessionFoundGone();
  else clearSession('expired');
}

if (typeof window !== 'undefined') {
  channel?.addEventListener('message', (event) => followOtherTab(event.data));
  window.addEventListener('focus', followCookie);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') followCookie();
  });
  refreshSession();
  // Whoever's login ended while no tab was open leaves no drafts behind.
  setDraftOwner(state.userId);
}
