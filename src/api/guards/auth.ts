/** Checks of the auth service's answers (contract §3). */
import { isRecord } from '../errors';
import { isString } from './shape';
import type {
  ChangeTfaMethodResponse,
  CodeSentResponse,
  ConfirmEmailResponse,
  GenerateTotpResponse,
  LoginResponse,
  RegisterCandidateResponse,
  TfaMethodResponse,
  TokenCheckResponse,
  UserExistsResponse,
} from '../types';

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
