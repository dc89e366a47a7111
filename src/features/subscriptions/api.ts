import { idempotencyHeaders, mainHttp, request } from '@/api/http';
import {
  isCityList,
  isJobSearchResult,
  type City,
  type CityRequest,
  type FacetValue,
} from '@/api/contract/jobs';
import { isEmpty, type Empty } from '@/api/contract/shared';
import {
  isSubscription,
  isSubscriptionList,
  type CreateSubscriptionRequest,
  type Subscription,
  type UpdateSubscriptionRequest,
} from '@/api/contract/subscriptions';

const byToken = (token: string) => `/subscriptions/by-token/${encodeURIComponent(token)}`;

export function getSubscriptions(signal?: AbortSignal): Promise<Subscription[]> {
  return request(mainHttp, { method: 'GET', url: '/subscriptions', signal }, isSubscriptionList);
}

export function createSubscription(
  body: CreateSubscriptionRequest,
  idempotencyKey?: string,
): Promise<Subscription> {
  return request(
    mainHttp,
    {
      method: 'POST',
      url: '/subscriptions',
      data: body,
      headers: idempotencyHeaders(idempotencyKey),
    },
    isSubscription,
  );
}

export function updateSubscription(
  id: string,
  body: UpdateSubscriptionRequest,
): Promise<Subscription> {
  return request(
    mainHttp,
    { method: 'PATCH', url: `/subscriptions/${encodeURIComponent(id)}`, data: body },
    isSubscription,
  );
}

export function deleteSubscription(id: string): Promise<Empty> {
  return request(
    mainHttp,
    { method: 'DELETE', url: `/subscriptions/${encodeURIComponent(id)}` },
    isEmpty,
  );
}

export function getSubscriptionByToken(token: string, signal?: AbortSignal): Promise<Subscription> {
  return request(mainHttp, { method: 'GET', url: byToken(token), signal }, isSubscription);
}

export function confirmSubscriptionByToken(
  token: string,
  signal?: AbortSignal,
): Promise<Subscription> {
  return request(
    mainHttp,
    { method: 'POST', url: `${byToken(token)}/confirm`, data: {} satisfies Empty, signal },
    isSubscription,
  );
}

export function updateSubscriptionByToken(
  token: string,
  body: UpdateSubscriptionRequest,
): Promise<Subscription> {
  return request(mainHttp, { method: 'PATCH', url: byToken(token), data: body }, isSubscription);
}

export function deleteSubscriptionByToken(token: string): Promise<Empty> {
  return request(mainHttp, { method: 'DELETE', url: byToken(token) }, isEmpty);
}

export function searchCities(query: string): Promise<City[]> {
  return request(
    mainHttp,
    { method: 'POST', url: '/location/city', data: { query } satisfies CityRequest },
    isCityList,
  );
}

export interface CriteriaOptions {
  category: FacetValue[];
  region: FacetValue[];
  company: FacetValue[];
}

/** The values the job list can filter on, read from an unfiltered search's facets. */
export async function getCriteriaOptions(signal?: AbortSignal): Promise<CriteriaOptions> {
  const result = await request(
    mainHttp,
    { method: 'GET', url: '/jobs', params: { pageSize: 1 }, signal },
    isJobSearchResult,
  );
  return {
    category: result.facets.category,
    region: result.facets.region,
    company: result.facets.company,
  };
}
