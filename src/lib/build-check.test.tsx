import { render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { server } from '@/mocks/node';
import {
  BUILD_CHECK_INTERVAL_MS,
  checkForNewBuild,
  getNewerBuildId,
  isChunkLoadError,
  reloadIntoNewBuild,
  resetBuildCheckForTests,
  startBuildChecks,
} from './build-check';
import { useUnsavedChanges } from './unsaved-changes';

const latest = (respond: (info: { request: Request }) => Response) =>
  server.use(http.get('*/builds/latest.json', respond));

function DirtyForm({ dirty }: { dirty: boolean }) {
  useUnsavedChanges(() => dirty);
  return null;
}

beforeEach(() => {
  resetBuildCheckForTests();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the new-build check', () => {
  test('the same build id means nothing to do; a different one is remembered', async () => {
    latest(() => HttpResponse.json({ buildId: 'build-a', builtAt: '2026-01-01T00:00:00Z' }));
    expect(await checkForNewBuild('build-a')).toBe(false);
    expect(getNewerBuildId()).toBeNull();
    latest(() => HttpResponse.json({ buildId: 'build-b', builtAt: '2026-01-02T00:00:00Z' }));
    expect(await checkForNewBuild('build-a')).toBe(true);
    expect(getNewerBuildId()).toBe('build-b');
  });

  test('latest.json is asked for past every cache', async () => {
    const cacheModes: string[] = [];
    latest(({ request }: { request: Request }) => {
      cacheModes.push(request.cache);
      return HttpResponse.json({ buildId: 'build-a' });
    });
    await checkForNewBuild('build-a');
    expect(cacheModes).toEqual(['no-cache']);
  });

  test.each([
    ['missing', () => new HttpResponse('Not found', { status: 404 })],
    [
      'not JSON',
      () =>
        new HttpResponse('<!doctype html><div id="root">', {
          headers: { 'Content-Type': 'text/html' },
        }),
    ],
    ['without a build id', () => HttpResponse.json({ id: 'x' })],
    ['with an empty build id', () => HttpResponse.json({ buildId: '' })],
    ['unreachable', () => HttpResponse.error()],
  ])('a latest.json that is %s is ignored until the next check', async (_, answer) => {
    latest(answer);
    expect(await checkForNewBuild('build-a')).toBe(false);
    latest(() => HttpResponse.json({ buildId: 'build-b' }));
    expect(await checkForNewBuild('build-a')).toBe(true);
  });

  test('the check runs every 60 minutes', async () => {
    vi.useFakeTimers();
    let requests = 0;
    latest(() => {
      requests += 1;
      return HttpResponse.json({ buildId: 'dev' });
    });
    const stop = startBuildChecks();
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS - 1);
    expect(requests).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(requests).toBe(1));
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS);
    await vi.waitFor(() => expect(requests).toBe(2));
    stop();
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS);
    expect(requests).toBe(2);
  });
});

describe('reloading into the new build', () => {
  async function knowNewerBuild() {
    latest(() => HttpResponse.json({ buildId: 'build-b' }));
    await checkForNewBuild('build-a');
  }

  test('nothing reloads while no newer build is known', () => {
    const load = vi.fn();
    expect(reloadIntoNewBuild('/subscription', load)).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  test('with a newer build the target URL is loaded as a document, at most once in 10 seconds', async () => {
    await knowNewerBuild();
    vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') });
    const load = vi.fn();
    expect(reloadIntoNewBuild('/subscription?x=1', load)).toBe(true);
    expect(load).toHaveBeenCalledWith('/subscription?x=1');
    vi.setSystemTime(new Date('2026-03-01T10:00:09.900Z'));
    expect(reloadIntoNewBuild('/', load)).toBe(false);
    vi.setSystemTime(new Date('2026-03-01T10:00:10.000Z'));
    expect(reloadIntoNewBuild('/', load)).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });

  test('the loop guard survives a reload: it lives in sessionStorage', async () => {
    await knowNewerBuild();
    reloadIntoNewBuild('/', vi.fn());
    expect(Number(window.sessionStorage.getItem('portal.build-reload-at'))).toBeGreaterThan(
      Date.now() - 1000,
    );
  });

  test('never in the middle of a form: a dirty form blocks the reload until it is clean', async () => {
    await knowNewerBuild();
    const load = vi.fn();
    const { rerender } = render(<DirtyForm dirty />);
    expect(reloadIntoNewBuild('/', load)).toBe(false);
    rerender(<DirtyForm dirty={false} />);
    expect(reloadIntoNewBuild('/', load)).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('isChunkLoadError', () => {
  test.each([
    [
      new TypeError('Failed to fetch dynamically imported module: https://x/assets/job-abc.js'),
      true,
    ],
    [new TypeError('error loading dynamically imported module: https://x/assets/job-abc.js'), true],
    [new TypeError('Importing a module script failed.'), true],
    [new Error('Unable to preload CSS for /assets/job-abc.css'), true],
    [new SyntaxError("Unexpected token '<'"), true],
    [new Error('Network Error'), false],
    ['Failed to fetch dynamically imported module', false],
  ])('%s → %s', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});
