import { authHttp, idempotencyHeaders, mainHttp, request } from '@/api/http';
import {
  isDataExport,
  type DataExport,
  type Profile,
  type UpdateConsentsRequest,
  type UpdateProfileRequest,
} from '@/api/contract/account';
import {
  isChangeTfaMethodResponse,
  isTfaMethodResponse,
  type ChangeTfaMethodRequest,
  type ChangeTfaMethodResponse,
  type TfaMethodResponse,
} from '@/api/contract/auth';
import { isEmpty, type Empty } from '@/api/contract/shared';
import { requestProfile } from '@/api/profile';

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

export function exportProfileData(): Promise<DataExport> {
  return request(mainHttp, { method: 'GET', url: '/profile/export' }, isDataExport);
}

export function deleteProfile(): Promise<Empty> {
  return request(mainHttp, { method: 'DELETE', url: '/profile' }, isEmpty);
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
