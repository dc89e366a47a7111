import { describe, expect, test } from 'vitest';
import { DEMO_PASSWORD } from '@/mocks/data/seed';
import { latestInboxEntry } from '@/mocks/store';
import { call, registrationForm, without } from '@/mocks/test-client';
import { currentTotpCode } from '@/mocks/tokens';
import {
  isChangeTfaMethodResponse,
  isCodeSentResponse,
  isConfirmEmailResponse,
  isGenerateTotpResponse,
  isLoginResponse,
  isRegisterCandidateResponse,
  isTfaMethodResponse,
  isTokenCheckResponse,
  isUserExistsResponse,
} from './auth';

const DEMO = { email: 'demo@example.com', phone: '+46701234567' };

/** Logs the SMS demo candidate in, checking both answers of the login's first step. */
async function logIn() {
  const login = await call('POST', '/auth/login/email-password/', {
    json: { email: DEMO.email, password: DEMO_PASSWORD },
  });
  expect(isLoginResponse(login.body)).toBe(true);
  const resent = await call('POST', '/auth/tfa/resend', { json: { userId: login.body.userId } });
  expect(isCodeSentResponse(resent.body)).toBe(true);
  const code = latestInboxEntry(DEMO.phone, 'login-code')!.code!;
  await call('POST', '/auth/tfa', { json: { userId: login.body.userId, code } });
  return login.body;
}

const linkToken = (to: string, subject: Parameters<typeof latestInboxEntry>[1]) =>
  decodeURIComponent(latestInboxEntry(to, subject)!.link!.split('token=')[1]!);

describe("the demo auth service's answers", () => {
  test('logging in, with a texted code and with the authenticator app', async () => {
    const sms = await logIn();
    expect(sms.retryAfter).toBeGreaterThan(0);
    const app = await call('POST', '/auth/login/email-password/', {
      json: { email: 'totp@example.com', password: DEMO_PASSWORD },
    });
    expect(app.body).not.toHaveProperty('retryAfter');
    expect(isLoginResponse(app.body)).toBe(true);
    for (const wrong of [
      without(sms, 'userId'),
      without(sms, 'tfaMethod'),
      { ...sms, tfaMethod: 'email' },
      { ...sms, tfaMethod: null },
      { ...sms, retryAfter: -1 },
      { ...sms, retryAfter: '30' },
      { ...sms, userId: 1 },
    ])
      expect(isLoginResponse(wrong)).toBe(false);
    for (const wrong of [{}, { codeSent: 'true' }, { codeSent: true, retryAfter: null }])
      expect(isCodeSentResponse(wrong)).toBe(false);
  });

  test('the two-factor method: reading it and changing it', async () => {
    await logIn();
    const current = await call('GET', '/auth/tfa-method');
    expect(isTfaMethodResponse(current.body)).toBe(true);
    expect(isTfaMethodResponse({ tfaMethod: null })).toBe(true);
    for (const wrong of [{}, { tfaMethod: 'email' }, { tfaMethod: ['sms'] }])
      expect(isTfaMethodResponse(wrong)).toBe(false);

    const secret = await call('POST', '/auth/generate-totp', { json: { email: DEMO.email } });
    expect(isGenerateTotpResponse(secret.body)).toBe(true);
    for (const wrong of [without(secret.body, 'secret'), { ...secret.body, otpauthUrl: null }])
      expect(isGenerateTotpResponse(wrong)).toBe(false);

    const changed = await call('PATCH', '/auth/tfa-method', {
      json: { tfaMethod: 'totp', code: currentTotpCode(secret.body.secret) },
    });
    expect(changed.body).toEqual({ backupCodes: expect.any(Array) });
    const texted = await call('PATCH', '/auth/tfa-method', { json: { tfaMethod: 'sms' } });
    expect(texted.body).toHaveProperty('codeSent', true);
    for (const answer of [changed.body, texted.body])
      expect(isChangeTfaMethodResponse(answer)).toBe(true);
    for (const wrong of [{ codeSent: 'yes' }, { codeSent: true, retryAfter: -5 }, null])
      expect(isChangeTfaMethodResponse(wrong)).toBe(false);
  });

  test('creating an account from the emailed link', async () => {
    const email = 'nora@example.com';
    const exists = await call('POST', '/auth/user-exists', { json: { email } });
    expect(isUserExistsResponse(exists.body)).toBe(true);
    for (const wrong of [{}, { exists: 'no' }, { exists: null }])
      expect(isUserExistsResponse(wrong)).toBe(false);

    await call('POST', '/auth/verify-candidate', { json: { email, language: 'en' } });
    const token = linkToken(email, 'confirm-email');
    const valid = await call('POST', '/auth/verify-candidate/token-check', { json: { token } });
    expect(valid.body).toEqual({ valid: true, email });
    const invalid = await call('POST', '/auth/verify-candidate/token-check', {
      json: { token: 'made-up' },
    });
    expect(invalid.body).toEqual({ valid: false });
    for (const answer of [valid.body, invalid.body])
      expect(isTokenCheckResponse(answer)).toBe(true);
    for (const wrong of [{ email }, { valid: 'true', email }, { valid: true, email: null }])
      expect(isTokenCheckResponse(wrong)).toBe(false);

    const phone = '+46709876543';
    const sent = await call('POST', '/auth/verify-phone', { json: { token, phone } });
    expect(isCodeSentResponse(sent.body)).toBe(true);
    const created = await call('POST', '/auth/register-candidate', {
      json: {
        token,
        form: registrationForm({
          email,
          phone,
          candidateBank: false,
          language: 'en',
          code: latestInboxEntry(phone, 'phone-code')!.code!,
        }),
      },
    });
    expect(isRegisterCandidateResponse(created.body)).toBe(true);
    for (const wrong of [{}, { userId: 7 }, { userId: null }])
      expect(isRegisterCandidateResponse(wrong)).toBe(false);
  });

  test('a reset link, and the link that confirms a new login address', async () => {
    await call('POST', '/auth/reset-password-request', { json: { email: DEMO.email } });
    const reset = await call('POST', '/auth/reset-password/token-check', {
      json: { token: linkToken(DEMO.email, 'reset-password') },
    });
    expect(isTokenCheckResponse(reset.body)).toBe(true);

    await logIn();
    const newAddress = 'alva.new@example.com';
    await call('PATCH', '/profile', {
      json: { givenName: 'Alva', familyName: 'Lindqvist', email: newAddress, phone: DEMO.phone },
    });
    const confirmed = await call('POST', '/auth/confirm-email', {
      json: { token: linkToken(newAddress, 'change-email') },
    });
    expect(confirmed.body).toEqual({ email: newAddress });
    expect(isConfirmEmailResponse(confirmed.body)).toBe(true);
    for (const wrong of [{}, { email: null }, { email: [newAddress] }])
      expect(isConfirmEmailResponse(wrong)).toBe(false);
  });
});
