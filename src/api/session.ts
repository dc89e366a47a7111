import { jwtDecode } from 'jwt-decode';
import { useSyncExternalStore } from 'react';
import { readCookie, removeCookie } from '@/lib/cookies';
import { forgetAllDrafts, holdDraftsOfEndedSession, setDraftOwner } from '@/lib/drafts';
import { forgetEmailedLinkToken } from '@/lib/emailed-link';
import type { TfaMethod } from './contract/auth';
import { isRecord } from './errors';

export const AUTH_COOKIE = 'authtoken';

/** Who is signed in, read from the token: display data only; the server decides what it allows. */
export interface AuthState {
  authenticated: boolean;
  name: string | null;
  userId: string | null;
  authMethod: TfaMethod | null;
}

const anonymous: AuthState = {
  authenticated: false,
  name: null,
  userId: null,
  authMethod: null,
};

export interface CandidateClaims {
  id: string;
  name: string;
}

/**
 * Decodes an `authtoken` value. Only a well-formed, unexpired token of a user of type
 * candidate counts as logged in; anything else is null.
 */
export function decodeCandidateToken(token: string, now = Date.now()): CandidateClaims | null {
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
  if (typeof payload.exp === 'number' && payload.exp * 1000 <= now) return null;
  return { id: String(id), name: typeof name === 'string' ? name : '' };
}

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
    next.authMethod === state.authMethod
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
 * Reads the cookie into the auth state. A cookie that does not decode to a candidate is removed
 * and the visitor is anonymous. Returns the state.
 */
export function refreshSession(): AuthState {
  const token = readCookie(AUTH_COOKIE);
  const claims = token ? decodeCandidateToken(token) : null;
  if (!claims) {
    if (token !== null) removeCookie(AUTH_COOKIE);
    // The login ran out under the candidate's hands (its time passed, or the cookie went): the
    // same ending as a 'jwt expired' answer, so what they typed waits for their next login here.
    if (state.authenticated) holdDraftsOfEndedSession();
    setState(anonymous);
    return state;
  }
  setState({
    authenticated: true,
    name: profileName?.userId === claims.id ? profileName.name : claims.name,
    userId: claims.id,
    authMethod: state.userId === claims.id ? state.authMethod : null,
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
    if (token !== null) removeCookie(AUTH_COOKIE);
    setState(anonymous);
    throw new Error('Failed to verify user');
  }
  setState({ authenticated: true, name: claims.name, userId: claims.id, authMethod });
  announceSessionChange();
  return state;
}

/**
 * How a login ends decides what of the candidate's unsent text stays: after a logout or a deleted
 * login nothing; after a session that ended by itself, a copy in this tab's memory only, for the
 * same candidate's next login (lib/drafts).
 */
export type SessionEnding = 'logout' | 'expired';

/** Clears the cookie and the state; the caller has already told the auth service. */
export function clearSession(ending: SessionEnding): void {
  if (ending === 'logout') {
    forgetAllDrafts();
    // Back to an emailed link's page must not show the next person what the link opened.
    forgetEmailedLinkToken();
  } else holdDraftsOfEndedSession();
  removeCookie(AUTH_COOKIE);
  setState(anonymous);
  announceSessionChange();
}

export function getSession(): AuthState {
  return state;
}

function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A server render is anonymous, and so is the hydration of its markup (lib/use-hydrated). */
export function useSession(): AuthState {
  return useSyncExternalStore(subscribeSession, getSession, () => anonymous);
}

// Other tabs: a logout or login elsewhere shows here without a reload, so a logout in another
// tab drops this tab's personal data too.
const channel =
  typeof BroadcastChannel === 'function' ? new BroadcastChannel('portal-session') : null;

/** What a tab tells the others after a login or logout: who is signed in now. */
interface SessionMessage {
  userId: string | null;
}

function announceSessionChange() {
  channel?.postMessage({ userId: state.userId } satisfies SessionMessage);
}

const OTHER_TAB_RETRY_MS = 100;
const OTHER_TAB_RETRIES = 20;

/**
 * Another tab logged in or out. Its cookie change can reach this tab a moment after its message,
 * so the cookie is not trusted to have changed yet: after a logout it is removed here too (the
 * guards read it, and a stale one would keep the candidate's pages open); after a login it is
 * read again until it shows the same candidate, for two seconds at most.
 */
function followOtherTab(message: unknown) {
  const userId =
    isRecord(message) && (typeof message.userId === 'string' || message.userId === null)
      ? message.userId
      : undefined;
  if (userId === null) {
    forgetAllDrafts();
    removeCookie(AUTH_COOKIE);
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

if (typeof window !== 'undefined') {
  channel?.addEventListener('message', (event) => followOtherTab(event.data));
  window.addEventListener('focus', () => refreshSession());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') refreshSession();
  });
  refreshSession();
  // Whoever's login ended while no tab was open leaves no drafts behind.
  setDraftOwner(state.userId);
}
