import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  forgetFlowMemory,
  forgetPendingEmail,
  forgetRegistrationDetails,
  readPendingEmail,
  readPendingLink,
  readRegistrationDetails,
  rememberPendingEmail,
  saveRegistrationDetails,
  updateRegistrationDetails,
} from './flow-storage';

const KEY = 'auth.pendingRegistrationEmail';
const DAY_MS = 24 * 60 * 60 * 1000;

afterEach(() => {
  forgetPendingEmail();
  vi.useRealTimers();
});

describe('the address a registration link was sent to', () => {
  test('is kept with the time it was asked for, and read back within a day', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-01T08:00:00Z') });
    const nextLinkAt = Date.parse('2026-03-01T08:00:30Z');
    rememberPendingEmail('new.person@example.com', nextLinkAt);
    expect(JSON.parse(window.localStorage.getItem(KEY) ?? 'null')).toEqual({
      email: 'new.person@example.com',
      savedAt: Date.parse('2026-03-01T08:00:00Z'),
      nextLinkAt,
    });
    vi.setSystemTime(Date.parse('2026-03-01T08:00:00Z') + DAY_MS - 1);
    expect(readPendingEmail()).toBe('new.person@example.com');
    expect(readPendingLink()).toEqual({ email: 'new.person@example.com', nextLinkAt });
  });

  test('is gone from storage once a day has passed', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-01T08:00:00Z') });
    rememberPendingEmail('new.person@example.com', 0);
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

describe("a registration's details but the password", () => {
  const details = {
    email: 'new.person@example.com',
    givenName: 'Nora',
    familyName: 'Lind',
    phone: '+46709876543',
    acceptTerms: true,
    contactMe: false,
    candidateBank: true,
  };
  afterEach(() => forgetRegistrationDetails());

  test("live in this tab's sessionStorage, never in localStorage, and take the method chosen", () => {
    saveRegistrationDetails(details);
    updateRegistrationDetails({ tfaMethod: 'totp' });
    expect(readRegistrationDetails()).toEqual({ ...details, tfaMethod: 'totp' });
    expect(window.sessionStorage.getItem('auth.registrationDetails')).toContain('Nora');
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('Nora');
  });

  test('go when the dialog closes', () => {
    saveRegistrationDetails(details);
    forgetFlowMemory();
    expect(readRegistrationDetails()).toBeNull();
    expect(window.sessionStorage.getItem('auth.registrationDetails')).toBeNull();
  });

  test('something else under the key is no details', () => {
    window.sessionStorage.setItem('auth.registrationDetails', JSON.stringify({ email: 1 }));
    expect(readRegistrationDetails()).toBeNull();
  });
});
