/** Checks of the answers about job subscriptions. */
import { isRecord } from '../errors';
import { FREQUENCIES } from '../constants';
import { isArrayOf, isString } from './shape';
import type { Subscription } from '../types';

export const isSubscription = (d: unknown): d is Subscription =>
  isRecord(d) &&
  isString(d.id) &&
  isRecord(d.criteria) &&
  (FREQUENCIES as readonly unknown[]).includes(d.frequency);

export const isSubscriptionList = isArrayOf(isSubscription);
