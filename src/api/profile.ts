import type { AxiosRequestConfig } from 'axios';
import { idempotencyHeaders, mainHttp, request } from './http';
import type { ConfirmPhoneRequest } from './contract/account';
import { isCodeSentResponse, type CodeSentResponse } from './contract/auth';
import { isProfile, type Profile } from './contract/profile';
import type { Empty } from './contract/shared';
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

/** A new mobile number waiting (`pendingPhone`): the code texted to it makes it the number in use. */
export function confirmPhoneChange(code: string, idempotencyKey?: string): Promise<Profile> {
  return requestProfile({
    method: 'POST',
    url: '/profile/pending-phone/confirm',
    data: { code } satisfies ConfirmPhoneRequest,
    headers: idempotencyHeaders(idempotencyKey),
  });
}

/** A new code for the number waiting; asked too soon, nothing is sent (`codeSent: false`). */
export function resendPhoneChangeCode(): Promise<CodeSentResponse> {
  return request(
    mainHttp,
    { method: 'POST', url: '/profile/pending-phone/code', data: {} satisfies Empty },
    isCodeSentResponse,
  );
}

/** Takes back a number waiting for its code: login codes go on to the number in use. */
export function cancelPhoneChange(): Promise<Profile> {
  return requestProfile({ method: 'DELETE', url: '/profile/pending-phone' });
}
