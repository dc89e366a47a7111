import { describe, expect, test } from 'vitest';
import { DEMO_PASSWORD } from '@/mocks/data/seed';
import { latestInboxEntry } from '@/mocks/store';
import { call } from '@/mocks/test-client';
import { isEmpty } from './shared';

describe('an empty answer', () => {
  test("the demo's `200 {}` answers are empty answers", async () => {
    const login = await call('POST', '/auth/login/email-password/', {
      json: { email: 'demo@example.com', password: DEMO_PASSWORD },
    });
    const code = latestInboxEntry('+46701234567', 'login-code')!.code!;
    const answers = [
      await call('POST', '/auth/tfa', { json: { userId: login.body.userId, code } }),
      await call('POST', '/auth/verify-candidate', {
        json: { email: 'kim@example.com', language: 'en' },
      }),
      await call('POST', '/auth/logout'),
    ];
    for (const { status, body } of answers) {
      expect(status).toBe(200);
      expect(isEmpty(body)).toBe(true);
    }
    // Nothing in it is read, so a service may say more.
    expect(isEmpty({ ok: true })).toBe(true);
  });

  test('anything but an object is a wrong answer', () => {
    for (const wrong of [null, undefined, 'OK', 0, true]) expect(isEmpty(wrong)).toBe(false);
  });
});
