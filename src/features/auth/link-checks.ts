/**
 * The checks of emailed links' tokens (registration, password reset), each asked once per token
 * while the auth dialog is open and shared by every render that reads it (a view shows it through
 * StreamedData, which needs the same promise each time). Dropped with the flow's other memory
 * when the dialog closes, so a link opened again is checked again; "Try again" drops one check
 * before asking anew.
 */
const checks = new Map<string, Promise<unknown>>();

export function checkLinkOnce<T>(key: string, check: () => Promise<T>): Promise<T> {
  let asked = checks.get(key) as Promise<T> | undefined;
  if (!asked) {
    asked = check();
    checks.set(key, asked);
  }
  return asked;
}

export function forgetLinkCheck(key: string): void {
  checks.delete(key);
}

export function forgetLinkChecks(): void {
  checks.clear();
}
