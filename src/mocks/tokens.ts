import { Secret, TOTP } from 'otpauth';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function base64UrlEncode(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

function base64UrlDecode(text: string): Uint8Array {
  const padded = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(padded);
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let offset = 0; offset < bytes.length; offset += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(offset, offset + 0x8000));
  }
  return btoa(binary);
}

export function base64ToBytes(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

interface TokenPayload {
  user: { id: string; name: string; type: 'candidate' };
  exp: number;
  iat: number;
}

export const TOKEN_LIFETIME_SECONDS = 86_400;

/**
 * The demo's `authtoken`: a JWT-shaped, unsigned token (`alg: none`). A real auth service signs
 * it and keeps the credential it trusts in an HttpOnly cookie (docs/api.md).
 */
export function createAuthToken(user: { id: string; name: string }, now = Date.now()): string {
  const iat = Math.floor(now / 1000);
  const payload: TokenPayload = {
    user: { id: user.id, name: user.name, type: 'candidate' },
    iat,
    exp: iat + TOKEN_LIFETIME_SECONDS,
  };
  const part = (value: unknown) => base64UrlEncode(encoder.encode(JSON.stringify(value)));
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(payload)}.`;
}

export type TokenCheck =
  { ok: true; userId: string } | { ok: false; reason: 'missing' | 'invalid' | 'expired' };

export function checkAuthToken(token: string | null, now = Date.now()): TokenCheck {
  if (!token) return { ok: false, reason: 'missing' };
  const payloadPart = token.split('.')[1];
  if (!payloadPart) return { ok: false, reason: 'invalid' };
  try {
    const payload: unknown = JSON.parse(decoder.decode(base64UrlDecode(payloadPart)));
    if (typeof payload !== 'object' || payload === null) return { ok: false, reason: 'invalid' };
    const { user, exp } = payload as { user?: { id?: unknown; type?: unknown }; exp?: unknown };
    if (!user || typeof user.id !== 'string' || user.type !== 'candidate')
      return { ok: false, reason: 'invalid' };
    if (typeof exp !== 'number') return { ok: false, reason: 'invalid' };
    if (exp * 1000 <= now) return { ok: false, reason: 'expired' };
    return { ok: true, userId: user.id };
  } catch {
    return { ok: false, reason: 'invalid' };
  }
}

// --- RFC 6238 TOTP: works with any authenticator app ---------------------------------------------
const TOTP_ISSUER = 'Candidate Portal (demo)';

function totpFor(secret: string, label: string): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpUri(secret: string, email: string): string {
  return totpFor(secret, email).toString();
}

export function currentTotpCode(secret: string, now = Date.now()): string {
  return totpFor(secret, 'code').generate({ timestamp: now });
}

/** Accepts the code of this 30-second step or the one before or after (clock drift). */
export function verifyTotpCode(secret: string, code: string, now = Date.now()): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  return totpFor(secret, 'code').validate({ token: code, timestamp: now, window: 1 }) !== null;
}

export function randomDigits(length: number): string {
  const values = crypto.getRandomValues(new Uint32Array(length));
  return Array.from(values, (value) => String(value % 10)).join('');
}

export function randomToken(): string {
  return base64UrlEncode(crypto.getRandomValues(new Uint8Array(24)));
}

export function newId(prefix: string): string {
  return `${prefix}-${crypto.randomUUID()}`;
}
