import { afterEach, describe, expect, test, vi } from 'vitest';
import { safeStorage } from './storage';

afterEach(() => {
  vi.restoreAllMocks();
  safeStorage.remove('draft');
});

describe('safeStorage (storage unavailable or full)', () => {
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
