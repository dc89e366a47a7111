/**
 * The email address the page under the auth dialog already knows the person by (the thank-you
 * page: the address the application just went to). The page keeps it in its own history state,
 * which the dialog keeps through its steps, and the dialog's forms start from it: nothing stores
 * it anywhere else.
 */
export interface SuggestedEmail {
  suggestedEmail: string;
}

export function suggestedEmail(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const { suggestedEmail: email } = state as Partial<SuggestedEmail>;
  return typeof email === 'string' && email !== '' ? email : null;
}
