/** The auth service (docs/api.md §3): its requests, its answers and their checks. */
import { isRecord } from '../errors';
import { isString, type LanguageCode } from './shared';

export type TfaMethod = 'sms' | 'totp';

// --- logging in ----------------------------------------------------------------------------------

export interface LoginRequest {
  email: string;
  password: string;
}

export interface LoginResponse {
  userId: string;
  tfaMethod: TfaMethod;
  /** For `sms`: seconds before a new code may be asked for (POST /auth/tfa/resend). */
  retryAfter?: number;
}

export interface TfaRequest {
  userId: string;
  code: string;
}

export interface ResendCodeRequest {
  userId: string;
}

/** Asked for a texted code: sent now, or not yet and when (seconds) to ask again. */
export interface CodeSentResponse {
  codeSent: boolean;
  retryAfter?: number;
}

// --- registering ---------------------------------------------------------------------------------

export interface VerifyCandidateRequest {
  email: string;
  language: LanguageCode;
}

/** The body of both token checks (registration and reset links). */
export interface TokenCheckRequest {
  token: string;
}

/** The answer of both token checks. */
export interface TokenCheckResponse {
  valid: boolean;
  /** The address the link was sent to, when valid. */
  email?: string;
}

export interface VerifyPhoneRequest {
  token: string;
  phone: string;
}

export interface GenerateTotpRequest {
  email: string;
}

export interface GenerateTotpResponse {
  otpauthUrl: string;
  secret: string;
}

export interface RegisterCandidateForm {
  givenName: string;
  familyName: string;
  email: string;
  phone: string;
  password: string;
  tfaMethod: TfaMethod;
  acceptTerms: boolean;
  contactMe: boolean;
  candidateBank: boolean;
  language: LanguageCode;
  /** A current code from the authenticator app (totp), or the code texted to `phone` (sms). */
  code?: string;
}

export interface RegisterCandidateRequest {
  form: RegisterCandidateForm;
  token: string;
}

export interface RegisterCandidateResponse {
  userId: string;
}

export interface UserExistsRequest {
  email: string;
}

export interface UserExistsResponse {
  exists: boolean;
}

// --- passwords and addresses ---------------------------------------------------------------------

export interface ResetPasswordRequestRequest {
  email: string;
}

export interface ResetPasswordRequest {
  password: string;
  token: string;
}

export interface ConfirmEmailRequest {
  token: string;
}

export interface ConfirmEmailResponse {
  email: string;
}

// --- the two-factor method -----------------------------------------------------------------------

export interface TfaMethodResponse {
  tfaMethod: TfaMethod | null;
}

export interface ChangeTfaMethodRequest {
  tfaMethod: TfaMethod;
  /** A code sent by SMS, or read from the authenticator app, for the new method. */
  code?: string;
}

/**
 * PATCH /auth/tfa-method answer. Asked to switch to sms without a code, the service texts a code
 * to the profile's phone and answers `codeSent` (nothing changed yet); `{}` means the method has
 * changed.
 */
export type ChangeTfaMethodResponse = Partial<CodeSentResponse>;

// --- the checks of the answers -------------------------------------------------------------------

const isOptionalSeconds = (value: unknown) =>
  value === undefined || (typeof value === 'number' && Number.isFinite(value) && value >= 0);

export const isLoginResponse = (d: unknown): d is LoginResponse =>
  isRecord(d) &&
  isString(d.userId) &&
  (d.tfaMethod === 'sms' || d.tfaMethod === 'totp') &&
  isOptionalSeconds(d.retryAfter);

export const isCodeSentResponse = (d: unknown): d is CodeSentResponse =>
  isRecord(d) && typeof d.codeSent === 'boolean' && isOptionalSeconds(d.retryAfter);

export const isGenerateTotpResponse = (d: unknown): d is GenerateTotpResponse =>
  isRecord(d) && isString(d.otpauthUrl) && isString(d.secret);

export const isRegisterCandidateResponse = (d: unknown): d is RegisterCandidateResponse =>
  isRecord(d) && isString(d.userId);

export const isUserExistsResponse = (d: unknown): d is UserExistsResponse =>
  isRecord(d) && typeof d.exists === 'boolean';

export const isTokenCheckResponse = (d: unknown): d is TokenCheckResponse =>
  isRecord(d) && typeof d.valid === 'boolean' && (d.email === undefined || isString(d.email));

export const isConfirmEmailResponse = (d: unknown): d is ConfirmEmailResponse =>
  isRecord(d) && isString(d.email);

export const isTfaMethodResponse = (d: unknown): d is TfaMethodResponse =>
  isRecord(d) && (d.tfaMethod === 'sms' || d.tfaMethod === 'totp' || d.tfaMethod === null);

export const isChangeTfaMethodResponse = (d: unknown): d is ChangeTfaMethodResponse =>
  isRecord(d) &&
  (d.codeSent === undefined || typeof d.codeSent === 'boolean') &&
  isOptionalSeconds(d.retryAfter);
