import { describe, expect, test } from 'vitest';
import { readCookie } from '@/lib/cookies';
import { makeToken } from '@/testing/render-route';
import { DEMO_PASSWORD, TOTP_SECRET } from './data/seed';
import { issueEmailToken } from './handlers/auth';
import { getState, latestInboxEntry } from './store';
import { call } from './test-client';
import { currentTotpCode } from './tokens';

const authError = (text: string) => ({ errors: [{ msg: { text } }] });

async function loginWithSms(email = 'demo@example.com') {
  const login = await call('POST', '/auth/login/email-password/', {
    json: { email, password: DEMO_PASSWORD },
  });
  const sms = latestInboxEntry(
    getState().users.find((user) => user.email === email)!.phone,
    'login-code',
  );
  return { login, code: sms?.code ?? '' };
}

describe('login with two-factor', () => {
  test('a wrong password is INVALID_CREDENTIALS and sends nothing', async () => {
    const result = await call('POST', '/auth/login/email-password/', {
      json: { email: 'demo@example.com', password: 'wrong' },
    });
    expect(result.status).toBe(400);
    expect(result.body).toEqual(authError('INVALID_CREDENTIALS'));
    expect(getState().inbox).toHaveLength(0);
  });

  test('SMS: the code from the inbox sets a candidate authtoken cookie for one day', async () => {
    const { login, code } = await loginWithSms();
    expect(login.body).toEqual({ userId: 'cand-1', tfaMethod: 'sms' });
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await call('POST', '/auth/tfa', {
      json: { userId: 'cand-1', code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.body).toEqual(authError('INVALID_CODE'));
    expect(readCookie('authtoken')).toBeNull();

    const right = await call('POST', '/auth/tfa', { json: { userId: 'cand-1', code } });
    expect(right.status).toBe(200);
    expect(right.body).toEqual({});
    const token = readCookie('authtoken')!;
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')));
    expect(payload.user).toEqual({ id: 'cand-1', name: 'Alva Lindqvist', type: 'candidate' });
    expect(payload.exp - Date.now() / 1000).toBeGreaterThan(86_000);
    // The code is used up.
    expect((await call('POST', '/auth/tfa', { json: { userId: 'cand-1', code } })).body).toEqual(
      authError('INVALID_CODE'),
    );
  });

  test('authenticator app: a real RFC 6238 code from the fixed secret', async () => {
    const login = await call('POST', '/auth/login/email-password/', {
      json: { email: 'TOTP@example.com', password: DEMO_PASSWORD },
    });
    expect(login.body).toEqual({ userId: 'cand-2', tfaMethod: 'totp' });
    expect(
      (await call('POST', '/auth/tfa', { json: { userId: 'cand-2', code: '12345' } })).status,
    ).toBe(400);
    const result = await call('POST', '/auth/tfa', {
      json: { userId: 'cand-2', code: currentTotpCode(TOTP_SECRET) },
    });
    expect(result.status).toBe(200);
    expect(readCookie('authtoken')).not.toBeNull();
  });

  test('a code without a password step first is refused', async () => {
    expect(
      (
        await call('POST', '/auth/tfa', {
          json: { userId: 'cand-2', code: currentTotpCode(TOTP_SECRET) },
        })
      ).body,
    ).toEqual(authError('INVALID_CODE'));
  });

  test('garbage bodies are a 400 with the error shape, never a crash', async () => {
    for (const raw of ['{', '[]', 'null', '"text"', '{"email":42,"password":{}}']) {
      const result = await call('POST', '/auth/login/email-password/', { raw });
      expect(result.status).toBe(400);
      expect(result.body).toEqual(authError('VALIDATION'));
    }
  });

  test('logout clears the cookie', async () => {
    document.cookie = `authtoken=${makeToken({ user: { id: 'cand-1', name: 'A', type: 'candidate' }, exp: Date.now() / 1000 + 60 })}; Path=/`;
    const result = await call('POST', '/auth/logout');
    expect(result.status).toBe(200);
    expect(readCookie('authtoken')).toBeNull();
  });
});

describe('registration', () => {
  const form = (overrides: Record<string, unknown> = {}) => ({
    givenName: 'Nora',
    familyName: 'Nyberg',
    email: 'nora@example.com',
    phone: '+46709876543',
    password: 'Secret-pass-9',
    tfaMethod: 'sms',
    acceptTerms: true,
    contactMe: false,
    candidateBank: true,
    language: 'sv',
    ...overrides,
  });

  test('verify-candidate emails a register link; the token registers once', async () => {
    expect(
      (
        await call('POST', '/auth/verify-candidate', {
          json: { email: 'nora@example.com', language: 'sv' },
        })
      ).status,
    ).toBe(200);
    const mail = latestInboxEntry('nora@example.com', 'confirm-email')!;
    expect(mail.link).toMatch(/^\/\?auth=register&token=[\w-]+$/);
    const token = decodeURIComponent(mail.link!.split('token=')[1]!);
    expect(
      (await call('POST', '/auth/user-exists', { json: { email: 'nora@example.com' } })).body,
    ).toEqual({ exists: false });
    const weak = await call('POST', '/auth/register-candidate', {
      json: { token, form: form({ password: 'short' }) },
    });
    expect(weak.body).toEqual(authError('VALIDATION'));
    const created = await call('POST', '/auth/register-candidate', {
      json: { token, form: form() },
    });
    expect(created.status).toBe(200);
    expect(created.body.userId).toMatch(/^cand-/);
    expect(
      (await call('POST', '/auth/user-exists', { json: { email: 'NORA@example.com' } })).body,
    ).toEqual({ exists: true });
    expect(
      (await call('POST', '/auth/register-candidate', { json: { token, form: form() } })).body,
    ).toEqual(authError('TOKEN_USED'));
  });

  test('totp registration needs a current code for the generated secret', async () => {
    const token = issueEmailToken('register', 'app@example.com', 'en', Date.now());
    const generated = await call('POST', '/auth/generate-totp', {
      json: { email: 'app@example.com' },
    });
    expect(generated.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    const values = form({ email: 'app@example.com', tfaMethod: 'totp' });
    expect(
      (
        await call('POST', '/auth/register-candidate', {
          json: { token, form: { ...values, code: '000000' } },
        })
      ).body,
    ).toEqual(authError('INVALID_CODE'));
    const ok = await call('POST', '/auth/register-candidate', {
      json: { token, form: { ...values, code: currentTotpCode(generated.body.secret) } },
    });
    expect(ok.status).toBe(200);
  });
});

describe('password reset', () => {
  test('valid, used and expired tokens; unknown addresses get the same answer', async () => {
    expect(
      (
        await call('POST', '/auth/reset-password-request', {
          json: { email: 'nobody@example.com' },
        })
      ).body,
    ).toEqual({});
    expect(getState().inbox).toHaveLength(0);
    await call('POST', '/auth/reset-password-request', { json: { email: 'demo@example.com' } });
    const link = latestInboxEntry('demo@example.com', 'reset-password')!.link!;
    expect(link).toMatch(/^\/\?auth=reset-password&token=/);
    const token = decodeURIComponent(link.split('token=')[1]!);
    expect(
      (await call('POST', '/auth/reset-password/token-check', { json: { token } })).body,
    ).toEqual({ valid: true });
    expect(
      (await call('POST', '/auth/reset-password', { json: { token, password: 'New-pass-22' } }))
        .status,
    ).toBe(200);
    expect(
      (await call('POST', '/auth/reset-password/token-check', { json: { token } })).body,
    ).toEqual({ valid: false });
    expect(
      (await call('POST', '/auth/reset-password', { json: { token, password: 'New-pass-22' } }))
        .body,
    ).toEqual(authError('TOKEN_USED'));
    const login = await call('POST', '/auth/login/email-password/', {
      json: { email: 'demo@example.com', password: 'New-pass-22' },
    });
    expect(login.status).toBe(200);

    const expired = issueEmailToken(
      'reset-password',
      'demo@example.com',
      'en',
      Date.now() - 2 * 3_600_000,
    );
    expect(
      (await call('POST', '/auth/reset-password/token-check', { json: { token: expired } })).body,
    ).toEqual({ valid: false });
    expect(
      (
        await call('POST', '/auth/reset-password', {
          json: { token: expired, password: 'New-pass-22' },
        })
      ).body,
    ).toEqual(authError('TOKEN_EXPIRED'));
    expect(
      (
        await call('POST', '/auth/reset-password', {
          json: { token: 'made-up', password: 'New-pass-22' },
        })
      ).body,
    ).toEqual(authError('INVALID_TOKEN'));
  });
});

describe('two-factor method', () => {
  test('needs a login; changing to the app needs a correct code (INVALID_CODE otherwise)', async () => {
    expect((await call('GET', '/auth/tfa-method')).body).toEqual(authError('UNAUTHENTICATED'));
    const { code } = await loginWithSms();
    await call('POST', '/auth/tfa', { json: { userId: 'cand-1', code } });
    expect((await call('GET', '/auth/tfa-method')).body).toEqual({ tfaMethod: 'sms' });
    const { body } = await call('POST', '/auth/generate-totp', {
      json: { email: 'demo@example.com' },
    });
    expect(
      (await call('PATCH', '/auth/tfa-method', { json: { tfaMethod: 'totp', code: '000000' } }))
        .body,
    ).toEqual(authError('INVALID_CODE'));
    expect(
      (
        await call('PATCH', '/auth/tfa-method', {
          json: { tfaMethod: 'totp', code: currentTotpCode(body.secret) },
        })
      ).status,
    ).toBe(200);
    expect((await call('GET', '/auth/tfa-method')).body).toEqual({ tfaMethod: 'totp' });
    expect((await call('PATCH', '/auth/tfa-method', { json: { tfaMethod: 'sms' } })).status).toBe(
      200,
    );
    expect((await call('GET', '/auth/tfa-method')).body).toEqual({ tfaMethod: 'sms' });
  });
});
