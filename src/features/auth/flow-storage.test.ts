import { afterEach, describe, expect, test, vi } from 'vitest';
import { forgetPendingEmail, readPendingEmail, rememberPendingEmail } from './flow-storage';

const KEY = 'auth.pendingRegistrationEmail';
const DAY_MS = 24 * 60 * 60 * 1000;

afterEach(() => {
  forgetPendingEmail();
  vi.useRealTimers();
});

describe('the address a registration link was sent to', () => {
  test('is kept with the time it was asked for, and read back within a day', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-01T08:00:00Z') });
    rememberPendingEmail('new.person@example.com');
    expect(JSON.parse(window.localStorage.getItem(KEY) ?? 'null')).toEqual({
      email: 'new.person@example.com',
      savedAt: Date.parse('2026-03-01T08:00:00Z'),
    });
    vi.setSystemTime(Date.parse('2026-03-01T08:00:00Z') + DAY_MS - 1);
    expect(readPendingEmail()).toBe('new.person@example.com');
  });

  test('is gone from storage once a day has passed', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-01T08:00:00Z') });
    rememberPendingEmail('new.person@example.com');
    vi.setSystemTime(Date.parse('2026-03-01T08:00:00Z') + DAY_MS);
    expect(readPendingEmail()).toBeNull();
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  test('kept without its time (an earlier release) is removed, not shown', () => {
    window.localStorage.setItem(KEY, 'old.person@example.com');
    expect(readPendingEmail()).toBeNull();
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  test('dated in the future (a clock set back) counts as expired', () => {
    window.localStorage.setItem(
      KEY,
      JSON.stringify({ email: 'new.person@example.com', savedAt: Date.now() + DAY_MS }),
    );
    expect(readPendingEmail()).toBeNull();
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });
});
