import type { AxiosRequestConfig } from 'axios';
import { mainHttp, request } from './http';
import { isProfile, type Profile } from './contract/profile';
import { followProfileName } from './session';

/**
 * Every call that answers with the candidate's profile goes through here, so that the name in
 * the header follows the profile wherever it was read or saved (the token keeps its login-time
 * name until the next login).
 */
export async function requestProfile(config: AxiosRequestConfig): Promise<Profile> {
  const profile = await request(mainHttp, config, isProfile);
  followProfileName(profile.userId, `${profile.givenName} ${profile.familyName}`.trim());
  return profile;
}

/**
 * GET /profile: the logged-in candidate's details. Read by two features (the apply form fills in
 * from it, settings edits it), so it lives with the shared API plumbing.
 */
export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return requestProfile({ method: 'GET', url: '/profile', signal });
}
