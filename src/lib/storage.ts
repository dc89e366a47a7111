/**
 * Web storage that never throws: private modes, full quotas and disabled storage fall back to
 * memory for the rest of the visit, and the portal keeps working.
 */
function neverThrowing(backing: () => Storage) {
  // Holds only what the browser refused to store, so a working storage stays the one truth.
  const memory = new Map<string, string>();
  const storage = (): Storage | null => {
    try {
      return backing();
    } catch {
      return null;
    }
  };
  return {
    get(key: string): string | null {
      try {
        const value = storage()?.getItem(key);
        if (value !== null && value !== undefined) return value;
      } catch {
        /* fall through to memory */
      }
      return memory.get(key) ?? null;
    },
    set(key: string, value: string): void {
      try {
        // No storage at all throws here too, and memory keeps the value.
        storage()!.setItem(key, value);
        memory.delete(key);
      } catch {
        memory.set(key, value);
      }
    },
    remove(key: string): void {
      memory.delete(key);
      try {
        storage()?.removeItem(key);
      } catch {
        /* nothing to remove */
      }
    },
    /** Every key held, in storage or in memory. */
    keys(): string[] {
      try {
        const stored = storage();
        const count = stored?.length ?? 0;
        return [...memory.keys(), ...Array.from({ length: count }, (_, i) => stored!.key(i) ?? '')];
      } catch {
        return [...memory.keys()];
      }
    },
  };
}

export const safeStorage = neverThrowing(() => window.localStorage);
/** This tab's storage: what must survive a reload but not reach another tab. */
export const safeSessionStorage = neverThrowing(() => window.sessionStorage);

export function writeJson(key: string, value: unknown): void {
  safeStorage.set(key, JSON.stringify(value));
}
