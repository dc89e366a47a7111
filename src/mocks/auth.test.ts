import { afterEach, describe, expect, test, vi } from 'vitest';
import { readCookie } from '@/lib/cookies';
import { makeToken } from '@/testing/render-route';
import { DEMO_PASSWORD, TOTP_SECRET } from './data/seed';
import { issueEmailToken } from './handlers/auth';
import { getState, latestInboxEntry } from './store';
import { call, registrationForm } from './test-client';
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

afterEach(() => {
  vi.useRealTimers();
});

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
    expect(login.body).toEqual({
      userId: 'cand-1',
      tfaMethod: 'sms',
      retryAfter: 30,
      maskedPhone: expect.stringMatching(/^\+\d{2} \d{2} [• ]+ \d{2}$/),
    });
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
    // The code is used up: the login it belonged to is over.
    expect((await call('POST', '/auth/tfa', { json: { userId: 'cand-1', code } })).body).toEqual(
      authError('CODE_EXPIRED'),
    );
  });

  test('a new code comes after the wait; only the newest works, and the tries still count', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { code: first } = await loginWithSms();
    const wrong = first === '000000' ? '111111' : '000000';
    await call('POST', '/auth/tfa', { json: { userId: 'cand-1', code: wrong } });
    expect((await call('POST', '/auth/tfa/resend', { json: { userId: 'cand-1' } })).body).toEqual({
      codeSent: false,
      retryAfter: 30,
    });
    vi.advanceTimersByTime(30_000);
    expect((await call('POST', '/auth/tfa/resend', { json: { userId: 'cand-1' } })).body).toEqual({
      codeSent: true,
      retryAfter: 30,
    });
    const second = latestInboxEntry('+46701234567', 'login-code')!.code!;
    expect(getState().inbox.filter((entry) => entry.subject === 'login-code')).toHaveLength(2);
    const tfa = async (code: string) =>
      (await call('POST', '/auth/tfa', { json: { userId: 'cand-1', code } })).body;
    // The first code no longer works (unless the two happen to be equal, one in a million).
    expect(await tfa(first === second ? wrong : first)).toEqual(authError('INVALID_CODE'));
    // Two wrong so far; two more, and the fifth locks the login, the right code too.
    expect(await tfa(wrong)).toEqual(authError('INVALID_CODE'));
    expect(await tfa(wrong)).toEqual(authError('INVALID_CODE'));
    expect(await tfa(wrong)).toEqual(authError('CODE_LOCKED'));
    expect(
      (await call('POST', '/auth/tfa', { json: { userId: 'cand-1', code: second } })).body,
    ).toEqual(authError('CODE_LOCKED'));
    vi.advanceTimersByTime(30_000);
    expect((await call('POST', '/auth/tfa/resend', { json: { userId: 'cand-1' } })).body).toEqual(
      authError('CODE_LOCKED'),
    );
  });

  test('after ten minutes the code has expired, and so has the login', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { code } = await loginWithSms();
    vi.advanceTimersByTime(10 * 60_000);
    expect((await call('POST', '/auth/tfa', { json: { userId: 'cand-1', code } })).body).toEqual(
      authError('CODE_EXPIRED'),
    );
    expect((await call('POST', '/auth/tfa/resend', { json: { userId: 'cand-1' } })).body).toEqual(
      authError('CODE_EXPIRED'),
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
    ).toEqual(authError('CODE_EXPIRED'));
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
  const form = registrationForm;

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
    expect(
      (await call('POST', '/auth/verify-candidate/token-check', { json: { token } })).body,
    ).toEqual({ valid: true, email: 'nora@example.com' });
    const weak = await call('POST', '/auth/register-candidate', {
      json: { token, form: form({ password: 'short' }) },
    });
    expect(weak.body).toEqual(authError('VALIDATION'));
    // SMS: no account until a code texted to the number comes back.
    expect(
      (await call('POST', '/auth/register-candidate', { json: { token, form: form() } })).body,
    ).toEqual(authError('INVALID_CODE'));
    expect(
      (await call('POST', '/auth/verify-phone', { json: { token, phone: '+46709876543' } })).body,
    ).toEqual({ codeSent: true, retryAfter: 30 });
    const code = latestInboxEntry('+46709876543', 'phone-code')!.code!;
    expect(
      (
        await call('POST', '/auth/register-candidate', {
          json: { token, form: form({ phone: '+46709876544', code }) },
        })
      ).body,
    ).toEqual(authError('INVALID_CODE'));
    const created = await call('POST', '/auth/register-candidate', {
      json: { token, form: form({ code }) },
    });
    expect(created.status).toBe(200);
    expect(created.body.userId).toMatch(/^cand-/);
    expect(
      (await call('POST', '/auth/user-exists', { json: { email: 'NORA@example.com' } })).body,
    ).toEqual({ exists: true });
    expect(
      (await call('POST', '/auth/register-candidate', { json: { token, form: form({ code }) } }))
        .body,
    ).toEqual(authError('TOKEN_USED'));
    expect(
      (await call('POST', '/auth/verify-candidate/token-check', { json: { token } })).body,
    ).toEqual({ valid: false });
  });

  test('a phone code: paced, expires after ten minutes, locked after five wrong, renewed by a new one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = issueEmailToken('register', 'nora@example.com', 'en', Date.now());
    const phone = '+46709876543';
    const send = async () =>
      (await call('POST', '/auth/verify-phone', { json: { token, phone } })).body;
    const register = async (code: string) =>
      (await call('POST', '/auth/register-candidate', { json: { token, form: form({ code }) } }))
        .body;
    expect(await send()).toEqual({ codeSent: true, retryAfter: 30 });
    vi.advanceTimersByTime(12_000);
    expect(await send()).toEqual({ codeSent: false, retryAfter: 18 });
    vi.advanceTimersByTime(10 * 60_000);
    expect(await register(latestInboxEntry(phone, 'phone-code')!.code!)).toEqual(
      authError('CODE_EXPIRED'),
    );
    expect(await send()).toEqual({ codeSent: true, retryAfter: 30 });
    const code = latestInboxEntry(phone, 'phone-code')!.code!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 4; attempt += 1)
      expect(await register(wrong)).toEqual(authError('INVALID_CODE'));
    expect(await register(wrong)).toEqual(authError('CODE_LOCKED'));
    expect(await register(code)).toEqual(authError('CODE_LOCKED'));
    vi.advanceTimersByTime(30_000);
    await send();
    expect((await register(latestInboxEntry(phone, 'phone-code')!.code!)).userId).toMatch(/^cand-/);
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
    ).toEqual({ valid: true, email: 'demo@example.com' });
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
    // Back to SMS: a code to the profile's phone first; the method changes only with it.
    expect((await call('PATCH', '/auth/tfa-method', { json: { tfaMethod: 'sms' } })).body).toEqual({
      codeSent: true,
      retryAfter: 30,
    });
    expect((await call('GET', '/auth/tfa-method')).body).toEqual({ tfaMethod: 'totp' });
    const texted = latestInboxEntry('+46701234567', 'phone-code')!.code!;
    expect(
      (
        await call('PATCH', '/auth/tfa-method', {
          json: { tfaMethod: 'sms', code: texted === '000000' ? '111111' : '000000' },
        })
      ).body,
    ).toEqual(authError('INVALID_CODE'));
    expect(
      (await call('PATCH', '/auth/tfa-method', { json: { tfaMethod: 'sms', code: texted } }))
        .status,
    ).toBe(200);
    expect((await call('GET', '/auth/tfa-method')).body).toEqual({ tfaMethod: 'sms' });
  });
});

