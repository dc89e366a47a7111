import { env } from '@/config/env';
import { safeSessionStorage } from '@/lib/storage';
import { hasUnsavedChanges } from '@/lib/unsaved-changes';

/**
 * The new-build check. The build writes builds/latest.json ({ buildId, builtAt });
 * the client fetches it every 60 minutes and whenever a lazy route fails to load. When its
 * buildId differs from this bundle's, the next navigation becomes a full document load of the
 * target URL — unless a form is dirty, and at most once per 10 seconds (reload-loop guard).
 */
export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000;
const RELOAD_GUARD_MS = 10_000;
const LATEST_BUILD_URL = '/builds/latest.json';
const RELOAD_STAMP_KEY = 'portal.build-reload-at';
const CHECK_TIMEOUT_MS = 8_000;

let newerBuildId: string | null = null;

/** The id of a newer deployed build, once a check has found one. */
export function getNewerBuildId(): string | null {
  return newerBuildId;
}

function buildIdOf(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const { buildId } = value as { buildId?: unknown };
  return typeof buildId === 'string' && buildId.trim() !== '' ? buildId : null;
}

/**
 * Fetches builds/latest.json past every cache. Returns true when a different build is deployed.
 * A missing, unreachable or malformed file changes nothing: it is simply asked again next time.
 */
export async function checkForNewBuild(currentBuildId: string = env.buildId): Promise<boolean> {
  try {
    const response = await fetch(new URL(LATEST_BUILD_URL, window.location.origin), {
      cache: 'no-cache',
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    });
    if (!response.ok) return newerBuildId !== null;
    const latest = buildIdOf(await response.json());
    if (latest && latest !== currentBuildId) newerBuildId = latest;
  } catch {
    /* ignored until the next check */
  }
  return newerBuildId !== null;
}

/** Runs the check every 60 minutes; returns the function that stops it. */
export function startBuildChecks(intervalMs = BUILD_CHECK_INTERVAL_MS): () => void {
  const timer = window.setInterval(() => void checkForNewBuild(), intervalMs);
  return () => window.clearInterval(timer);
}

/** False when an automatic reload happened less than 10 seconds ago in this tab. */
function reloadGuardAllows(now = Date.now()): boolean {
  const last = Number(safeSessionStorage.get(RELOAD_STAMP_KEY));
  return !(Number.isFinite(last) && last > 0 && now - last >= 0 && now - last < RELOAD_GUARD_MS);
}

/**
 * Loads `url` as a new document when a newer build is known (or `force`, after a chunk failed and
 * the check found one), no form is dirty and the loop guard allows it. Returns whether it did.
 */
export function reloadIntoNewBuild(
  url: string,
  load: (url: string) => void = (to) => window.location.assign(to),
): boolean {
  // A form with unsaved input holds the reload back: it never happens in the middle of a form.
  if (newerBuildId === null || hasUnsavedChanges() || !reloadGuardAllows()) return false;
  safeSessionStorage.set(RELOAD_STAMP_KEY, String(Date.now()));
  load(url);
  return true;
}

/**
 * Recognises a lazy route or chunk that could not be loaded: the browser's dynamic-import
 * failures (a 404, or the CDN answering index.html with the wrong MIME type or a syntax error)
 * and Vite's preload failure.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  // index.html served with a JavaScript type: the module fails to parse at its first '<'.
  if (error.name === 'SyntaxError' && /unexpected token '?<'?/i.test(error.message)) return true;
  return /dynamically imported module|importing a module script failed|error loading dynamically imported module|failed to load module script|unable to preload css|expected a javascript(-or-wasm)? module script/i.test(
    error.message,
  );
}

/** Tests only: forget what earlier tests found. */
export function resetBuildCheckForTests(): void {
  newerBuildId = null;
  safeSessionStorage.remove(RELOAD_STAMP_KEY);
}
