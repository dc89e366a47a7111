import { afterEach, describe, expect, test, vi } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { STORAGE_KEYS, safeSessionStorage, safeStorage } from './storage';

afterEach(() => {
  vi.restoreAllMocks();
  safeStorage.remove('portal.savedSearches');
});

describe('safeStorage (storage unavailable or full)', () => {
  test('keeps a value in memory for the visit when the quota is full', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    safeStorage.set('portal.savedSearches', 'kept');
    expect(localStorage.getItem('portal.savedSearches')).toBeNull();
    expect(safeStorage.get('portal.savedSearches')).toBe('kept');
  });

  test('a working localStorage is the one truth: clearing it leaves no stale copy', () => {
    safeStorage.set('portal.savedSearches', 'stored');
    expect(localStorage.getItem('portal.savedSearches')).toBe('stored');
    localStorage.clear();
    expect(safeStorage.get('portal.savedSearches')).toBeNull();
  });

  test('reading never throws when storage itself is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(safeStorage.get('portal.savedSearches')).toBeNull();
  });
});

describe('safeStorage.getJson', () => {
  const isNameList = (value: unknown): value is string[] =>
    Array.isArray(value) && value.every((item) => typeof item === 'string');

  test('reads back what was stored as JSON', () => {
    safeStorage.set('portal.savedSearches', JSON.stringify(['a', 'b']));
    expect(safeStorage.getJson('portal.savedSearches', isNameList)).toEqual(['a', 'b']);
  });

  test('gives null for nothing stored, text that does not parse and a value of another shape', () => {
    expect(safeStorage.getJson('portal.savedSearches', isNameList)).toBeNull();
    safeStorage.set('portal.savedSearches', '{not json');
    expect(safeStorage.getJson('portal.savedSearches', isNameList)).toBeNull();
    safeStorage.set('portal.savedSearches', JSON.stringify([1, 2]));
    expect(safeStorage.getJson('portal.savedSearches', isNameList)).toBeNull();
  });
});

describe('the declared keys', () => {
  test('a key under a declared prefix is held; another site’s key on this origin is not the portal’s', () => {
    window.localStorage.setItem('someone-elses-key', 'theirs');
    safeStorage.set('draft:candidate:cand-1:form:reply', 'Half a reply');
    safeSessionStorage.set('auth.loginChallenge', '{}');
    expect(safeStorage.keys()).toEqual(['draft:candidate:cand-1:form:reply']);
    expect(safeSessionStorage.keys()).toEqual(['auth.loginChallenge']);
  });
});

/** The table under the storage-keys marker in docs/security.md: key → storage. */
function documentedKeys(): Record<string, string> {
  const lines = readFileSync('docs/security.md', 'utf8').split('\n');
  const start = lines.findIndex((line) => line.includes('<!-- storage-keys'));
  expect(start).toBeGreaterThan(-1);
  const rows: Record<string, string> = {};
  for (const line of lines.slice(start + 1)) {
    const text = line.trim();
    if (text === '') {
      if (Object.keys(rows).length > 0) break;
      continue;
    }
    if (!text.startsWith('|')) break;
    const [key, storage] = text
      .split('|')
      .slice(1, 3)
      .map((cell) => cell.trim());
    const name = /^`([^`]+)`$/.exec(key ?? '')?.[1];
    if (name) rows[name] = storage ?? '';
  }
  return rows;
}

const STORAGE_NAMES = { local: 'localStorage', session: 'sessionStorage' } as const;

describe('docs/security.md lists every storage key the portal uses', () => {
  test('the same keys, in the same storage, as src/lib/storage.ts declares', () => {
    const declared = Object.fromEntries(
      Object.entries(STORAGE_KEYS).map(([key, area]) => [key, STORAGE_NAMES[area]]),
    );
    expect(documentedKeys()).toEqual(declared);
  });

  test('no code reaches web storage except through src/lib/storage.ts, where keys are declared', () => {
    const direct =
      /\b(?:localStorage|sessionStorage)\s*\.\s*(?:getItem|setItem|removeItem|clear|key)\b|\bwindow\s*\.\s*(?:localStorage|sessionStorage)\b/;
    const offenders = (readdirSync('src', { recursive: true }) as string[])
      .map((file) => join('src', file))
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter(
        (file) =>
          !file.startsWith(join('src', 'testing')) && file !== join('src', 'lib', 'storage.ts'),
      )
      .filter((file) => direct.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
