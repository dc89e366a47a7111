import { describe, expect, test } from 'vitest';
import { getState, latestInboxEntry } from '@/mocks/store';
import { call, without } from '@/mocks/test-client';
import { candidatePayload, setAuthCookie } from '@/testing/render-route';
import { isSubscription, isSubscriptionList, type Subscription } from './subscriptions';

describe("the demo's job alerts", () => {
  test("GET /subscriptions: both candidates' alerts", async () => {
    const subscriptions: Subscription[] = [];
    for (const { id } of getState().users) {
      setAuthCookie(candidatePayload({ user: { id, name: 'Test', type: 'candidate' } }));
      const { body } = await call<Subscription[]>('GET', '/subscriptions');
      expect(isSubscriptionList(body)).toBe(true);
      subscriptions.push(...body);
    }
    expect(subscriptions.length).toBeGreaterThan(0);
    const subscription = subscriptions.find(
      (candidate) => (candidate.criteria.category?.length ?? 0) > 0,
    )!;
    const { criteria } = subscription;
    for (const wrong of [
      subscription,
      [without(subscription, 'email')],
      [without(subscription, 'criteria')],
      [{ ...subscription, frequency: 'hourly' }],
      [{ ...subscription, confirmed: 'false' }],
      [{ ...subscription, matchingJobs: null }],
      [{ ...subscription, criteria: { ...criteria, category: 'healthcare' } }],
      [{ ...subscription, criteria: { ...criteria, employmentType: ['freelance'] } }],
      [{ ...subscription, criteria: { ...criteria, q: null } }],
      [{ ...subscription, criteria: null }],
    ])
      expect(isSubscriptionList(wrong)).toBe(false);
  });

  test('POST /subscriptions without a login, and its emailed link', async () => {
    const created = await call<Subscription>('POST', '/subscriptions', {
      json: {
        criteria: { q: 'nurse', employmentType: ['part-time'], location: 'Göteborg' },
        frequency: 'weekly',
        email: 'kim@example.com',
        language: 'en',
      },
    });
    expect(created.status).toBe(201);
    expect(isSubscription(created.body)).toBe(true);
    const link = latestInboxEntry('kim@example.com', 'confirm-subscription')!.link!;
    const token = link.split('token=')[1]!;
    const confirmed = await call('POST', `/subscriptions/by-token/${token}/confirm`);
    expect(isSubscription(confirmed.body)).toBe(true);
    expect(isSubscription((await call('GET', `/subscriptions/by-token/${token}`)).body)).toBe(true);
    // Every criterion may be left out.
    expect(isSubscription({ ...created.body, criteria: {} })).toBe(true);
    for (const wrong of [
      without(created.body, 'createdAt'),
      { ...created.body, id: 12 },
      { ...created.body, criteria: { location: ['Göteborg'] } },
      [created.body],
    ])
      expect(isSubscription(wrong)).toBe(false);
  });
});
