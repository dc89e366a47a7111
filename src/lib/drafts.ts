import { safeSessionStorage, safeStorage, type StorageKey } from './storage';

/**
 * The one store for what people type and have not sent yet (docs/decisions/007-submissions.md).
 *
 * Drafts belong to whoever typed them. A candidate's drafts sit in localStorage under their id,
 * for as long as their login lasts; an anonymous visitor's sit in this tab's sessionStorage, so a
 * closed tab on a library computer takes them along. The session tells the store who is typing
 * (`setDraftOwner`) and when a login ends:
 * - logout, a deleted login or another tab's logout: every draft goes (`forgetAllDrafts`);
 * - a session that ends ('jwt expired'): the candidate's drafts leave storage for this tab's
 *   memory, and come back only if the same candidate logs in again here (`holdDraftsOfEndedSession`).
 * A draft may carry the `Idempotency-Key` of a submission whose answer never arrived, so that
 * sending it again after a reload cannot write twice.
 */
interface Draft<V> {
  values: V;
  submission?: PendingSubmission;
}

/** A submission sent at least once with this key, for exactly this content. */
export interface PendingSubmission {
  key: string;
  fingerprint: string;
}

const PREFIX = 'draft:';
const ANONYMOUS = 'anonymous';
/** Keys of the portal's earlier releases, which kept drafts unscoped; never read, only removed. */
const LEGACY_PREFIXES = ['candidate-draft:', 'portal.applyDraft.'];

let owner: string | null = null;
let held: { owner: string; entries: Array<[StorageKey, string]> } | null = null;

const ownerTag = (userId: string | null) =>
  userId === null ? ANONYMOUS : (`candidate:${userId}` as const);
const storageOf = (userId: string | null) => (userId === null ? safeSessionStorage : safeStorage);
const keyOf = (userId: string | null, name: string): StorageKey =>
  `${PREFIX}${ownerTag(userId)}:${name}`;

function removeWhere(storage: typeof safeStorage, test: (key: string) => boolean): void {
  for (const key of storage.keys()) if (test(key)) storage.remove(key);
}

const isLegacy = (key: string) => LEGACY_PREFIXES.some((prefix) => key.startsWith(prefix));
const isCandidateDraft = (key: string) => key.startsWith(`${PREFIX}candidate:`);

/**
 * Who is typing now: a candidate's id, or null for an anonymous visitor. Candidate drafts that
 * belong to anyone else are removed: their login is over (it ended while the tab was closed, or
 * another person logged in).
 */
export function setDraftOwner(userId: string | null): void {
  owner = userId;
  const mine = userId === null ? null : `${PREFIX}${ownerTag(userId)}:`;
  removeWhere(
    safeStorage,
    (key) => isLegacy(key) || (isCandidateDraft(key) && (mine === null || !key.startsWith(mine))),
  );
  if (held && held.owner !== userId && userId !== null) held = null;
  if (held && held.owner === userId) {
    for (const [key, value] of held.entries) safeStorage.set(key, value);
    held = null;
  }
}

/** Logout, a deleted login, a logout in another tab: nothing anyone typed stays on this device. */
export function forgetAllDrafts(): void {
  held = null;
  removeWhere(safeStorage, (key) => key.startsWith(PREFIX) || isLegacy(key));
  removeWhere(safeSessionStorage, (key) => key.startsWith(PREFIX));
}

/**
 * The session ended under the candidate's hands: their drafts leave the browser's storage but
 * stay in this tab's memory, to be restored if the same candidate logs in again before the tab
 * is closed or reloaded.
 */
export function holdDraftsOfEndedSession(): void {
  if (owner !== null) {
    const mine = `${PREFIX}${ownerTag(owner)}:`;
    const entries = safeStorage
      .keys()
      .filter((key) => key.startsWith(mine))
      .map((key): [StorageKey, string] => [key, safeStorage.get(key) ?? '']);
    held = { owner, entries };
  }
  removeWhere(safeStorage, (key) => key.startsWith(PREFIX));
}

const isDraftOf =
  <V>(isValues: (value: unknown) => value is V) =>
  (value: unknown): value is Draft<V> => {
    if (typeof value !== 'object' || value === null) return false;
    const { values, submission } = value as Record<string, unknown>;
    if (!isValues(values)) return false;
    if (submission === undefined) return true;
    return (
      typeof submission === 'object' &&
      submission !== null &&
      typeof (submission as Record<string, unknown>).key === 'string' &&
      typeof (submission as Record<string, unknown>).fingerprint === 'string'
    );
  };

export interface DraftHandle<V> {
  /** What the owner left of this form, or null. */
  readonly saved: Draft<V> | null;
  write(draft: Draft<V>): void;
  remove(): void;
}

/**
 * The current owner's draft of the form `name`. The handle stays bound to that owner: once
 * someone else is typing (a logout, another login), a form still on screen writes nothing, so
 * one person's text can never land in another person's drafts.
 */
export function openDraft<V>(
  name: string,
  isValues: (value: unknown) => value is V,
): DraftHandle<V> {
  const boundOwner = owner;
  const storage = storageOf(boundOwner);
  const key = keyOf(boundOwner, name);
  return {
    // A draft that does not parse, or is not of this form, is no draft.
    saved: storage.getJson(key, isDraftOf(isValues)),
    write(draft) {
      if (owner === boundOwner) storage.set(key, JSON.stringify(draft));
    },
    remove() {
      if (owner === boundOwner) storage.remove(key);
    },
  };
}
