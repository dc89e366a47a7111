import { afterEach, describe, expect, test, vi } from 'vitest';
import { candidateDraftKey, forgetCandidateDrafts, safeStorage } from './storage';

afterEach(() => {
  vi.restoreAllMocks();
  safeStorage.remove('draft');
});

describe('safeStorage (quality.md, "storage unavailable or full")', () => {
  test('keeps a value in memory for the visit when the quota is full', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    safeStorage.set('draft', 'kept');
    expect(localStorage.getItem('draft')).toBeNull();
    expect(safeStorage.get('draft')).toBe('kept');
  });

  test('a working localStorage is the one truth: clearing it leaves no stale copy', () => {
    safeStorage.set('draft', 'stored');
    expect(localStorage.getItem('draft')).toBe('stored');
    localStorage.clear();
    expect(safeStorage.get('draft')).toBeNull();
  });

  test('reading never throws when storage itself is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(safeStorage.get('draft')).toBeNull();
  });
});

describe('candidate drafts', () => {
  test('are all forgotten at once, whether stored or held in memory, and nothing else is', () => {
    safeStorage.set(candidateDraftKey('message:app-1'), 'Half a reply');
    safeStorage.set('cookie-choice', 'kept');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    safeStorage.set(candidateDraftKey('profile:cand-1'), '{"firstName":"Alva"}');
    vi.restoreAllMocks();

    forgetCandidateDrafts();

    expect(safeStorage.get(candidateDraftKey('message:app-1'))).toBeNull();
    expect(safeStorage.get(candidateDraftKey('profile:cand-1'))).toBeNull();
    expect(safeStorage.get('cookie-choice')).toBe('kept');
    safeStorage.remove('cookie-choice');
  });
});
