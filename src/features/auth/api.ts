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

/** Every auth call is a POST of a JSON body; its answer is checked with `isExpected`. */
function postToAuthService<T>(
  url: string,
  data: object,
  isExpected: (data: unknown) => data is T,
): Promise<T> {
  return request(authHttp, { method: 'POST', url, data }, isExpected);
}

export function logInWithPassword(email: string, password: string): Promise<LoginResponse> {
  return postToAuthService(
    '/auth/login/email-password/',
    { email: normaliseEmail(email), password } satisfies LoginRequest,
    isLoginResponse,
  );
}

/** The second login step, with the texted or app `code`, or a `backupCode` in its place. */
export async function verifyTwoFactorCode(
  userId: string,
  answer: { code: string } | { backupCode: string },
): Promise<void> {
  await postToAuthService('/auth/tfa', { userId, ...answer } satisfies TfaRequest, isEmpty);
}

/** A new texted code for a pending login; the previous one stops working. */
export function resendLoginCode(userId: string): Promise<CodeSentResponse> {
  return postToAuthService(
    '/auth/tfa/resend',
    { userId } satisfies ResendCodeRequest,
    isCodeSentResponse,
  );
}

export async function checkUserExists(email: string): Promise<boolean> {
  const answer = await postToAuthService(
    '/auth/user-exists',
    { email: normaliseEmail(email) } satisfies UserExistsRequest,
    isUserExistsResponse,
  );
  return answer.exists;
}

/** Emails the registration link; asked again too soon, sends nothing (`linkSent: false`). */
export function sendCandidateVerification(
  email: string,
  language: LanguageCode,
): Promise<LinkSentResponse> {
  return postToAuthService(
    '/auth/verify-candidate',
    { email: normaliseEmail(email), language } satisfies VerifyCandidateRequest,
    isLinkSentResponse,
  );
}

/** The registration link's address, when the link still works. */
export function checkRegisterToken(token: string): Promise<TokenCheckResponse> {
  return postToAuthService(
    '/auth/verify-candidate/token-check',
    { token } satisfies TokenCheckRequest,
    isTokenCheckResponse,
  );
}

/** Registration with SMS: texts a code to the number typed, to be sent with the form. */
export function sendPhoneCode(token: string, phone: string): Promise<CodeSentResponse> {
  return postToAuthService(
    '/auth/verify-phone',
    { token, phone } satisfies VerifyPhoneRequest,
    isCodeSentResponse,
  );
}

export function registerCandidate(
  form: RegisterCandidateForm,
  token: string,
): Promise<RegisterCandidateResponse> {
  return postToAuthService(
    '/auth/register-candidate',
    {
      form: { ...form, email: normaliseEmail(form.email) },
      token,
    } satisfies RegisterCandidateRequest,
    isRegisterCandidateResponse,
  );
}

export async function requestPasswordReset(email: string): Promise<void> {
  await postToAuthService(
    '/auth/reset-password-request',
    { email: normaliseEmail(email) } satisfies ResetPasswordRequestRequest,
    isEmpty,
  );
}

export function checkResetToken(token: string): Promise<TokenCheckResponse> {
  return postToAuthService(
    '/auth/reset-password/token-check',
    { token } satisfies TokenCheckRequest,
    isTokenCheckResponse,
  );
}

export async function resetPassword(password: string, token: string): Promise<void> {
  await postToAuthService(
    '/auth/reset-password',
    { password, token } satisfies ResetPasswordRequest,
    isEmpty,
  );
}

/** The link sent to a new address: makes it the login. Answers the address now in use. */
export async function confirmEmailChange(token: string): Promise<string> {
  const answer = await postToAuthService(
    '/auth/confirm-email',
    { token } satisfies ConfirmEmailRequest,
    isConfirmEmailResponse,
  );
  return answer.email;
}