describe('changing the login email address', () => {
  async function logIn() {
    const { code } = await loginWithSms();
    await call('POST', '/auth/tfa', { json: { userId: 'cand-1', code } });
  }
  const profileWith = (email: string) => ({
    givenName: 'Alva',
    familyName: 'Lindqvist',
    email,
    phone: '+46701234567',
  });

  test('the new address gets a link, the old a notice; the login changes when the link is opened', async () => {
    await logIn();
    const saved = await call('PATCH', '/profile', {
      json: profileWith('alva.new@example.com'),
      headers: { 'Idempotency-Key': 'change-1' },
    });
    expect(saved.body).toMatchObject({
      email: 'demo@example.com',
      pendingEmail: 'alva.new@example.com',
    });
    expect(latestInboxEntry('demo@example.com', 'email-change-notice')).not.toBeNull();
    const link = latestInboxEntry('alva.new@example.com', 'change-email')!.link!;
    expect(link).toMatch(/^\/\?auth=confirm-email&token=/);
    // Until then the old address logs in, the new one does not.
    expect(
      (
        await call('POST', '/auth/login/email-password/', {
          json: { email: 'alva.new@example.com', password: DEMO_PASSWORD },
        })
      ).body,
    ).toEqual(authError('INVALID_CREDENTIALS'));
    const token = decodeURIComponent(link.split('token=')[1]!);
    expect((await call('POST', '/auth/confirm-email', { json: { token } })).body).toEqual({
      email: 'alva.new@example.com',
    });
    expect((await call('POST', '/auth/confirm-email', { json: { token } })).body).toEqual(
      authError('TOKEN_USED'),
    );
    expect(
      (
        await call('POST', '/auth/login/email-password/', {
          json: { email: 'alva.new@example.com', password: DEMO_PASSWORD },
        })
      ).status,
    ).toBe(200);
  });

  test('a second change replaces the first link; cancelling stops the link', async () => {
    await logIn();
    await call('PATCH', '/profile', { json: profileWith('typo@exmaple.com') });
    const first = latestInboxEntry('typo@exmaple.com', 'change-email')!.link!;
    await call('PATCH', '/profile', { json: profileWith('right@example.com') });
    const firstToken = decodeURIComponent(first.split('token=')[1]!);
    expect(
      (await call('POST', '/auth/confirm-email', { json: { token: firstToken } })).body,
    ).toEqual(authError('INVALID_TOKEN'));
    const second = latestInboxEntry('right@example.com', 'change-email')!.link!;
    expect((await call('DELETE', '/profile/pending-email')).body).toMatchObject({
      email: 'demo@example.com',
      pendingEmail: null,
    });
    const secondToken = decodeURIComponent(second.split('token=')[1]!);
    expect(
      (await call('POST', '/auth/confirm-email', { json: { token: secondToken } })).body,
    ).toEqual(authError('INVALID_TOKEN'));
  });
});

