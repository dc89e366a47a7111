/** The auth service (docs/api.md): its requests, and its answers' schemas and types. */
import * as v from 'valibot';
import { FiniteSchema, type LanguageCode } from './shared';

const TfaMethodSchema = v.picklist(['sms', 'totp']);
export type TfaMethod = v.InferOutput<typeof TfaMethodSchema>;

/** Seconds before a new code may be asked for: the countdown starts from it, so never negative. */
const SecondsSchema = v.pipe(
  FiniteSchema,
  v.check((seconds) => seconds >= 0),
);

// --- logging in ----------------------------------------------------------------------------------

export interface LoginRequest {
  email: string;
  password: string;
}

const LoginResponseSchema = v.object({
  userId: v.string(),
  tfaMethod: TfaMethodSchema,
  /** For `sms`: seconds before a new code may be asked for (POST /auth/tfa/resend). */
  retryAfter: v.optional(SecondsSchema),
  /** For `sms`: the number the code went to, with most digits hidden (`+46 70 ••• •• 67`). */
  maskedPhone: v.optional(v.string()),
});
export type LoginResponse = v.InferOutput<typeof LoginResponseSchema>;

/** The second login step: a texted or app `code`, or instead one of the login's `backupCode`s. */
export interface TfaRequest {
  userId: string;
  code?: string;
  backupCode?: string;
}

export interface ResendCodeRequest {
  userId: string;
}

/** Asked for a texted code: sent now, or not yet and when (seconds) to ask again. */
const CodeSentResponseSchema = v.object({
  codeSent: v.boolean(),
  retryAfter: v.optional(SecondsSchema),
});
export type CodeSentResponse = v.InferOutput<typeof CodeSentResponseSchema>;

// --- registering ---------------------------------------------------------------------------------

export interface VerifyCandidateRequest {
  email: string;
  language: LanguageCode;
}

/**
 * The answer to asking for a registration link: `{}` (sent), or with `linkSent` false when asked
 * again too soon (nothing sent), and `retryAfter` seconds before the next one may be asked for.
 */
const LinkSentResponseSchema = v.object({
  linkSent: v.optional(v.boolean()),
  retryAfter: v.optional(SecondsSchema),
});
export type LinkSentResponse = v.InferOutput<typeof LinkSentResponseSchema>;

/** The body of both token checks (registration and reset links). */
export interface TokenCheckRequest {
  token: string;
}

/** The answer of both token checks. */
const TokenCheckResponseSchema = v.object({
  valid: v.boolean(),
  /** The address the link was sent to, when valid; a service may leave it out. */
  email: v.optional(v.string()),
});
export type TokenCheckResponse = v.InferOutput<typeof TokenCheckResponseSchema>;

export interface VerifyPhoneRequest {
  token: string;
  phone: string;
}

export interface GenerateTotpRequest {
  email: string;
}

const GenerateTotpResponseSchema = v.object({
  otpauthUrl: v.string(),
  secret: v.string(),
});
export type GenerateTotpResponse = v.InferOutput<typeof GenerateTotpResponseSchema>;

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

/** Ten one-time codes that each stand in for a two-factor code once. */
const BackupCodesSchema = v.pipe(v.array(v.string()), v.minLength(1));

/** The account exists and is logged in (the answer sets `authtoken`, as `POST /auth/tfa` does). */
const RegisterCandidateResponseSchema = v.object({
  userId: v.string(),
  backupCodes: v.optional(BackupCodesSchema),
});
export type RegisterCandidateResponse = v.InferOutput<typeof RegisterCandidateResponseSchema>;

export interface UserExistsRequest {
  email: string;
}

const UserExistsResponseSchema = v.object({
  exists: v.boolean(),
});
export type UserExistsResponse = v.InferOutput<typeof UserExistsResponseSchema>;

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

const ConfirmEmailResponseSchema = v.object({
  email: v.string(),
});
export type ConfirmEmailResponse = v.InferOutput<typeof ConfirmEmailResponseSchema>;

// --- the two-factor method -----------------------------------------------------------------------

const TfaMethodResponseSchema = v.object({
  /** Null when the login has none configured. */
  tfaMethod: v.nullable(TfaMethodSchema),
});
export type TfaMethodResponse = v.InferOutput<typeof TfaMethodResponseSchema>;

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
const ChangeTfaMethodResponseSchema = v.object({
  codeSent: v.optional(v.boolean()),
  retryAfter: v.optional(SecondsSchema),
  /** Once switched: new backup codes; the earlier ones no longer work. */
  backupCodes: v.optional(BackupCodesSchema),
});
export type ChangeTfaMethodResponse = v.InferOutput<typeof ChangeTfaMethodResponseSchema>;

/** POST /auth/backup-codes: ten new backup codes; the earlier ones no longer work. */
const BackupCodesResponseSchema = v.object({ backupCodes: BackupCodesSchema });
export type BackupCodesResponse = v.InferOutput<typeof BackupCodesResponseSchema>;

// --- the checks request() applies ----------------------------------------------------------------

export const isLoginResponse = (d: unknown): d is LoginResponse => v.is(LoginResponseSchema, d);

export const isCodeSentResponse = (d: unknown): d is CodeSentResponse =>
  v.is(CodeSentResponseSchema, d);

export const isLinkSentResponse = (d: unknown): d is LinkSentResponse =>
  v.is(LinkSentResponseSchema, d);

export const isBackupCodesResponse = (d: unknown): d is BackupCodesResponse =>
  v.is(BackupCodesResponseSchema, d);

export const isGenerateTotpResponse = (d: unknown): d is GenerateTotpResponse =>
  v.is(GenerateTotpResponseSchema, d);

export const isRegisterCandidateResponse = (d: unknown): d is RegisterCandidateResponse =>
  v.is(RegisterCandidateResponseSchema, d);

export const isUserExistsResponse = (d: unknown): d is UserExistsResponse =>
  v.is(UserExistsResponseSchema, d);

export const isTokenCheckResponse = (d: unknown): d is TokenCheckResponse =>
  v.is(TokenCheckResponseSchema, d);

export const isConfirmEmailResponse = (d: unknown): d is ConfirmEmailResponse =>
  v.is(ConfirmEmailResponseSchema, d);

export const isTfaMethodResponse = (d: unknown): d is TfaMethodResponse =>
  v.is(TfaMethodResponseSchema, d);

export const isChangeTfaMethodResponse = (d: unknown): d is ChangeTfaMethodResponse =>
  v.is(ChangeTfaMethodResponseSchema, d);
