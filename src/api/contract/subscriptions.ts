/** Job subscriptions (docs/api.md §7): the alerts' criteria, requests, answers and checks. */
import { isRecord } from '../errors';
import { FREQUENCIES } from '../constants';
import {
  isArrayOf,
  isString,
  type EmploymentType,
  type Frequency,
  type LanguageCode,
} from './shared';

export interface SubscriptionCriteria {
  q?: string;
  /** Category keys. */
  category?: string[];
  region?: string[];
  company?: string[];
  employmentType?: EmploymentType[];
  /** A place from POST /location/city. */
  location?: string;
}

export interface Subscription {
  id: string;
  email: string;
  criteria: SubscriptionCriteria;
  frequency: Frequency;
  createdAt: string;
  /** Anonymous subscriptions start unconfirmed until the emailed link is opened. */
  confirmed: boolean;
  /** Open jobs that match the criteria now. */
  matchingJobs: number;
}

/** POST /subscriptions. `email` is required without a login and ignored with one. */
export interface CreateSubscriptionRequest {
  criteria: SubscriptionCriteria;
  frequency: Frequency;
  email?: string;
  language?: LanguageCode;
}

/** PATCH /subscriptions/{id} (or /subscriptions/by-token/{token}). */
export interface UpdateSubscriptionRequest {
  frequency?: Frequency;
  criteria?: SubscriptionCriteria;
}

// --- the checks of the answers -------------------------------------------------------------------

export const isSubscription = (d: unknown): d is Subscription =>
  isRecord(d) &&
  isString(d.id) &&
  isRecord(d.criteria) &&
  (FREQUENCIES as readonly unknown[]).includes(d.frequency);

export const isSubscriptionList = isArrayOf(isSubscription);
