/**
 * localStorage that never throws: private modes, full quotas and disabled storage fall back to
 * memory for the rest of the visit (quality.md, "storage unavailable or full").
 */
// Holds only what the browser refused to store, so a working localStorage stays the one truth.
const memory = new Map<string, string>();

function backing(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export const safeStorage = {
  get(key: string): string | null {
    try {
      const value = backing()?.getItem(key);
      if (value !== null && value !== undefined) return value;
    } catch {
      /* fall through to memory */
    }
    return memory.get(key) ?? null;
  },
  set(key: string, value: string): void {
    try {
      const storage = backing();
      if (!storage) throw new Error('localStorage unavailable');
      storage.setItem(key, value);
      memory.delete(key);
    } catch {
      memory.set(key, value);
    }
  },
  remove(key: string): void {
    memory.delete(key);
    try {
      backing()?.removeItem(key);
    } catch {
      /* nothing to remove */
    }
  },
};

const CANDIDATE_DRAFT_PREFIX = 'candidate-draft:';

/**
 * The key of something a logged-in candidate is writing (a reply, the profile form). It outlives a
 * reload and an expired session, so nothing typed is lost, but not a logout: on a shared computer
 * the next person must not find it.
 */
export const candidateDraftKey = (name: string) => `${CANDIDATE_DRAFT_PREFIX}${name}`;

function storedKeys(): string[] {
  try {
    const storage = backing();
    if (!storage) return [];
    return Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '');
  } catch {
    return [];
  }
}

export function forgetCandidateDrafts(): void {
  for (const key of [...memory.keys(), ...storedKeys()]) {
    if (key.startsWith(CANDIDATE_DRAFT_PREFIX)) safeStorage.remove(key);
  }
}

export function readJson<T>(key: string, isValid: (value: unknown) => value is T): T | null {
  const text = safeStorage.get(key);
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  safeStorage.set(key, JSON.stringify(value));
}
