import { http, HttpResponse } from 'msw';
import type { Profile } from '@/api/contract/account';
import type { TfaMethod } from '@/api/contract/auth';
import { server } from '@/mocks/node';
import { candidatePayload, renderRoute, setAuthCookie } from '@/testing/render-route';

export const testProfile = (overrides: Partial<Profile> = {}): Profile => ({
  userId: 'cand-1',
  givenName: 'Astrid',
  familyName: 'Lind',
  email: 'astrid@example.com',
  phone: '+46701234567',
  language: 'en',
  createdAt: '2024-01-10T09:00:00.000Z',
  dataExpiresAt: '2026-01-10T09:00:00.000Z',
  consents: {
    acceptTerms: true,
    acceptedTermsAt: '2024-01-10T09:00:00.000Z',
    termsVersion: '2024-01',
    contactMe: false,
    candidateBank: true,
  },
  ...overrides,
});

/** Logs a candidate in and serves the two calls the settings page loads with. */
export function renderSettings({
  profile = testProfile(),
  tfaMethod = 'sms' as TfaMethod | null | 'unavailable',
} = {}) {
  setAuthCookie(candidatePayload());
  server.use(
    http.get('/profile', () => HttpResponse.json(profile)),
    http.get('/auth/tfa-method', () =>
      tfaMethod === 'unavailable'
        ? authError(503, 'Service unavailable')
        : HttpResponse.json({ tfaMethod }),
    ),
  );
  return renderRoute('/user/settings');
}

export const mainError = (status: number, message: string, code?: string) =>
  HttpResponse.json({ errors: [{ message, ...(code ? { code } : {}) }] }, { status });

export const authError = (status: number, text: string) =>
  HttpResponse.json({ errors: [{ msg: { text } }] }, { status });
