import { mainHttp, request } from './http';
import type { Profile } from './types';
import { isProfile } from './guards/account';

/**
 * GET /profile: the logged-in candidate's details. Read by two features (the apply form fills in
 * from it, settings edits it), so it lives with the shared API plumbing.
 */
export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return request(mainHttp, { method: 'GET', url: '/profile', signal }, isProfile);
}
