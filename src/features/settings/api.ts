import { authHttp, idempotencyHeaders, mainHttp, request } from '@/api/http';
import type { Profile, UpdateConsentsRequest, UpdateProfileRequest } from '@/api/contract/account';
import {
  isChangeTfaMethodResponse,
  isTfaMethodResponse,
  type ChangeTfaMethodRequest,
  type ChangeTfaMethodResponse,
  type TfaMethodResponse,
} from '@/api/contract/auth';
import { isEmpty, type Empty } from '@/api/contract/shared';
import { requestProfile } from '@/api/profile';
import { ApiError } from '@/lib/api-error';

export function updateProfile(
  body: UpdateProfileRequest,
  idempotencyKey?: string,
): Promise<Profile> {
  return requestProfile({
    method: 'PATCH',
    url: '/profile',
    data: body,
    headers: idempotencyHeaders(idempotencyKey),
  });
}

/** Takes back a new address that waits for its confirmation link; the link stops working. */
export function cancelEmailChange(): Promise<Profile> {
  return requestProfile({ method: 'DELETE', url: '/profile/pending-email' });
}

export function updateConsents(
  body: UpdateConsentsRequest,
  idempotencyKey?: string,
): Promise<Profile> {
  return requestProfile({
    method: 'PATCH',
    url: '/profile/consents',
    data: body,
    headers: idempotencyHeaders(idempotencyKey),
  });
}

/** Moves the end of the retention period (at most 24 months) to 24 months from now. */
export function stayVisible(): Promise<Profile> {
  return requestProfile({ method: 'POST', url: '/profile/stay-visible', data: {} satisfies Empty });
}

/**
 * Everything the portal holds about the candidate, their files too, as the zip the API builds.
 * `request()` checks JSON shapes, so this one asks the client for a Blob directly.
 */
export async function exportProfileData(): Promise<Blob> {
  const response = await mainHttp.get<unknown>('/profile/export', {
    responseType: 'blob',
    headers: { Accept: 'application/zip' },
  });
  if (!(response.data instanceof Blob))
    throw new ApiError('invalid-response', 'Expected a zip from /profile/export', response.status);
  return response.data;
}

export function deleteProfile(): Promise<Empty> {
  return request(mainHttp, { method: 'DELETE', url: '/profile', endsTheLogin: true }, isEmpty);
}

export function getTfaMethod(signal?: AbortSignal): Promise<TfaMethodResponse> {
  return request(authHttp, { method: 'GET', url: '/auth/tfa-method', signal }, isTfaMethodResponse);
}

/**
 * With `code` the service checks it and switches (400 INVALID_CODE when wrong). Switching to sms
 * without a code either switches at once or, where the service confirms the phone first, texts
 * a code and answers `codeSent: true`.
 */
export function changeTfaMethod(
  body: ChangeTfaMethodRequest,
  idempotencyKey?: string,
): Promise<ChangeTfaMethodResponse> {
  return request(
    authHttp,
    {
      method: 'PATCH',
      url: '/auth/tfa-method',
      data: body,
      headers: idempotencyHeaders(idempotencyKey),
    },
    isChangeTfaMethodResponse,
  );
}
