import { authHttp, request } from '@/api/http';
import {
  isCodeSentResponse,
  isConfirmEmailResponse,
  isLinkSentResponse,
  isLoginResponse,
  isRegisterCandidateResponse,
  isTokenCheckResponse,
  isUserExistsResponse,
  type CodeSentResponse,
  type ConfirmEmailRequest,
  type LinkSentResponse,
  type LoginRequest,
  type LoginResponse,
  type RegisterCandidateForm,
  type RegisterCandidateRequest,
  type RegisterCandidateResponse,
  type ResendCodeRequest,
  type ResetPasswordRequest,
  type ResetPasswordRequestRequest,
  type TfaRequest,
  type TokenCheckRequest,
  type TokenCheckResponse,
  type UserExistsRequest,
  type VerifyCandidateRequest,
  type VerifyPhoneRequest,
} from '@/api/contract/auth';
import { isEmpty, type LanguageCode } from '@/api/contract/shared';
import { normaliseEmail } from '@/lib/validation';

/** The auth service's calls (docs/api.md). Emails leave here trimmed and in lower case. */

export function logInWithPassword(email: string, password: string): Promise<LoginResponse> {
  return request(
    authHttp,
    {
      method: 'POST',
      url: '/auth/login/email-password/',
      data: { email: normaliseEmail(email), password } satisfies LoginRequest,
    },
    isLoginResponse,
  );
}

/** The second login step, with the texted or app `code`, or a `backupCode` in its place. */
export async function verifyTwoFactorCode(
  userId: string,
  answer: { code: string } | { backupCode: string },
): Promise<void> {
  await request(
    authHttp,
    { method: 'POST', url: '/auth/tfa', data: { userId, ...answer } satisfies TfaRequest },
    isEmpty,
  );
}

/** A new texted code for a pending login; the previous one stops working. */
export function resendLoginCode(userId: string): Promise<CodeSentResponse> {
  return request(
    authHttp,
    { method: 'POST', url: '/auth/tfa/resend', data: { userId } satisfies ResendCodeRequest },
    isCodeSentResponse,
  );
}

export async function checkUserExists(email: string): Promise<boolean> {
  const answer = await request(
    authHttp,
    {
      method: 'POST',
      url: '/auth/user-exists',
      data: { email: normaliseEmail(email) } satisfies UserExistsRequest,
    },
    isUserExistsResponse,
  );
  return answer.exists;
}

/** Emails the registration link; asked again too soon, sends nothing (`linkSent: false`). */
export function sendCandidateVerification(
  email: string,
  language: LanguageCode,
): Promise<LinkSentResponse> {
  return request(
    authHttp,
    {
      method: 'POST',
      url: '/auth/verify-candidate',
      data: { email: normaliseEmail(email), language } satisfies VerifyCandidateRequest,
    },
    isLinkSentResponse,
  );
}

/** The registration link's address, when the link still works. */
export function checkRegisterToken(token: string): Promise<TokenCheckResponse> {
  return request(
    authHttp,
    {
      method: 'POST',
      url: '/auth/verify-candidate/token-check',
      data: { token } satisfies TokenCheckRequest,
    },
    isTokenCheckResponse,
  );
}

/** Registration with SMS: texts a code to the number typed, to be sent with the form. */
export function sendPhoneCode(token: string, phone: string): Promise<CodeSentResponse> {
  return request(
    authHttp,
    {
      method: 'POST',
      url: '/auth/verify-phone',
      data: { token, phone } satisfies VerifyPhoneRequest,
    },
    isCodeSentResponse,
  );
}

export function registerCandidate(
  form: RegisterCandidateForm,
  token: string,
): Promise<RegisterCandidateResponse> {
  return request(
    authHttp,
    {
      method: 'POST',
      url: '/auth/register-candidate',
      data: {
        form: { ...form, email: normaliseEmail(form.email) },
        token,
      } satisfies RegisterCandidateRequest,
    },
    isRegisterCandidateResponse,
  );
}

export async function requestPasswordReset(email: string): Promise<void> {
  await request(
    authHttp,
    {
      method: 'POST',
      url: '/auth/reset-password-request',
      data: { email: normaliseEmail(email) } satisfies ResetPasswordRequestRequest,
    },
    isEmpty,
  );
}

export function checkResetToken(token: string): Promise<TokenCheckResponse> {
  return request(
    authHttp,
    {
      method: 'POST',
      url: '/auth/reset-password/token-check',
      data: { token } satisfies TokenCheckRequest,
    },
    isTokenCheckResponse,
  );
}

export async function resetPassword(password: string, token: string): Promise<void> {
  await request(
    authHttp,
    {
      method: 'POST',
      url: '/auth/reset-password',
      data: { password, token } satisfies ResetPasswordRequest,
    },
    isEmpty,
  );
}

/** The link sent to a new address: makes it the login. Answers the address now in use. */
export async function confirmEmailChange(token: string): Promise<string> {
  const answer = await request(
    authHttp,
    { method: 'POST', url: '/auth/confirm-email', data: { token } satisfies ConfirmEmailRequest },
    isConfirmEmailResponse,
  );
  return answer.email;
}
