import { authHttp, idempotencyHeaders, request } from './http';
import {
  isBackupCodesResponse,
  isGenerateTotpResponse,
  type BackupCodesResponse,
  type GenerateTotpRequest,
  type GenerateTotpResponse,
} from './contract/auth';
import type { Empty } from './contract/shared';
import { normaliseEmail } from '@/lib/validation';

/**
 * A new authenticator-app secret for this email (`POST /auth/generate-totp`), as registration and
 * settings both ask for it: one call, so both send the address the auth service knows the login by.
 */
export function generateTotpSecret(email: string): Promise<GenerateTotpResponse> {
  return request(
    authHttp,
    {
      method: 'POST',
      url: '/auth/generate-totp',
      data: { email: normaliseEmail(email) } satisfies GenerateTotpRequest,
    },
    isGenerateTotpResponse,
  );
}

/** Ten new backup codes (`POST /auth/backup-codes`); the earlier ones stop working. */
export function renewBackupCodes(idempotencyKey?: string): Promise<BackupCodesResponse> {
  return request(
    authHttp,
    {
      method: 'POST',
      url: '/auth/backup-codes',
      data: {} satisfies Empty,
      headers: idempotencyHeaders(idempotencyKey),
    },
    isBackupCodesResponse,
  );
}
