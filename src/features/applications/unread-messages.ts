import { useSyncExternalStore } from 'react';
import type { ApplicationSummary } from '@/api/contract/applications';
import { getSession, refreshSession, subscribeSession, useSession } from '@/api/session';

/**
 * The main navigation's count of unread recruiter messages: the sum of `unreadMessages` over the
 * candidate's applications (GET /applications, docs/api.md §6). Kept per candidate in this tab's
 * memory, so the header shows it again at once when a page with another layout mounts it. Every
 * read of the list updates it (readApplications: My applications, a job page); the store reads it
 * itself when the header appears, when another candidate signs in, and after a thread's messages
 * are marked read.
 */
let known: { userId: string; count: number } | null = null;
const listeners = new Set<() => void>();
let lastAsked = 0;
let lastAskedFor: string | null = null;

let stopFollowingSession: (() => void) | null = null;

function readFor(userId: string | null): void {
  if (userId) readApplications(userId).catch(() => undefined);
}

// The header appeared (a first page, or a page with another layout): the count is read for
// whoever is signed in, and again whenever the candidate signed in changes while it shows.
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  if (!stopFollowingSession) {
    let signedIn = refreshSession().userId;
    readFor(signedIn);
    stopFollowingSession = subscribeSession(() => {
      const { userId } = getSession();
      if (userId === signedIn) return;
      signedIn = userId;
      readFor(userId);
    });
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    stopFollowingSession?.();
    stopFollowingSession = null;
  };
};

function publish(userId: string, applications: ApplicationSummary[]): void {
  known = {
    userId,
    count: applications.reduce((sum, application) => sum + application.unreadMessages, 0),
  };
  listeners.forEach((listener) => listener());
}

/** The read in flight, shared by everyone asking for the same candidate's list meanwhile. */
let reading: { userId: string; list: Promise<ApplicationSummary[]> } | null = null;

/**
 * The candidate's applications (GET /applications), read once for everyone asking at the same
 * time: the main navigation's count and the job page's "you have applied" share the request on
 * a job page's first load (routes/job-loader). Its answer is the count's too.
 */
export function readApplications(userId: string): Promise<ApplicationSummary[]> {
  if (reading?.userId === userId) return reading.list;
  const asked = ++lastAsked;
  lastAskedFor = userId;
  // The calls about applications (and their answer checks) come with the first read: the header
  // is on every page, and a visitor who is not logged in never needs them (decision 006).
  const list = import('./api')
    .then(({ getApplications }) => getApplications())
    .then((applications) => {
      // An answer overtaken by a later one (messages read in between) is out of date.
      if (asked === lastAsked) publish(userId, applications);
      return applications;
    });
  reading = { userId, list };
  const done = () => {
    if (reading?.list === list) reading = null;
  };
  list.then(done, done);
  return list;
}

/**
 * Messages were marked read (the thread did it): the count is read again for the candidate it
 * was last read for, with a new request (one in flight may predate the marks). A failed read
 * keeps the count shown; the next one tries again.
 */
export function refreshUnreadMessages(): void {
  if (!lastAskedFor) return;
  reading = null;
  readApplications(lastAskedFor).catch(() => undefined);
}

/** The count for the logged-in candidate: 0 for anyone else, and until it is known. */
export function useUnreadMessages(): number {
  const { userId } = useSession();
  return useSyncExternalStore(
    subscribe,
    () => (known && known.userId === userId ? known.count : 0),
    // A server render is anonymous.
    () => 0,
  );
}
