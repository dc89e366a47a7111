/** Job subscriptions (docs/api.md): the alerts' criteria, requests, and answers' schemas. */
import * as v from 'valibot';
import {
  EmploymentTypeSchema,
  FiniteSchema,
  FrequencySchema,
  type Frequency,
  type LanguageCode,
} from './shared';

/** Sent in requests and read back in answers; every criterion may be left out. */
const SubscriptionCriteriaSchema = v.object({
  q: v.optional(v.string()),
  /** Category keys. */
  category: v.optional(v.array(v.string())),
  region: v.optional(v.array(v.string())),
  company: v.optional(v.array(v.string())),
  employmentType: v.optional(v.array(EmploymentTypeSchema)),
  /** A place from POST /location/city. */
  location: v.optional(v.string()),
});
export type SubscriptionCriteria = v.InferOutput<typeof SubscriptionCriteriaSchema>;

export const SubscriptionSchema = v.object({
  id: v.string(),
  email: v.string(),
  criteria: SubscriptionCriteriaSchema,
  frequency: FrequencySchema,
  createdAt: v.string(),
  /** Anonymous subscriptions start unconfirmed until the emailed link is opened. */
  confirmed: v.boolean(),
  /** Open jobs that match the criteria now. */
  matchingJobs: FiniteSchema,
});
export type Subscription = v.InferOutput<typeof SubscriptionSchema>;

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

// --- the checks request() applies ----------------------------------------------------------------

const SubscriptionListSchema = v.array(SubscriptionSchema);

export const isSubscription = (d: unknown): d is Subscription => v.is(SubscriptionSchema, d);

export const isSubscriptionList = (d: unknown): d is Subscription[] =>
  v.is(SubscriptionListSchema, d);
