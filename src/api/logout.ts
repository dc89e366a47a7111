import type { Empty } from './contract/shared';
import { authHttp } from './http';
import { clearSession } from './session';

/**
 * Call the logout endpoint, clear the cookie, reset the state. The visitor is logged
 * out here even when the service cannot be reached; the server's session then simply expires.
 * Every unsent draft goes too: the next person at this computer must not find it.
 */
export async function logout(): Promise<void> {
  try {
    await authHttp.post('/auth/logout', {} satisfies Empty);
  } finally {
    clearSession('logout');
  }
}
