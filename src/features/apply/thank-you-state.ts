import type { SuggestedEmail } from '@/lib/suggested-email';

/**
 * What the apply form hands the thank-you page through the router's location state, with the
 * address the application went to: the new account the page offers starts from it.
 */
export interface ThankYouState extends SuggestedEmail {
  applied: true;
  /** The email belongs to an account: the application shows under My applications after login. */
  linkedToAccount: boolean;
}

export function isThankYouState(value: unknown): value is ThankYouState {
  return typeof value === 'object' && value !== null && (value as ThankYouState).applied === true;
}

/**
 * Left on the job page's own history entry when an application goes: Back from the thank-you
 * page shows that it went, not an empty form inviting a second one. Only for the login (or no
 * login) that sent it.
 */
export interface SentApplicationState {
  applicationSentAt: string;
  sentBy: string | null;
}

export function sentApplicationAt(state: unknown, userId: string | null): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const { applicationSentAt, sentBy } = state as Partial<SentApplicationState>;
  return typeof applicationSentAt === 'string' && sentBy === userId ? applicationSentAt : null;
}
