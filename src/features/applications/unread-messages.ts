import { useEffect, useSyncExternalStore } from 'react';
import { useMatch } from 'react-router-dom';
import type { ApplicationSummary } from '@/api/types';
import { useSession } from '@/api/session';
import { paths } from '@/config/paths';

/**
 * The main navigation's count of unread recruiter messages: the sum of `unreadMessages` over the
 * candidate's applications (GET /applications, docs/api.md §6). Kept per candidate in this tab's
 * memory, so the header shows it again at once when a page with another layout mounts it.
 */
let known: { userId: string; count: number } | null = null;
const listeners = new Set<() => void>();
let lastAsked = 0;
let lastAskedFor: string | null = null;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function publish(userId: string, applications: ApplicationSummary[]): void {
  known = {
    userId,
    count: applications.reduce((sum, application) => sum + application.unreadMessages, 0),
  };
  listeners.forEach((listener) => listener());
}

/** My applications reports the list it shows, so the count needs no call of its own there. */
export function reportUnreadMessages(userId: string, applications: ApplicationSummary[]): void {
  lastAsked += 1;
  lastAskedFor = userId;
  publish(userId, applications);
}

async function readUnreadMessages(userId: string): Promise<void> {
  const asked = ++lastAsked;
  lastAskedFor = userId;
  // The calls about applications (and their answer checks) come with the first count: the header
  // is on every page, and a visitor who is not logged in never needs them (decision 006).
  const { getApplications } = await import('./api');
  const applications = await getApplications();
  // An answer overtaken by a later one (messages read in between, the list shown) is out of date.
  if (asked === lastAsked) publish(userId, applications);
}

/**
 * Messages were marked read (the thread did it): the count is read again for the candidate it
 * was last read for. A failed read keeps the count shown; the next one tries again.
 */
export function refreshUnreadMessages(): void {
  if (lastAskedFor) readUnreadMessages(lastAskedFor).catch(() => undefined);
}

/**
 * The count for the logged-in candidate (0 for anyone else, and until it is known), read when the
 * header appears for them and again when messages are read (refreshUnreadMessages). My
 * applications lists every application's count, so there the page reports them
 * (reportUnreadMessages) instead of a second call.
 */
export function useUnreadMessages(): number {
  const { userId } = useSession();
  const onList = useMatch(paths.applications()) !== null;
  const count = useSyncExternalStore(subscribe, () =>
    known && known.userId === userId ? known.count : 0,
  );

  useEffect(() => {
    if (userId && !onList) readUnreadMessages(userId).catch(() => undefined);
  }, [userId, onList]);

  return count;
}
