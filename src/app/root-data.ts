import { useRouteLoaderData, type HydrationState } from 'react-router-dom';
import type { ApplicationSummary } from '@/api/contract/applications';
import { refreshSession, useSession } from '@/api/session';
import { streamed } from '@/lib/streamed-data';

/** What every page shares: the signed-in candidate's applications (GET /applications). */
export interface RootData {
  /** Whom the list was read for: null for a visitor who is not logged in, and at the edge. */
  candidate: string | null;
  /**
   * Streamed: the header's count of unread messages, My applications and the job page's "you
   * have applied" show it as it arrives.
   */
  applications: Promise<ApplicationSummary[]> | null;
}

/**
 * The root route's loader. The calls about applications (and their answer checks) come with the
 * first read: a visitor who is not logged in never needs them (docs/decisions/006). The edge's
 * render is anonymous, so its data crosses to the browser as JSON.
 */
export function rootLoader(): RootData {
  const { userId } = refreshSession();
  if (!userId) return { candidate: null, applications: null };
  const applications = import('@/features/applications/api').then(({ getApplications }) =>
    getApplications(),
  );
  return { candidate: userId, applications: streamed(applications) };
}

/**
 * The router's data before its first load when no server render came before. A route whose
 * loader has no data yet renders its hydrate fallback in place of everything below it: with the
 * root's data here at once (its loader does not wait for the API), the shell and the layout render
 * at once and each page loads inside them.
 */
export function shellData(): HydrationState {
  return { loaderData: { root: rootLoader() } };
}

/**
 * The signed-in candidate's applications, or null for a visitor who is not logged in, and while
 * the list is the last candidate's (after a login or logout it is read again). While the login
 * that a session's end opened is over the page, the page stays as the candidate left it: what
 * depends on their list (the job page's form) keeps its place and what was typed in it.
 */
export function useCandidateApplications(): Promise<ApplicationSummary[]> | null {
  const data = useRouteLoaderData('root') as RootData | undefined;
  const { userId, endedByItself } = useSession();
  if (!data || data.candidate === null) return null;
  return data.candidate === userId || endedByItself ? data.applications : null;
}