describe('changing the mobile number', () => {
  test('the new number waits for its code; login codes go to the old one until then', async () => {
    const { code: loginCode } = await loginWithSms();
    await call('POST', '/auth/tfa', { json: { userId: 'cand-1', code: loginCode } });
    const saved = await call('PATCH', '/profile', {
      json: {
        givenName: 'Alva',
        familyName: 'Lindqvist',
        email: 'demo@example.com',
        phone: '+46709998877',
      },
      headers: { 'Idempotency-Key': 'phone-1' },
    });
    expect(saved.body).toMatchObject({ phone: '+46701234567', pendingPhone: '+46709998877' });
    expect(latestInboxEntry('demo@example.com', 'phone-change-notice')).not.toBeNull();
    const code = latestInboxEntry('+46709998877', 'phone-code')!.code!;
    expect((await call('POST', '/profile/pending-phone/code', { json: {} })).body).toEqual({
      codeSent: false,
      retryAfter: 30,
    });
    // The login still texts the number that works.
    await call('POST', '/auth/login/email-password/', {
      json: { email: 'demo@example.com', password: DEMO_PASSWORD },
    });
    expect(latestInboxEntry('+46709998877', 'login-code')).toBeNull();
    expect(latestInboxEntry('+46701234567', 'login-code')).not.toBeNull();

    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await call('POST', '/profile/pending-phone/confirm', {
      json: { code: wrong },
    });
    expect(refused.status).toBe(400);
    const confirmed = await call('POST', '/profile/pending-phone/confirm', { json: { code } });
    expect(confirmed.body).toMatchObject({ phone: '+46709998877', pendingPhone: null });
  });
});

describe('backup codes', () => {
  test('ten made at registration, with the session; each logs in once in place of a code', async () => {
    await call('POST', '/auth/verify-candidate', {
      json: { email: 'nora@example.com', language: 'en' },
    });
    // Asked again at once: nothing more is sent.
    expect(
      (
        await call('POST', '/auth/verify-candidate', {
          json: { email: 'nora@example.com', language: 'en' },
        })
      ).body,
    ).toEqual({ linkSent: false, retryAfter: 30 });
    expect(getState().inbox.filter((entry) => entry.to === 'nora@example.com')).toHaveLength(1);
    const link = latestInboxEntry('nora@example.com', 'confirm-email')!.link!;
    const token = decodeURIComponent(link.split('token=')[1]!);
    await call('POST', '/auth/verify-phone', { json: { token, phone: '+46709876543' } });
    const created = await call('POST', '/auth/register-candidate', {
      json: {
        token,
        form: registrationForm({
          candidateBank: false,
          language: 'en',
          code: latestInboxEntry('+46709876543', 'phone-code')!.code,
        }),
      },
    });
    const { userId, backupCodes } = created.body as { userId: string; backupCodes: string[] };
    expect(backupCodes).toHaveLength(10);
    expect(new Set(backupCodes).size).toBe(10);
    // Logged in at once: the same cookie a login's second step sets.
    expect(readCookie('authtoken')).not.toBeNull();

    const logInWith = async (backupCode: string) => {
      await call('POST', '/auth/login/email-password/', {
        json: { email: 'nora@example.com', password: 'Secret-pass-9' },
      });
      return call('POST', '/auth/tfa', { json: { userId, backupCode } });
    };
    expect((await logInWith(backupCodes[0]!.toUpperCase().replace('-', ' '))).status).toBe(200);
    expect((await logInWith(backupCodes[0]!)).body).toEqual(authError('INVALID_CODE'));
    // New codes replace the earlier ones.
    const renewed = await call('POST', '/auth/backup-codes', { json: {} });
    const fresh = (renewed.body as { backupCodes: string[] }).backupCodes;
    expect(fresh).toHaveLength(10);
    expect((await logInWith(backupCodes[1]!)).body).toEqual(authError('INVALID_CODE'));
    expect((await logInWith(fresh[0]!)).status).toBe(200);
  });
});
