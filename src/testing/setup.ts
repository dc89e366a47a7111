import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { forgetAllDrafts } from '@/lib/drafts';
import { forgetEmailedLinkToken } from '@/lib/emailed-link';
import { resetDemoApi, server } from '@/mocks/node';
import { initTestI18n } from './i18n';

// Generous: CI shares two cores between the unit tests and a build; a passing wait returns early.
configure({ asyncUtilTimeout: 10_000 });

// A file may ask for the node environment (`// @vitest-environment node`: no DOM, as on the edge).
const hasDom = typeof document !== 'undefined';

// jsdom lays nothing out and cannot scroll; the router's scroll restoration calls it on every render.
if (hasDom) window.scrollTo = () => undefined;

// jsdom's Blob has no text(), which every browser has.
if (typeof Blob.prototype.text !== 'function') {
  Blob.prototype.text = function text(this: Blob) {
    return new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
      reader.readAsText(this);
    });
  };
}

beforeAll(async () => {
  // Unhandled requests fail the test: only the outside world is mocked, and only with msw.
  server.listen({ onUnhandledRequest: 'error' });
  if (hasDom) await initTestI18n();
});

// A test fails on an unexpected console.error (React warnings, act() misuse, failed props).
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error: ${args.map(String).join(' ')}`);
  });
});

afterEach(async () => {
  cleanup();
  server.resetHandlers();
  resetDemoApi();
  if (!hasDom) return;
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`;
  });
  // The next test is a new visit: nobody signed in, and no session of this one that ended.
  const { acknowledgeEndedSession, refreshSession } = await import('@/api/session');
  refreshSession();
  acknowledgeEndedSession();
  forgetAllDrafts();
  forgetEmailedLinkToken();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

afterAll(() => server.close());
