/** Which web storage a key lives in: `local` for this browser, `session` for this tab. */
type StorageArea = 'local' | 'session';

/**
 * Every key the portal keeps in web storage, declared here and nowhere else, with the storage it
 * lives in. A key ending in `*` is a prefix. docs/security.md lists each key with what it holds and
 * how long it stays, and storage.test.ts fails when the two differ; safeStorage and
 * safeSessionStorage take no undeclared key, so a new key cannot be stored without being listed.
 */
export const STORAGE_KEYS = {
  'auth.loginChallenge': 'session',
  'auth.registrationDetails': 'session',
  'auth.pendingRegistrationEmail': 'local',
  'auth.rejectedTokens': 'local',
  'portal.savedSearches': 'local',
  'portal.build-reload-at': 'session',
  'draft:candidate:*': 'local',
  'draft:anonymous:*': 'session',
  // Drafts of earlier releases: never read, only removed.
  'candidate-draft:*': 'local',
  'portal.applyDraft.*': 'local',
  // Written by React Router's ScrollRestoration, not through this module.
  'react-router-scroll-positions': 'session',
  // The demo API only (VITE_DEMO_API=true).
  'demo-api:state': 'local',
  'demo-api:faults': 'local',
  'demo-api:file:*': 'local',
} as const satisfies Record<string, StorageArea>;

type DeclaredKey = keyof typeof STORAGE_KEYS;
type PrefixedKey<K> = K extends `${infer Prefix}*` ? `${Prefix}${string}` : never;

/** A key the portal may store under: a declared key, or any key under a declared prefix. */
export type StorageKey = Exclude<DeclaredKey, `${string}*`> | PrefixedKey<DeclaredKey>;

const declaredKeys = Object.keys(STORAGE_KEYS) as DeclaredKey[];

const isStorageKey = (key: string): key is StorageKey =>
  declaredKeys.some((declared) =>
    declared.endsWith('*') ? key.startsWith(declared.slice(0, -1)) : key === declared,
  );

/**
 * Web storage that never throws: private modes, full quotas and disabled storage fall back to
 * memory for the rest of the visit, and the portal keeps working.
 */
function neverThrowing(backing: () => Storage) {
  // Holds only what the browser refused to store, so a working storage stays the one truth.
  const memory = new Map<StorageKey, string>();
  const storage = (): Storage | null => {
    try {
      return backing();
    } catch {
      return null;
    }
  };
  function get(key: StorageKey): string | null {
    try {
      const value = storage()?.getItem(key);
      if (value !== null && value !== undefined) return value;
    } catch {
      /* fall through to memory */
    }
    return memory.get(key) ?? null;
  }
  return {
    get,
    /** What `key` holds as JSON, when it parses and is what `isValue` expects; null otherwise. */
    getJson<T>(key: StorageKey, isValue: (value: unknown) => value is T): T | null {
      const text = get(key);
      if (text === null) return null;
      try {
        const value: unknown = JSON.parse(text);
        return isValue(value) ? value : null;
      } catch {
        return null;
      }
    },
    set(key: StorageKey, value: string): void {
      try {
        // No storage at all throws here too, and memory keeps the value.
        storage()!.setItem(key, value);
        memory.delete(key);
      } catch {
        memory.set(key, value);
      }
    },
    remove(key: StorageKey): void {
      memory.delete(key);
      try {
        storage()?.removeItem(key);
      } catch {
        /* nothing to remove */
      }
    },
    /** Every declared key held, in storage or in memory; other sites' keys on this origin are not the portal's. */
    keys(): StorageKey[] {
      try {
        const stored = storage();
        const count = stored?.length ?? 0;
        const inStorage = Array.from({ length: count }, (_, i) => stored!.key(i) ?? '');
        return [...memory.keys(), ...inStorage.filter(isStorageKey)];
      } catch {
        return [...memory.keys()];
      }
    },
  };
}

export const safeStorage = neverThrowing(() => window.localStorage);
/** This tab's storage: what must survive a reload but not reach another tab. */
export const safeSessionStorage = neverThrowing(() => window.sessionStorage);

export function writeJson(key: StorageKey, value: unknown): void {
  safeStorage.set(key, JSON.stringify(value));
}
