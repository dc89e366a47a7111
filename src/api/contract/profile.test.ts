import { describe, expect, test } from 'vitest';
import { getState } from '@/mocks/store';
import { call, without } from '@/mocks/test-client';
import { candidatePayload, setAuthCookie } from '@/testing/render-route';
import { isProfile, type Profile } from './profile';

describe("the demo candidates' profiles", () => {
  test('GET /profile, PATCH /profile and DELETE /profile/pending-email', async () => {
    const profiles: Profile[] = [];
    for (const { id } of getState().users) {
      setAuthCookie(candidatePayload({ user: { id, name: 'Test', type: 'candidate' } }));
      profiles.push((await call<Profile>('GET', '/profile')).body);
    }
    const changed = await call<Profile>('PATCH', '/profile', {
      json: {
        givenName: 'Test',
        familyName: 'Person',
        email: 'new.address@example.com',
        phone: '+4791234567',
      },
    });
    expect(changed.body.pendingEmail).toBe('new.address@example.com');
    profiles.push(changed.body, (await call<Profile>('DELETE', '/profile/pending-email')).body);
    for (const profile of profiles) expect(isProfile(profile)).toBe(true);

    const [profile] = profiles;
    // A service that changes the address at once has no address waiting, and may leave it out.
    expect(isProfile(without(profile!, 'pendingEmail'))).toBe(true);
    for (const wrong of [
      without(profile!, 'givenName'),
      without(profile!, 'consents'),
      { ...profile, language: 'de' },
      { ...profile, dataExpiresAt: null },
      { ...profile, pendingEmail: 5 },
      { ...profile, consents: null },
      { ...profile, consents: { ...profile!.consents, acceptTerms: 'yes' } },
      { ...profile, consents: without(profile!.consents, 'termsVersion') },
      'Alva',
    ])
      expect(isProfile(wrong)).toBe(false);
  });
});
