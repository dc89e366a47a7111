import { authHttp, request } from './http';
import {
  isGenerateTotpResponse,
  type GenerateTotpRequest,
  type GenerateTotpResponse,
} from './contract/auth';
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
